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

/**
 * POST /api/backend/order/:id/payment-check: what the bank said about the order's shown codes. PAID: a payment of
 * the exact amount is (now or earlier) recorded as its receipt; WRONG_AMOUNT: a code was paid with another amount
 * or currency (staff notified, nothing recorded); NOT_PAID: no payment yet; NO_CODE: no valid code was shown.
 */
export const PAYMENT_CHECK_OUTCOMES = ['PAID', 'WRONG_AMOUNT', 'NOT_PAID', 'NO_CODE'] as const;
export type PaymentCheckOutcome = (typeof PAYMENT_CHECK_OUTCOMES)[number];

export const PaymentCheckView = Type.Object({
  orderId: Id,
  outcome: Type.Enum(PAYMENT_CHECK_OUTCOMES),
  /** The bank's hash of the payment (PAID, WRONG_AMOUNT). */
  hash: Type.Union([Type.String(), Type.Null()]),
  /** What was paid, as the bank reports it (PAID, WRONG_AMOUNT). */
  paidAmount: Type.Union([Type.String(), Type.Null()]),
  paidCurrency: Type.Union([Type.String(), Type.Null()]),
});
export type PaymentCheckView = Static<typeof PaymentCheckView>;
