// Parts and accessories as the storefront shows them: with price (USD and KHR), availability and the
// offers of every store; the vehicle filter and the search that find them.
import Type, { type Static } from 'typebox';
import { AVAILABILITY, PART_POSITIONS, PRICE_KINDS } from './catalog-vocabulary.ts';
import { CategoryWithCount, NamedRef, Vehicle, Year } from './catalog-browse.ts';
import { Id, Nullable, Pagination, PageQuery } from './envelope.ts';
import { MatchedNumber, PartNumberView } from './part-numbers.ts';

/** US dollars as an exact decimal string with two decimals ("12.50"). */
export const Money = Type.String({ pattern: '^\\d+\\.\\d{2}$', description: 'USD, exact, two decimals' });
/** Riel as a whole number string, rounded to 100 riel ("51300"). */
export const Riel = Type.String({ pattern: '^\\d+$', description: 'KHR, rounded to 100 riel' });

export const PartPosition = Type.Enum(PART_POSITIONS);
export type PartPosition = Static<typeof PartPosition>;
export const Availability = Type.Enum(AVAILABILITY);
export type Availability = Static<typeof Availability>;
/** DEALER when the figure is the signed-in approved dealer's price, CUSTOMER otherwise. */
export const PriceKindField = Type.Enum(PRICE_KINDS, { description: "DEALER: the caller's dealer price" });

/** What a store asks for an item and how many it has. */
export const Offer = Type.Object({
  stockId: Id,
  store: NamedRef,
  supplier: NamedRef,
  price: Money,
  priceKhr: Riel,
  priceKind: PriceKindField,
  quantity: Type.Integer({ minimum: 0, description: 'In the base unit' }),
  availability: Availability,
});
export type Offer = Static<typeof Offer>;

export const SaleUnit = Type.Object({
  id: Id,
  name: Type.String(),
  nameKh: Nullable(Type.String()),
  factor: Type.Integer({ minimum: 1, description: 'How many base units one of this unit holds' }),
  isBase: Type.Boolean(),
});
export type SaleUnit = Static<typeof SaleUnit>;

/**
 * The price and availability over every store: the lowest price among stores that have it (or the lowest
 * at all when none has), the total quantity, and the stock to add to the cart (the cheapest in stock).
 */
const PriceFields = {
  price: Nullable(Money),
  priceKhr: Nullable(Riel),
  priceKind: PriceKindField,
  quantity: Type.Integer({ minimum: 0 }),
  availability: Availability,
  stockId: Nullable(Id),
};

/** How a search found a row: the exact part number, the start of one, a similar one, or words of its names. */
export const SearchMatch = Type.Enum(['exact', 'prefix', 'similar', 'keyword', 'maker', 'category']);
export type SearchMatch = Static<typeof SearchMatch>;

export const PartSummary = Type.Object({
  id: Id,
  itemId: Id,
  partNumber: Type.String(),
  name: Type.String(),
  nameKh: Nullable(Type.String()),
  position: PartPosition,
  image: Nullable(Type.String()),
  category: NamedRef,
  maker: NamedRef,
  popular: Type.Boolean(),
  bestSeller: Type.Boolean(),
  ...PriceFields,
  fit: Type.Optional(
    Type.Object(
      { position: PartPosition, note: Nullable(Type.String()) },
      { description: 'Vehicle filter only: how it fits the chosen vehicle' },
    ),
  ),
  match: Type.Optional(SearchMatch),
  matchedNumber: Type.Optional(MatchedNumber),
});
export type PartSummary = Static<typeof PartSummary>;

export const Fitment = Type.Object({
  id: Id,
  year: Year,
  brand: NamedRef,
  model: NamedRef,
  position: PartPosition,
  note: Nullable(Type.String()),
});
export type Fitment = Static<typeof Fitment>;

/** The WebP sizes of a detail page's picture, narrowest first (picture-sizes.ts); empty when it has none (a drawn SVG). */
const ImageSizes = Type.Array(Type.Object({ url: Type.String(), width: Type.Integer({ minimum: 1 }) }), {
  description: 'WebP sizes of `image`, narrowest first, for <img srcset>; empty for a picture without sizes (SVG)',
});

export const PartDetail = Type.Object({
  ...PartSummary.properties,
  imageSizes: ImageSizes,
  description: Nullable(Type.String()),
  descriptionKh: Nullable(Type.String()),
  fitments: Type.Array(Fitment, { description: 'Every vehicle it fits: brand, model, then year' }),
  offers: Type.Array(Offer, { description: 'Cheapest first' }),
  units: Type.Array(SaleUnit),
  numbers: Type.Array(PartNumberView, {
    description: 'Cross-reference numbers; a REPLACED_BY entry names the part that supersedes this one',
  }),
});
export type PartDetail = Static<typeof PartDetail>;

export const AccessorySummary = Type.Object({
  id: Id,
  itemId: Id,
  partNumber: Type.String(),
  name: Type.String(),
  nameKh: Nullable(Type.String()),
  image: Nullable(Type.String()),
  category: NamedRef,
  maker: NamedRef,
  popular: Type.Boolean(),
  ...PriceFields,
  match: Type.Optional(SearchMatch),
});
export type AccessorySummary = Static<typeof AccessorySummary>;

export const AccessoryDetail = Type.Object({
  ...AccessorySummary.properties,
  imageSizes: ImageSizes,
  description: Nullable(Type.String()),
  descriptionKh: Nullable(Type.String()),
  offers: Type.Array(Offer),
  units: Type.Array(SaleUnit),
});
export type AccessoryDetail = Static<typeof AccessoryDetail>;

/** POST /api/frontend/dashboard: the parts that fit one vehicle. */
export const VehicleFilterBody = Type.Object({
  yearId: Id,
  brandId: Id,
  modelId: Id,
  categoryId: Type.Optional(Id),
  position: Type.Optional(PartPosition),
  brandItemId: Type.Optional(Id),
  partIds: Type.Optional(
    Type.Array(Id, {
      maxItems: 100,
      description:
        'Only these parts: which of the parts on a page fit the vehicle (the storefront\'s "fits your vehicle")',
    }),
  ),
  ...PageQuery.properties,
  showSummary: Type.Optional(
    Type.Boolean({ default: false, description: 'Also answer the per-category, per-position and per-maker counts' }),
  ),
});
export type VehicleFilterBody = Static<typeof VehicleFilterBody>;

export const CountedRef = Type.Object({ ...NamedRef.properties, count: Type.Integer({ minimum: 0 }) });
export type CountedRef = Static<typeof CountedRef>;

/** Counts over every part that fits the vehicle (the filters of the request do not narrow them). */
export const VehicleSummary = Type.Object({
  vehicle: Vehicle,
  total: Type.Integer({ minimum: 0 }),
  categories: Type.Array(CategoryWithCount),
  positions: Type.Array(Type.Object({ position: PartPosition, count: Type.Integer({ minimum: 0 }) })),
  makers: Type.Array(CountedRef),
});
export type VehicleSummary = Static<typeof VehicleSummary>;

export const VehicleFilterResult = Type.Object({
  data: Type.Array(PartSummary),
  pagination: Pagination,
  summary: Type.Optional(VehicleSummary),
});
export type VehicleFilterResult = Static<typeof VehicleFilterResult>;

/** POST /api/frontend/dashboard/part: browse parts by category, maker or flag, without a vehicle. */
export const PartBrowseBody = Type.Object({
  categoryId: Type.Optional(Id),
  brandItemId: Type.Optional(Id),
  popular: Type.Optional(Type.Boolean()),
  bestSeller: Type.Optional(Type.Boolean()),
  ...PageQuery.properties,
});
export type PartBrowseBody = Static<typeof PartBrowseBody>;

export const SEARCH_QUERY_MAX = 100;

/** POST .../search/part-or-keyword: `brandId` is a maker (BrandItem); with no query it lists that maker's items. */
export const SearchBody = Type.Object({
  query: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX })),
  brandId: Type.Optional(Id),
  ...PageQuery.properties,
});
export type SearchBody = Static<typeof SearchBody>;

/** POST /api/frontend/dashboard/accessory/part: accessories by category or maker. */
export const AccessoryBrowseBody = Type.Object({
  accessoryCategoryId: Type.Optional(Id),
  brandItemId: Type.Optional(Id),
  ...PageQuery.properties,
  showSummary: Type.Optional(
    Type.Boolean({ default: false, description: "Also answer the per-category counts (the accessories page's chips)" }),
  ),
});
export type AccessoryBrowseBody = Static<typeof AccessoryBrowseBody>;

/** Counts over every accessory (the category and maker of the request do not narrow them), categories in their order. */
export const AccessoryCounts = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  categories: Type.Array(CategoryWithCount),
});
export type AccessoryCounts = Static<typeof AccessoryCounts>;

export const AccessoryBrowseResult = Type.Object({
  data: Type.Array(AccessorySummary),
  pagination: Pagination,
  summary: Type.Optional(AccessoryCounts),
});
export type AccessoryBrowseResult = Static<typeof AccessoryBrowseResult>;

/** POST /api/frontend/dashboard/accessory: the accessories page, a few of each category. */
export const AccessoryGroupsBody = Type.Object({
  perCategory: Type.Optional(Type.Integer({ minimum: 1, maximum: 24, default: 8 })),
  brandItemId: Type.Optional(Id),
});
export type AccessoryGroupsBody = Static<typeof AccessoryGroupsBody>;

export const AccessoryGroup = Type.Object({ category: CategoryWithCount, accessories: Type.Array(AccessorySummary) });
export type AccessoryGroup = Static<typeof AccessoryGroup>;

/** GET /api/frontend/dashboard/brand-accessory/:brandId: one maker's accessory categories. */
export const MakerAccessories = Type.Object({ maker: NamedRef, categories: Type.Array(CategoryWithCount) });
export type MakerAccessories = Static<typeof MakerAccessories>;

/** A brand, model or maker read from a search query, with the text it was read from ('' when implied by the model). */
export const UnderstoodName = Type.Object({
  id: Id,
  name: Type.String(),
  nameKh: Nullable(Type.String()),
  text: Type.String(),
});
/** A year read from a query; `id` is the shop's year (absent for a year it does not know). */
export const UnderstoodYear = Type.Object({ id: Type.Optional(Id), value: Type.Integer(), text: Type.String() });

/**
 * How the search read a query: the vehicle (brand, model, year) the results fit, the maker they are made by, and the
 * words left to match. `unknownYear`: a year the named model was not made in, which the shop says it does not know;
 * `unknownModel`: the same for a model.
 */
export const QueryReading = Type.Object({
  brand: Type.Optional(UnderstoodName),
  model: Type.Optional(UnderstoodName),
  year: Type.Optional(UnderstoodYear),
  /** A span of model years ("camry 2012-2015"): the results fit one of them. */
  yearRange: Type.Optional(Type.Object({ from: Type.Integer(), to: Type.Integer(), text: Type.String() })),
  unknownYear: Type.Optional(UnderstoodYear),
  /** A word beside a named brand that names none of its models (nor a part): a model the shop does not know. */
  unknownModel: Type.Optional(Type.Object({ text: Type.String() })),
  /** A vehicle brand the shop sells no parts for ("bmw"): said, and the results fit any vehicle. */
  unknownBrand: Type.Optional(Type.Object({ text: Type.String() })),
  maker: Type.Optional(UnderstoodName),
  /**
   * An engine size beside the vehicle ("hilux 2.5"), in litres: understood, but it narrows nothing (the shop's
   * fitments name no engine), so the results fit every engine of the vehicle.
   */
  engine: Type.Optional(Type.Object({ litres: Type.Number({ minimum: 0.8, maximum: 8 }), text: Type.String() })),
  words: Type.String(),
});
export type QueryReading = Static<typeof QueryReading>;

/**
 * Why a search with no results shows the parts it does instead (issue 36 §4, no dead end): the query without its
 * words the shop could not use (`usableWords`), a part number like the one
 * typed (`similarNumber`), the part for other years of the named model (`otherYears`), the part for any vehicle
 * (`anyVehicle`), or the named vehicle's own parts (`vehicleParts`).
 */
export const ClosestReason = Type.Enum(['usableWords', 'similarNumber', 'otherYears', 'anyVehicle', 'vehicleParts']);
export type ClosestReason = Static<typeof ClosestReason>;
export const ClosestMatches = Type.Object({ reason: ClosestReason, parts: Type.Array(PartSummary) });
export type ClosestMatches = Static<typeof ClosestMatches>;

/**
 * The part search's answer: a page of parts and, when the query named a vehicle or a maker, how it was read. With no
 * results: `closest`, the nearest matches the shop has, and `unusedWords`, the query's words that name no part, maker,
 * category or vehicle the shop knows (also given when a brand is named without a model the shop knows).
 */
export const PartSearchAnswer = Type.Object({
  data: Type.Array(PartSummary),
  pagination: Pagination,
  understood: Type.Optional(QueryReading),
  closest: Type.Optional(ClosestMatches),
  unusedWords: Type.Optional(Type.Array(Type.String())),
});
export type PartSearchAnswer = Static<typeof PartSearchAnswer>;
