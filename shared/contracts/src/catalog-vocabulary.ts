// Fixed vocabularies of the catalogue, shared by the database checks, the API schemas and the screens.

/** Where on the vehicle a part goes (product spec §3, "Part position"). */
export const PART_POSITIONS = [
  'Main',
  'Left',
  'Right',
  'Rear',
  'FRONT',
  'Front Left',
  'Front Right',
  'Rear Left',
  'Rear Right',
  'Front Left - Driver Side',
  'Front Right - Passenger Side',
  'Rear Left - Driver Side',
  'Rear Right - Passenger Side',
  'Right Side Sliding Door',
  'Left Side Sliding Door',
] as const;

/** What an Item is: a vehicle part, or an accessory (product spec §3, "Item type"). */
export const ITEM_TYPES = ['Part', 'Accessory'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ITEM_CONDITIONS = ['New'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

/** Why a stock quantity changed; every change writes one StockHistory row (decisions: stock history). */
export const STOCK_CHANGE_REASONS = ['INITIAL', 'ORDER', 'CANCEL', 'INCREASE', 'ADJUSTMENT', 'RETURN'] as const;
export type StockChangeReason = (typeof STOCK_CHANGE_REASONS)[number];

/**
 * Which price a storefront figure is: an approved dealer's (decisions.md: approved dealers see and pay dealer
 * prices) or the shop price everyone else sees, dealers awaiting approval included.
 */
export const PRICE_KINDS = ['CUSTOMER', 'DEALER'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

/** How much of an offer is left, as the storefront shows it. */
export const AVAILABILITY = ['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK'] as const;

/**
 * Part numbers are compared without case, spaces, dashes, dots or slashes: "04465-33471", "0446533471"
 * and "04465 33471" are the same part number. The database keeps this key next to the printed number.
 */
export function partNumberKey(partNumber: string): string {
  return partNumber.toLowerCase().replace(/[\s\-./_]+/g, '');
}

/**
 * The other numbers a part goes by: the vehicle maker's (OEM) number, other makers' equivalents, the older numbers it
 * replaces, and the newer number that replaces it (a superseded part).
 */
export const PART_NUMBER_KINDS = ['OEM', 'AFTERMARKET', 'REPLACES', 'REPLACED_BY'] as const;
