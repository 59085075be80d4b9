// The staff writes of items (parts by POST/PUT part and the part switches, accessories by POST item, any item's
// fields by PUT item; both kinds through item-records.ts) and of their units, each in one transaction that first asks
// the catalogue's ownership rule (catalogue-ownership.ts) whether this writer (the caller's `request.staffScope()`)
// may make it: a refused write answers before anything is written, so it leaves no row and no audit entry.
import { ForeignKeyConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  PartAdminView,
  PartBody,
  PartListQuery,
  PartPatch,
  partNumberKey,
  type ItemBody,
  type ItemPatch,
  type ItemUnitBody,
  type ItemUnitPatch,
} from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { inUseError } from '../../db/constraint-errors.ts';
import { likePattern, type CrudResource } from '../../lib/crud.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { currentActor } from '../platform/audit-context.ts';
import { Accessory } from './accessory.entity.ts';
import {
  catalogueWriter,
  checkAdminOnlyFields,
  checkFactorChange,
  lockItemForChange,
  type CatalogueWriter,
} from './catalogue-ownership.ts';
import { requireRef } from './desk/references.ts';
import { PART_POPULATE, partView } from './item-record-view.ts';
import { ACCESSORY_RECORD, newRecordData, PART_RECORD, recordChanges } from './item-records.ts';
import { ItemUnit } from './item-unit.entity.ts';
import { Item } from './item.entity.ts';
import { Part } from './part.entity.ts';
import { UnitType } from './unit-type.entity.ts';

/** The caller (the audit trail's actor) as a catalogue writer, for the CRUD helper's hooks, which get no request. */
const writerNow = (em: EntityManager) => catalogueWriter(em, currentActor());

/**
 * Parts (admins) as a CRUD helper declaration: list, get, create and update; the delete is DELETE part's (it takes
 * the item with it). A new part gets its item and base unit in the same flush, as an accessory does (item-records.ts).
 */
export const partResource: CrudResource<
  Part,
  typeof PartAdminView,
  typeof PartBody,
  typeof PartPatch,
  typeof PartListQuery
> = {
  entity: Part,
  name: 'part',
  label: 'Part',
  path: '/api/backend/part',
  tags: ['part'],
  access: { read: 'admin', write: 'admin' },
  schemas: { view: PartAdminView, body: PartBody, patch: PartPatch, query: PartListQuery },
  populate: PART_POPULATE,
  toView: partView,
  // Part numbers however they are typed, or names in either language.
  search: (text) => ({
    $or: [
      { partNumberKey: { $like: `${partNumberKey(text)}%` } },
      { name: { $ilike: likePattern(text) } },
      { nameKh: { $ilike: likePattern(text) } },
    ],
  }),
  sort: {
    fields: { partNumber: 'partNumberKey', name: 'name', createdAt: 'createdAt', updatedAt: 'updatedAt' },
    default: '-updatedAt',
  },
  filter: (query) => ({
    ...(query.categoryId ? { category: query.categoryId } : {}),
    ...(query.brandItemId ? { brandItem: query.brandItemId } : {}),
    ...(query.popular === undefined ? {} : { popular: query.popular }),
    ...(query.bestSeller === undefined ? {} : { bestSeller: query.bestSeller }),
  }),
  unique: ['partNumber'],
  without: ['delete'],
  prepareCreate: async (body, em) => (await newRecordData(em, await writerNow(em), PART_RECORD, body)) as never,
  prepareUpdate: async (row, patch, em) => {
    const writer = await writerNow(em);
    await lockItemForChange(em, writer, row.item.id);
    return recordChanges(em, writer, PART_RECORD, row, patch);
  },
};

/** Removes what an item is (part or accessory) and the item in one flush; 409 IN_USE while other records use it. */
export async function deleteItem(em: EntityManager, item: Item): Promise<void> {
  const record = (await em.findOne(Part, { item: item.id })) ?? (await em.findOne(Accessory, { item: item.id }));
  try {
    if (record) em.remove(record);
    em.remove(item);
    await em.flush();
  } catch (error) {
    // Named as the item, whichever of its two rows (part or accessory, item) is still referenced.
    if (error instanceof ForeignKeyConstraintViolationException) {
      em.clear();
      const detail = String((error as { detail?: unknown }).detail ?? error.message);
      throw inUseError('Item', item.id, [/from table "([^"]+)"/.exec(detail)?.[1] ?? 'other records']);
    }
    throw error;
  }
}

/** A unit type the item already has answers 409 DUPLICATE from the error handler (db/constraint-errors.ts). */
const flushUnits = (em: EntityManager): Promise<void> => em.flush();

async function findUnit(em: EntityManager, id: number): Promise<ItemUnit> {
  const unit = await em.findOne(ItemUnit, { id }, { populate: ['unitType'] });
  if (!unit) throw notFound(`Item unit ${id} not found`);
  return unit;
}

export class ItemDeskService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** New accessories, each with its item (recording the supplier that adds it) and base unit, all or none. */
  async createAccessories(writer: CatalogueWriter, bodies: readonly ItemBody[]): Promise<number[]> {
    return this.#orm.em.transactional(async (em) => {
      const made: Accessory[] = [];
      for (const [index, body] of bodies.entries()) {
        try {
          made.push(await this.#createAccessory(em, writer, body));
        } catch (error) {
          // One body alone (POST item) keeps its error as it is; in a batch it is named by its place.
          if (bodies.length === 1 || !(error instanceof HttpError)) throw error;
          throw new HttpError(error.statusCode, error.code, `items[${index}]: ${error.message}`, {
            field: 'items',
            ...(error.facts ? { facts: error.facts } : {}),
          });
        }
      }
      await em.flush();
      return made.map((accessory) => accessory.item.id);
    });
  }

  async #createAccessory(em: EntityManager, writer: CatalogueWriter, body: ItemBody): Promise<Accessory> {
    // searchText is generated by PostgreSQL; the entity's required-data type still lists it.
    return em.create(Accessory, (await newRecordData(em, writer, ACCESSORY_RECORD, body)) as never);
  }

  /** PUT item: the item's condition, and its part's or accessory's fields as PUT part would change them. */
  async updateItem(writer: CatalogueWriter, itemId: number, patch: ItemPatch): Promise<void> {
    await this.#orm.em.transactional(async (em) => {
      await lockItemForChange(em, writer, itemId);
      const item = await em.findOneOrFail(Item, { id: itemId });
      const { condition, ...fields } = patch;
      const kind = item.type === 'Part' ? PART_RECORD : ACCESSORY_RECORD;
      const record =
        kind === PART_RECORD
          ? await em.findOne(Part, { item: item.id })
          : await em.findOne(Accessory, { item: item.id });
      if (!record) throw notFound(`Item ${item.id} has no ${item.type.toLowerCase()}`);
      if (fields.accessoryCategoryId !== undefined && kind === PART_RECORD)
        throw badRequest(
          'accessoryCategoryId: a part has a category, not an accessory category (PUT /api/backend/part/:id)',
          { field: 'accessoryCategoryId' },
        );
      if (condition !== undefined) item.condition = condition;
      em.assign(record, (await recordChanges(em, writer, kind, record, fields)) as never);
    });
  }

  /** PUT part/popular and part/best-seller: sets the flag, or switches it over when no value is given. */
  async setPartFlag(partId: number, field: 'popular' | 'bestSeller', value: boolean | undefined): Promise<Part> {
    return this.#orm.em.transactional(async (em) => {
      const part = await em.findOne(Part, { id: partId }, { populate: PART_POPULATE });
      if (!part) throw notFound(`Part ${partId} not found`);
      const writer = await writerNow(em);
      await lockItemForChange(em, writer, part.item.id);
      const wanted = value ?? !part[field];
      checkAdminOnlyFields(writer, { [field]: wanted }, part);
      part[field] = wanted;
      return part;
    });
  }

  /** DELETE part: the part with its item (as DELETE item). */
  async deletePart(partId: number): Promise<void> {
    const part = await this.#orm.em.findOne(Part, { id: partId });
    if (!part) throw notFound(`Part ${partId} not found`);
    await this.deleteItem(await writerNow(this.#orm.em), part.item.id);
  }

  /** DELETE item: the item with its part or accessory (409 IN_USE while stock, carts or orders use it). */
  async deleteItem(writer: CatalogueWriter, itemId: number): Promise<void> {
    await this.#orm.em.transactional(async (em) => {
      await lockItemForChange(em, writer, itemId);
      await deleteItem(em, await em.findOneOrFail(Item, { id: itemId }));
    });
  }

  /** A new unit of an item; the first unit an item gets is its base unit, factor 1. */
  async addUnit(writer: CatalogueWriter, body: ItemUnitBody): Promise<number> {
    return this.#orm.em.transactional(async (em) => {
      const item = await requireRef(em, Item, body.itemId, 'itemId', 'item');
      await lockItemForChange(em, writer, item.id);
      const unitType = await requireRef(em, UnitType, body.unitTypeId, 'unitTypeId', 'unit type');
      const hasBase = (await em.count(ItemUnit, { item: item.id, isBase: true })) > 0;
      if (!hasBase && body.factor !== 1)
        throw badRequest('factor: the first unit of an item is its base unit, factor 1', { field: 'factor' });
      const unit = em.create(ItemUnit, { item, unitType, factor: body.factor, isBase: !hasBase });
      await flushUnits(em);
      return unit.id;
    });
  }

  /** Makes a factor-1 unit the item's base unit; returns the item's id. */
  async makeBase(writer: CatalogueWriter, unitId: number): Promise<number> {
    return this.#orm.em.transactional(async (em) => {
      const unit = await findUnit(em, unitId);
      await lockItemForChange(em, writer, unit.item.id);
      // Stock is counted in base units: a base of another size would change every quantity's meaning.
      if (unit.factor !== 1)
        throw conflict(`Only a unit of factor 1 can be the base unit (this one holds ${unit.factor})`, {
          field: 'factor',
        });
      const units = await em.find(ItemUnit, { item: unit.item.id });
      for (const other of units) other.isBase = other.id === unit.id;
      await flushUnits(em);
      return unit.item.id;
    });
  }

  /** A unit's type or factor; the factor of a unit in use never changes (checkFactorChange). */
  async changeUnit(writer: CatalogueWriter, unitId: number, patch: ItemUnitPatch): Promise<void> {
    await this.#orm.em.transactional(async (em) => {
      const unit = await findUnit(em, unitId);
      await lockItemForChange(em, writer, unit.item.id);
      const { unitTypeId, factor } = patch;
      if (factor !== undefined && unit.isBase && factor !== 1)
        throw badRequest('factor: the base unit holds exactly 1', { field: 'factor' });
      if (factor !== undefined) await checkFactorChange(em, unit.id, unit.factor, factor);
      if (unitTypeId !== undefined)
        unit.unitType = await requireRef(em, UnitType, unitTypeId, 'unitTypeId', 'unit type');
      if (factor !== undefined) unit.factor = factor;
      await flushUnits(em);
    });
  }

  /** Deletes a unit that is not the base unit (409 IN_USE while orders or returns use it). */
  async deleteUnit(writer: CatalogueWriter, unitId: number): Promise<void> {
    await this.#orm.em.transactional(async (em) => {
      const unit = await findUnit(em, unitId);
      await lockItemForChange(em, writer, unit.item.id);
      if (unit.isBase) throw conflict('The base unit stays while the item exists; make another unit the base first');
      await em.remove(unit).flush(); // still used: 409 IN_USE from the error handler
    });
  }
}
