// Delivery priced before checkout (decisions.md, "Delivery"): zones by province (optionally a district) give a fee
// per shipping option and weight band; each supplier part of a cart or order is quoted and shipped on its own.
import Type, { type Static } from 'typebox';
import { BaseRecordFields, listQuery } from './backoffice.ts';
import { Id, Nullable } from './envelope.ts';
import { Money, Riel } from './catalog-parts.ts';
import { SHIPPING_OPTIONS } from './enum-types.ts';
import { Days, DeliveryShippingOption as ShippingOptionSchema, Grams, QuotedPickup } from './delivery-choice.ts';
import { GuestCartLine, LineSupplier } from './commerce.ts';
import { MAX_CART_LINES } from './limits.ts';

/** A fee or threshold a staff member types: USD, at most two decimals ("3", "3.5", "3.50"); the API answers "3.50". */
export const MoneyInput = Type.String({
  pattern: '^(?:0|[1-9]\\d{0,7})(?:\\.\\d{1,2})?$',
  maxLength: 11,
  description: 'USD, at most two decimals',
});

// ---- Zones (back-office: /api/backend/delivery-zone) ------------------------------------------------------------

/**
 * One weight band of a shipping option: parts weighing up to `upToGrams` (inclusive) pay `fee`; `upToGrams` null is
 * the open band for anything heavier than the bands before it. A part heavier than every band is not offered the option.
 */
export const DeliveryBand = Type.Object({ upToGrams: Nullable(Grams), fee: Money });
export type DeliveryBand = Static<typeof DeliveryBand>;

/** A shipping option the zone offers, with its delivery estimate and its weight bands (lightest first). */
export const DeliveryZoneOption = Type.Object({
  option: ShippingOptionSchema,
  daysMin: Days,
  daysMax: Days,
  bands: Type.Array(DeliveryBand, { minItems: 1 }),
});
export type DeliveryZoneOption = Static<typeof DeliveryZoneOption>;

export const DeliveryZoneLocation = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  nameKh: Type.String(),
});

export const DeliveryZoneView = Type.Object({
  ...BaseRecordFields,
  location: DeliveryZoneLocation,
  /** The district (DistrictView) the zone prices; null: the whole province (districts with a zone take that one). */
  districtId: Nullable(Id),
  /** The district's names, as the district reference row has them now. */
  district: Nullable(Type.String()),
  districtKh: Nullable(Type.String()),
  /** A part whose goods total is at or above this ships free (every option); null: never free. */
  freeAbove: Nullable(Money),
  /** Cash on delivery (payment CASH with a shipped part) is taken in this zone. */
  codAllowed: Type.Boolean(),
  /** Added to each shipped part paid cash on delivery; "0.00" when none. Not waived by `freeAbove`. */
  codFee: Money,
  options: Type.Array(DeliveryZoneOption),
  active: Type.Boolean(),
});
export type DeliveryZoneView = Static<typeof DeliveryZoneView>;

const BandInput = Type.Object({ upToGrams: Nullable(Grams), fee: MoneyInput });
const ZoneOptionInput = Type.Object({
  option: ShippingOptionSchema,
  daysMin: Days,
  daysMax: Days,
  bands: Type.Array(BandInput, { minItems: 1, maxItems: 20 }),
});
const zoneFields = {
  locationId: Id,
  /** A district of the province (GET /api/backend/district?locationId=); null or left out: the whole province. */
  districtId: Type.Optional(Nullable(Id)),
  freeAbove: Type.Optional(Nullable(MoneyInput)),
  codAllowed: Type.Optional(Type.Boolean({ description: 'true by default' })),
  codFee: Type.Optional(MoneyInput),
  options: Type.Array(ZoneOptionInput, { maxItems: SHIPPING_OPTIONS.length }),
  active: Type.Optional(Type.Boolean()),
};
/**
 * POST /api/backend/delivery-zone (all of it) and PUT /:id (any part of it). 400 VALIDATION with `field` when bands
 * are not lightest first with at most one open band last, an option is given twice, daysMin > daysMax, or the district
 * is unknown or of another province (`districtId`); 409 DELIVERY_ZONE_OVERLAP when another zone has the same province
 * and district.
 */
export const DeliveryZoneBody = Type.Object(zoneFields);
export type DeliveryZoneBody = Static<typeof DeliveryZoneBody>;
export const DeliveryZonePatch = Type.Partial(DeliveryZoneBody, { minProperties: 1 });
export type DeliveryZonePatch = Static<typeof DeliveryZonePatch>;

/** Sorts by id (default), createdAt; search over province and district names. */
export const DeliveryZoneListQuery = listQuery({
  locationId: Type.Optional(Id),
  active: Type.Optional(Type.Boolean()),
});
export type DeliveryZoneListQuery = Static<typeof DeliveryZoneListQuery>;

// ---- Quote (storefront: POST /api/frontend/delivery/quote, public) ----------------------------------------------

/**
 * Where to and what: a signed-in shopper's saved location (`userLocationId`; another's or a signed-out caller's: 404),
 * or a province (`locationId`) with an optional district (English or Khmer name). Exactly one of the two (400
 * otherwise). A district zone applies when `district` names it, or, for a saved location without `district`, when
 * its address text contains the district's name. The lines are the cart's, as a guest keeps them.
 */
export const DeliveryQuoteBody = Type.Object({
  userLocationId: Type.Optional(Id),
  locationId: Type.Optional(Id),
  district: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  lines: Type.Array(GuestCartLine, { minItems: 1, maxItems: MAX_CART_LINES }),
});
export type DeliveryQuoteBody = Static<typeof DeliveryQuoteBody>;

/** A priced shipping option for one part: the band's fee, or "0.00" when the part reached the zone's `freeAbove`. */
export const QuotedOption = Type.Object({
  option: ShippingOptionSchema,
  fee: Money,
  feeKhr: Riel,
  /** null: no estimate (the shop keeps no delivery zone at all, so nothing is priced and delivery is free). */
  daysMin: Nullable(Days),
  daysMax: Nullable(Days),
});
export type QuotedOption = Static<typeof QuotedOption>;

/** One supplier's part of the cart, quoted on its own. */
export const QuotedPart = Type.Object({
  supplier: LineSupplier,
  /** The part's goods (lines) total, which `freeAbove` is compared with. */
  goodsTotal: Money,
  goodsTotalKhr: Riel,
  weightGrams: Grams,
  freeAbove: Nullable(Money),
  /** The part reached `freeAbove`: every option's fee is "0.00". */
  free: Type.Boolean(),
  /** Empty when the address is outside every zone or the part is heavier than every band. */
  options: Type.Array(QuotedOption),
  /** Null only when the supplier's store is closed. */
  pickup: Nullable(QuotedPickup),
  /** Paying CASH with this part shipped: allowed in the zone, and the fee added to the part (pickup: never a fee). */
  cashOnDelivery: Type.Object({ allowed: Type.Boolean(), fee: Money, feeKhr: Riel }),
});
export type QuotedPart = Static<typeof QuotedPart>;

export const DeliveryQuote = Type.Object({
  location: DeliveryZoneLocation,
  district: Nullable(Type.String()),
  /**
   * The zone that priced the quote. null with `outsideZones` true: the address is outside every zone (only pickup is
   * offered). null with `outsideZones` false: the shop keeps no zone at all, so every option ships free, as before
   * delivery was priced.
   */
  zone: Nullable(Type.Object({ id: Id, district: Nullable(Type.String()), districtKh: Nullable(Type.String()) })),
  outsideZones: Type.Boolean(),
  /** Lines whose stock is no longer sold are left out; parts in supplier id order. */
  parts: Type.Array(QuotedPart),
});
export type DeliveryQuote = Static<typeof DeliveryQuote>;
