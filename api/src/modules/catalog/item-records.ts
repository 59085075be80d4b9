// The Part/Accessory twin on the desk: a part and an accessory are one kind of record (an item sold under a maker's
// number, with names, a description, a picture and a shipping weight) browsed by different categories. What the
// desk writes for either (a new record with its item and base unit; a change of its fields) is written here once;
// what differs is a small description of the kind (PART_RECORD, ACCESSORY_RECORD). POST/PUT part, POST item and
// PUT item all go through it, so a catalogue field or rule is added in one place.
import type { EntityClass, EntityManager } from '@mikro-orm/core';
import { BackofficeErrorCode, partNumberKey, type ITEM_CONDITIONS } from '@shop/contracts';
import { conflict } from '../../lib/http-error.ts';
import { AccessoryCategory } from './accessory-category.entity.ts';
import type { Accessory } from './accessory.entity.ts';
import { BrandItem } from './brand-item.entity.ts';
import { Category } from './category.entity.ts';
import { checkAdminOnlyFields, creatorOf, type CatalogueWriter } from './catalogue-ownership.ts';
import { baseUnitType, imageRef, requireRef } from './desk/references.ts';
import { ItemUnit } from './item-unit.entity.ts';
import { Item } from './item.entity.ts';
import { Part } from './part.entity.ts';

/** What a part and an accessory differ in on the desk. */
export interface RecordKind {
  type: Item['type'];
  /** The category a record of this kind is browsed by: the body's field, the record's property, the entity. */
  category: {
    field: 'categoryId' | 'accessoryCategoryId';
    property: 'category' | 'accessoryCategory';
    entity: EntityClass<Category> | EntityClass<AccessoryCategory>;
    label: string;
  };
  /** One maker sells one part under a number (409 DUPLICATE); accessories have no such rule. */
  uniqueNumber: boolean;
}

export const PART_RECORD: RecordKind = {
  type: 'Part',
  category: { field: 'categoryId', property: 'category', entity: Category, label: 'category' },
  uniqueNumber: true,
};

export const ACCESSORY_RECORD: RecordKind = {
  type: 'Accessory',
  category: {
    field: 'accessoryCategoryId',
    property: 'accessoryCategory',
    entity: AccessoryCategory,
    label: 'accessory category',
  },
  uniqueNumber: false,
};

/** The fields a new part or accessory is written from (PartBody, ItemBody). */
interface RecordBody {
  partNumber: string;
  name: string;
  brandItemId: number;
  categoryId?: number;
  accessoryCategoryId?: number;
  imageId?: number | null;
  popular?: boolean;
  bestSeller?: boolean;
  condition?: (typeof ITEM_CONDITIONS)[number];
  shippingWeightGrams?: number | null;
  unitTypeId?: number;
}

/** A change of a part's or accessory's fields (PartPatch, ItemPatch); `condition` is the item's, set by its caller. */
type RecordPatch = Partial<Omit<RecordBody, 'unitTypeId' | 'condition'>>;

/**
 * One maker does not sell two parts under one number (however it is typed: case, spaces, dashes, dots). The 409 names
 * the part that has it, in `facts` too, so the form words it in the reader's language.
 */
async function checkPartNumber(em: EntityManager, partNumber: string, makerId: number, exceptId?: number) {
  const taken = await em.findOne(Part, {
    partNumberKey: partNumberKey(partNumber),
    brandItem: makerId,
    ...(exceptId ? { id: { $ne: exceptId } } : {}),
  });
  if (taken)
    throw conflict(`This maker already has part ${taken.partNumber} (part ${taken.id}, ${taken.name})`, {
      code: BackofficeErrorCode.duplicate,
      field: 'partNumber',
      facts: {
        partId: taken.id,
        partNumber: taken.partNumber,
        name: taken.name,
        ...(taken.nameKh ? { nameKh: taken.nameKh } : {}),
      },
    });
}

const categoryOf = (em: EntityManager, kind: RecordKind, id: number) =>
  requireRef<Category | AccessoryCategory>(em, kind.category.entity, id, kind.category.field, kind.category.label);

/**
 * A new part or accessory's data, with its item (recording the supplier that adds it) and base unit created in `em`
 * beside it: the caller creates the record from it and flushes all three at once.
 */
export async function newRecordData(
  em: EntityManager,
  writer: CatalogueWriter,
  kind: RecordKind,
  body: RecordBody,
): Promise<Record<string, unknown>> {
  checkAdminOnlyFields(writer, body);
  const maker = await requireRef(em, BrandItem, body.brandItemId, 'brandItemId', 'maker');
  const category = await categoryOf(em, kind, body[kind.category.field]!);
  const image = await imageRef(em, body.imageId);
  const unit = await baseUnitType(em, body.unitTypeId);
  if (kind.uniqueNumber) await checkPartNumber(em, body.partNumber, maker.id);
  const item = em.create(Item, {
    type: kind.type,
    condition: body.condition ?? 'New',
    createdBySupplierId: creatorOf(writer),
    shippingWeightGrams: body.shippingWeightGrams ?? null,
  });
  em.create(ItemUnit, { item, unitType: unit, factor: 1, isBase: true });
  const {
    brandItemId: _maker,
    categoryId: _category,
    accessoryCategoryId: _accessoryCategory,
    imageId: _image,
    unitTypeId: _unit,
    condition: _condition,
    shippingWeightGrams: _weight,
    ...fields
  } = body;
  return {
    ...fields,
    partNumber: body.partNumber.trim(),
    name: body.name.trim(),
    item,
    brandItem: maker,
    [kind.category.property]: category,
    image: image ?? null,
  };
}

/**
 * What a change of a part's or accessory's fields assigns to the record (its caller has locked the item for the
 * writer). The shipping weight is the item's (parts and accessories alike), set on it here and audited as an item
 * change.
 */
export async function recordChanges(
  em: EntityManager,
  writer: CatalogueWriter,
  kind: RecordKind,
  record: Part | Accessory,
  patch: RecordPatch,
): Promise<Record<string, unknown>> {
  checkAdminOnlyFields(writer, patch, record);
  const categoryId = patch[kind.category.field];
  const {
    brandItemId,
    categoryId: _category,
    accessoryCategoryId: _accessoryCategory,
    imageId,
    shippingWeightGrams,
    ...fields
  } = patch;
  if (shippingWeightGrams !== undefined)
    (await em.findOneOrFail(Item, { id: record.item.id })).shippingWeightGrams = shippingWeightGrams;
  const maker =
    brandItemId === undefined ? undefined : await requireRef(em, BrandItem, brandItemId, 'brandItemId', 'maker');
  if (kind.uniqueNumber && (patch.partNumber !== undefined || maker))
    await checkPartNumber(em, patch.partNumber ?? record.partNumber, maker?.id ?? record.brandItem.id, record.id);
  return {
    ...fields,
    ...(fields.partNumber === undefined ? {} : { partNumber: fields.partNumber.trim() }),
    ...(fields.name === undefined ? {} : { name: fields.name.trim() }),
    ...(maker ? { brandItem: maker } : {}),
    ...(categoryId === undefined ? {} : { [kind.category.property]: await categoryOf(em, kind, categoryId) }),
    ...(imageId === undefined ? {} : { image: await imageRef(em, imageId) }),
  };
}
