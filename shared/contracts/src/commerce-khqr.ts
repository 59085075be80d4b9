// KHQR: the EMVCo merchant-presented QR a BANK order is paid with (decisions.md: KHQR).
import Type, { type Static } from 'typebox';
import { Id } from './envelope.ts';

/** The currency a KHQR carries (one per code): US dollars (ISO 4217 840) or riel (116). */
export const KHQR_CURRENCIES = ['USD', 'KHR'] as const;
export type KhqrCurrency = (typeof KHQR_CURRENCIES)[number];

export const KhqrQuery = Type.Object({
  currency: Type.Optional(
    Type.Enum(KHQR_CURRENCIES, {
      description: "The code's currency; default: the one the shopper picked when ordering (USD when none)",
    }),
  ),
});
export type KhqrQuery = Static<typeof KhqrQuery>;

export const KhqrView = Type.Object({
  orderId: Id,
  currency: Type.Enum(KHQR_CURRENCIES),
  /** What the code asks for: dollars with two decimals, or whole riel (rounded to 100 riel). */
  amount: Type.String({ pattern: '^\\d+(\\.\\d{2})?$' }),
  /** The order number the code carries as its bill number. */
  billNumber: Type.String(),
  merchantName: Type.String(),
  merchantCity: Type.String(),
  bakongAccountId: Type.String(),
  /** The KHQR payload (EMVCo tags, CRC-16 last): what a banking app scans. */
  khqr: Type.String(),
  /** The same payload drawn as a QR code (SVG), ready to show or print. */
  svg: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type KhqrView = Static<typeof KhqrView>;
