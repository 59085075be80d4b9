// The back-office catalogue (issue 12): vehicle brands and models, categories, accessory categories, makers,
// parts with their fitments, items (accessories) and item units. Views are what lists and details answer, bodies
// what POST takes, patches what PUT takes (any part of the body).
import Type, { type Static } from 'typebox';
import { BaseRecordFields, listQuery } from './backoffice.ts';
import { NamedRef, Year } from './catalog-browse.ts';
import { ITEM_CONDITIONS, ITEM_TYPES, PART_POSITIONS } from './catalog-vocabulary.ts';
import { Id, IdList } from './envelope.ts';

const CreatedAt = Type.String({ format: 'date-time' });
const Name = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
const OptionalText = (max: number) => Type.Union([Type.String({ maxLength: max }), Type.Null()]);
const SortOrder = Type.Integer({ minimum: 0, maximum: 100_000 });
/** A stored image (an upload's `file.id`) the writer may read, shown at `/files/<key>` once a record shows it. */
const ImageId = Type.Union([Id, Type.Null()], {
  description: 'A stored file id (POST /api/backend/attachment answers file.id); null removes it',
});
const ImageUrl = Type.Union([Type.String(), Type.Null()], { description: '/files/<key>' });

// ---- Vehicle brands -----------------------------------------------------------------------------------------

const brandFields = { name: Name(100), nameKh: OptionalText(100), logo: OptionalText(500), sortOrder: SortOrder };
export const BrandAdminView = Type.Object({ id: Id, ...brandFields, createdAt: CreatedAt });
export type BrandAdminView = Static<typeof BrandAdminView>;
export const BrandBody = Type.Object({
  name: brandFields.name,
  nameKh: Type.Optional(brandFields.nameKh),
  logo: Type.Optional(brandFields.logo),
  sortOrder: Type.Optional(brandFields.sortOrder),
});
export type BrandBody = Static<typeof BrandBody>;
export const BrandPatch = Type.Partial(BrandBody, { minProperties: 1 });
export type BrandPatch = Static<typeof BrandPatch>;
/** Sorts by sortOrder (default), name, createdAt; search over name and Khmer name. */
export const BrandListQuery = listQuery({});
export type BrandListQuery = Static<typeof BrandListQuery>;

// ---- Vehicle brands the shop carries no parts for --------------------------------------------------------------

/** A further spelling of the brand as shoppers type it, in either script ("Benz", "បេន"); kept trimmed. */
const OtherName = Name(100);
const uncarriedBrandFields = {
  name: Name(100),
  nameKh: OptionalText(100),
  otherNames: Type.Array(OtherName, { maxItems: 20, uniqueItems: true }),
};
export const UncarriedBrandView = Type.Object({ ...BaseRecordFields, ...uncarriedBrandFields });
export type UncarriedBrandView = Static<typeof UncarriedBrandView>;
export const UncarriedBrandBody = Type.Object({
  name: uncarriedBrandFields.name,
  nameKh: Type.Optional(uncarriedBrandFields.nameKh),
  otherNames: Type.Optional(uncarriedBrandFields.otherNames),
});
export type UncarriedBrandBody = Static<typeof UncarriedBrandBody>;
export const UncarriedBrandPatch = Type.Partial(UncarriedBrandBody, { minProperties: 1 });
export type UncarriedBrandPatch = Static<typeof UncarriedBrandPatch>;
/** Sorts by name (default), createdAt; search over name and Khmer name. */
export const UncarriedBrandListQuery = listQuery({});
export type UncarriedBrandListQuery = Static<typeof UncarriedBrandListQuery>;

// ---- Vehicle models -----------------------------------------------------------------------------------------

export const ModelAdminView = Type.Object({
  id: Id,
  brand: NamedRef,
  name: Type.String(),
  nameKh: Type.Union([Type.String(), Type.Null()]),
  years: Type.Array(Year, { description: 'The model years it was made in, oldest first' }),
  createdAt: CreatedAt,
});
export type ModelAdminView = Static<typeof ModelAdminView>;
export const ModelBody = Type.Object({
  brandId: Id,
  name: Name(100),
  nameKh: Type.Optional(OptionalText(100)),
  yearIds: Type.Optional(
    Type.Array(Id, { maxItems: 200, uniqueItems: true, description: 'Year ids (GET /api/backend/year)' }),
  ),
});
export type ModelBody = Static<typeof ModelBody>;
export const ModelPatch = Type.Partial(ModelBody, { minProperties: 1 });
export type ModelPatch = Static<typeof ModelPatch>;
/** Sorts by name (default), createdAt; search over name and Khmer name; `brandId` narrows. */
export const ModelAdminListQuery = listQuery({ brandId: Type.Optional(Id) });
export type ModelAdminListQuery = Static<typeof ModelAdminListQuery>;
export const BrandIdsParams = Type.Object({ brandIds: IdList('Comma-separated brand ids') });

// ---- Categories and accessory categories ---------------------------------------------------------------------

const categoryFields = { name: Name(100), nameKh: OptionalText(100), imageId: ImageId, sortOrder: SortOrder };
export const CategoryAdminView = Type.Object({ id: Id, ...categoryFields, image: ImageUrl, createdAt: CreatedAt });
export type CategoryAdminView = Static<typeof CategoryAdminView>;
export const CategoryBody = Type.Object({
  name: categoryFields.name,
  nameKh: Type.Optional(categoryFields.nameKh),
  imageId: Type.Optional(categoryFields.imageId),
  sortOrder: Type.Optional(categoryFields.sortOrder),
});
export type CategoryBody = Static<typeof CategoryBody>;
export const CategoryPatch = Type.Partial(CategoryBody, { minProperties: 1 });
export type CategoryPatch = Static<typeof CategoryPatch>;
/** Sorts by sortOrder (default), name, createdAt; search over name and Khmer name. */
export const CategoryListQuery = listQuery({});
export type CategoryListQuery = Static<typeof CategoryListQuery>;

// ---- Makers (brand items) -----------------------------------------------------------------------------------

const makerFields = { name: Name(100), nameKh: OptionalText(100), logo: OptionalText(500), country: OptionalText(100) };
export const MakerView = Type.Object({ id: Id, ...makerFields, createdAt: CreatedAt });
export type MakerView = Static<typeof MakerView>;
export const MakerBody = Type.Object({
  name: makerFields.name,
  nameKh: Type.Optional(makerFields.nameKh),
  logo: Type.Optional(makerFields.logo),
  country: Type.Optional(makerFields.country),
});
export type MakerBody = Static<typeof MakerBody>;
export const MakerPatch = Type.Partial(MakerBody, { minProperties: 1 });
export type MakerPatch = Static<typeof MakerPatch>;
export const MakerListQuery = listQuery({});
export type MakerListQuery = Static<typeof MakerListQuery>;

// ---- Parts --------------------------------------------------------------------------------------------------

export const PartAdminView = Type.Object({
  id: Id,
  itemId: Id,
  partNumber: Type.String(),
  name: Type.String(),
  nameKh: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  descriptionKh: Type.Union([Type.String(), Type.Null()]),
  maker: NamedRef,
  category: NamedRef,
  position: Type.Enum(PART_POSITIONS),
  imageId: Type.Union([Id, Type.Null()]),
  image: ImageUrl,
  popular: Type.Boolean(),
  bestSeller: Type.Boolean(),
  /** Grams a base unit weighs packed (delivery fees by weight band); null: not weighed yet. */
  shippingWeightGrams: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: CreatedAt,
  updatedAt: CreatedAt,
});
export type PartAdminView = Static<typeof PartAdminView>;
/**
 * The shipping weight a staff member types on the part or accessory form: whole grams a base unit weighs packed, at
 * least 1 and at most 1,000 kg (delivery prices by weight band); null: not weighed (the quote counts it as 0 g).
 * Anything else is a 400 VALIDATION naming `shippingWeightGrams`. Kept on the item, audited as an item change.
 */
export const ShippingWeightInput = Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()], {
  description: 'Whole grams a base unit weighs packed (1 to 1,000,000); null: not weighed',
});
const partFields = {
  partNumber: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9 ./_-]*$' }),
  name: Name(200),
  nameKh: OptionalText(200),
  description: OptionalText(5000),
  descriptionKh: OptionalText(5000),
  brandItemId: Id,
  categoryId: Id,
  position: Type.Enum(PART_POSITIONS),
  imageId: ImageId,
  popular: Type.Boolean(),
  bestSeller: Type.Boolean(),
};
export const PartBody = Type.Object({
  partNumber: partFields.partNumber,
  name: partFields.name,
  nameKh: Type.Optional(partFields.nameKh),
  description: Type.Optional(partFields.description),
  descriptionKh: Type.Optional(partFields.descriptionKh),
  brandItemId: partFields.brandItemId,
  categoryId: partFields.categoryId,
  position: Type.Optional(partFields.position),
  imageId: Type.Optional(partFields.imageId),
  popular: Type.Optional(partFields.popular),
  bestSeller: Type.Optional(partFields.bestSeller),
  shippingWeightGrams: Type.Optional(ShippingWeightInput),
  unitTypeId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The base unit (default: Piece)' }),
  ),
});
export type PartBody = Static<typeof PartBody>;
export const PartPatch = Type.Partial(Type.Omit(PartBody, ['unitTypeId']), { minProperties: 1 });
export type PartPatch = Static<typeof PartPatch>;
/** Sorts by partNumber, name, createdAt, updatedAt (default -updatedAt); search over part number and names. */
export const PartListQuery = listQuery({
  categoryId: Type.Optional(Id),
  brandItemId: Type.Optional(Id),
  popular: Type.Optional(Type.Boolean()),
  bestSeller: Type.Optional(Type.Boolean()),
});
export type PartListQuery = Static<typeof PartListQuery>;
/**
 * GET part/number-check: which parts already go by a part number, compared without case, spaces, dashes, dots,
 * slashes or underscores (partNumberKey). The part form asks it as the number is typed: the same maker's part would
 * be refused on save (409 DUPLICATE), another maker's is allowed with a warning.
 */
export const PartNumberCheckQuery = Type.Object({
  partNumber: Type.String({ minLength: 1, maxLength: 64 }),
  brandItemId: Type.Optional(Id),
  // The part being edited, left out of the answer.
  exceptId: Type.Optional(Id),
});
export type PartNumberCheckQuery = Static<typeof PartNumberCheckQuery>;
export const PartNumberMatch = Type.Object({
  id: Id,
  partNumber: Type.String(),
  name: Type.String(),
  nameKh: Type.Union([Type.String(), Type.Null()]),
  maker: NamedRef,
});
export type PartNumberMatch = Static<typeof PartNumberMatch>;
export const PartNumberCheck = Type.Object({
  /** The maker's own part of that number (a save would be refused), or null. */
  sameMaker: Type.Union([PartNumberMatch, Type.Null()]),
  /** Other makers' parts of that number (allowed; the form warns). At most 10. */
  otherMakers: Type.Array(PartNumberMatch),
});
export type PartNumberCheck = Static<typeof PartNumberCheck>;
/** PUT part/popular/:id and part/best-seller/:id: set it, or toggle without a body. */
export const FlagBody = Type.Object({ value: Type.Optional(Type.Boolean()) });
export type FlagBody = Static<typeof FlagBody>;

// ---- Fitments -----------------------------------------------------------------------------------------------

export const PartFitView = Type.Object({
  id: Id,
  partId: Id,
  year: Year,
  brand: NamedRef,
  model: NamedRef,
  position: Type.Enum(PART_POSITIONS),
  note: Type.Union([Type.String(), Type.Null()]),
});
export type PartFitView = Static<typeof PartFitView>;
/**
 * POST part-fit: one part fits every listed model (each with its own position) in every year from `yearFrom` to
 * `yearTo` that the model is made in. A vehicle the part already fits has its position and note changed.
 */
export const PartFitRangeBody = Type.Object({
  partId: Id,
  yearFrom: Type.Integer({ minimum: 1900, maximum: 2100 }),
  yearTo: Type.Integer({ minimum: 1900, maximum: 2100 }),
  vehicles: Type.Array(Type.Object({ modelId: Id, position: Type.Optional(Type.Enum(PART_POSITIONS)) }), {
    minItems: 1,
    maxItems: 100,
  }),
  note: Type.Optional(OptionalText(500)),
});
export type PartFitRangeBody = Static<typeof PartFitRangeBody>;
export const PartFitRangeResult = Type.Object({
  created: Type.Integer({ minimum: 0 }),
  updated: Type.Integer({ minimum: 0 }),
  /** Years of the range a model is not made in (no such vehicle). */
  skipped: Type.Integer({ minimum: 0 }),
  fits: Type.Array(PartFitView),
});
export type PartFitRangeResult = Static<typeof PartFitRangeResult>;
/** PUT part-fit/:id: one vehicle's fitment. */
export const PartFitPatch = Type.Object(
  {
    yearId: Type.Optional(Id),
    modelId: Type.Optional(Id),
    position: Type.Optional(Type.Enum(PART_POSITIONS)),
    note: Type.Optional(OptionalText(500)),
  },
  { minProperties: 1 },
);
export type PartFitPatch = Static<typeof PartFitPatch>;
/** PUT part-fit/detail/:id: position and note of the whole range (grouped row) the fitment belongs to. */
export const PartFitDetailPatch = Type.Object(
  { position: Type.Optional(Type.Enum(PART_POSITIONS)), note: Type.Optional(OptionalText(500)) },
  { minProperties: 1 },
);
export type PartFitDetailPatch = Static<typeof PartFitDetailPatch>;
export const PartFitDeleteQuery = Type.Object({
  range: Type.Optional(Type.Boolean({ description: 'Delete the whole range (grouped row) it belongs to' })),
});
/** GET part-fit: sorted by brand, model, position, note, year, so ranges read in order. */
export const PartFitListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
  partId: Type.Optional(Id),
  brandId: Type.Optional(Id),
  modelId: Type.Optional(Id),
  yearId: Type.Optional(Id),
});
export type PartFitListQuery = Static<typeof PartFitListQuery>;
export const FitParams = Type.Object({
  yearIds: IdList(),
  brandIds: IdList(),
  modelIds: IdList(),
});
export const ModelRef = Type.Object({
  id: Id,
  name: Type.String(),
  nameKh: Type.Union([Type.String(), Type.Null()]),
  brandId: Id,
  years: Type.Array(Year),
});
export type ModelRef = Static<typeof ModelRef>;

// ---- Items (what is sold), accessories, units ---------------------------------------------------------------

/**
 * Why the viewer may not change an item (issue 33 §1; the API's catalog/catalogue-ownership.ts): SHOP, the shop's
 * (added by an admin, an import or the seed); OTHER_SUPPLIER, another supplier added it; SHARED, it is the viewer's
 * but another supplier stocks it too. Admins may change every item.
 */
export const ITEM_LOCKS = ['SHOP', 'OTHER_SUPPLIER', 'SHARED'] as const;
export type ItemLock = (typeof ITEM_LOCKS)[number];
/** Whether the viewer may change the item and its units, and if not, why (the screens offer only what it may). */
const itemOwnership = {
  editable: Type.Boolean(),
  lock: Type.Union([Type.Enum(ITEM_LOCKS), Type.Null()]),
};

export const ItemView = Type.Object({
  id: Id,
  type: Type.Enum(ITEM_TYPES),
  condition: Type.Enum(ITEM_CONDITIONS),
  /** The part's or accessory's id. */
  recordId: Id,
  partNumber: Type.String(),
  name: Type.String(),
  nameKh: Type.Union([Type.String(), Type.Null()]),
  maker: NamedRef,
  createdAt: CreatedAt,
  ...itemOwnership,
});
export type ItemView = Static<typeof ItemView>;
export const AccessoryAdminView = Type.Object({
  id: Id,
  itemId: Id,
  partNumber: Type.String(),
  name: Type.String(),
  nameKh: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  descriptionKh: Type.Union([Type.String(), Type.Null()]),
  maker: NamedRef,
  accessoryCategory: NamedRef,
  imageId: Type.Union([Id, Type.Null()]),
  image: ImageUrl,
  popular: Type.Boolean(),
  /** Grams a base unit weighs packed (delivery fees by weight band); null: not weighed yet. */
  shippingWeightGrams: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: CreatedAt,
  ...itemOwnership,
});
export type AccessoryAdminView = Static<typeof AccessoryAdminView>;
/** POST item makes an accessory (a part's item is made by POST part). */
export const ItemBody = Type.Object({
  partNumber: partFields.partNumber,
  name: partFields.name,
  nameKh: Type.Optional(partFields.nameKh),
  description: Type.Optional(partFields.description),
  descriptionKh: Type.Optional(partFields.descriptionKh),
  brandItemId: partFields.brandItemId,
  accessoryCategoryId: Id,
  imageId: Type.Optional(partFields.imageId),
  popular: Type.Optional(partFields.popular),
  condition: Type.Optional(Type.Enum(ITEM_CONDITIONS)),
  shippingWeightGrams: Type.Optional(ShippingWeightInput),
  unitTypeId: Type.Optional(Id),
});
export type ItemBody = Static<typeof ItemBody>;
export const ItemAllBody = Type.Object({ items: Type.Array(ItemBody, { minItems: 1, maxItems: 100 }) });
export type ItemAllBody = Static<typeof ItemAllBody>;
export const ItemPatch = Type.Partial(Type.Omit(ItemBody, ['unitTypeId']), { minProperties: 1 });
export type ItemPatch = Static<typeof ItemPatch>;
/** GET item: parts and accessories; sorted newest first; search over part number and names. */
export const ItemListQuery = listQuery({ type: Type.Optional(Type.Enum(ITEM_TYPES)) });
export type ItemListQuery = Static<typeof ItemListQuery>;
export const AccessoryListQuery = listQuery({ accessoryCategoryId: Type.Optional(Id), brandItemId: Type.Optional(Id) });
export type AccessoryListQuery = Static<typeof AccessoryListQuery>;
export const ItemYear = Type.Object({ id: Id, value: Type.Integer(), parts: Type.Integer({ minimum: 0 }) });

export const ItemUnitView = Type.Object({
  id: Id,
  itemId: Id,
  unitType: NamedRef,
  factor: Type.Integer({ minimum: 1 }),
  isBase: Type.Boolean(),
  /** Stock, carts, orders or returns use the unit: its factor never changes (make a new unit instead). */
  factorFixed: Type.Boolean(),
  createdAt: CreatedAt,
});
export type ItemUnitView = Static<typeof ItemUnitView>;
export const ItemUnitBody = Type.Object({
  itemId: Id,
  unitTypeId: Id,
  factor: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'How many base units one of this unit holds' }),
});
export type ItemUnitBody = Static<typeof ItemUnitBody>;
export const ItemUnitPatch = Type.Object(
  { unitTypeId: Type.Optional(Id), factor: Type.Optional(ItemUnitBody.properties.factor) },
  { minProperties: 1 },
);
export type ItemUnitPatch = Static<typeof ItemUnitPatch>;
export const ItemUnitListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  itemId: Type.Optional(Id),
});
export const UnitOfItemParams = Type.Object({ id: Id, itemId: Id });
