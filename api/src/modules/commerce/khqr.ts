// The KHQR payload: EMVCo merchant-presented QR as Bakong (Cambodia's national QR standard) reads it. Each field is
// tag (2 digits) + length (2 digits) + value, in tag order; a code with an amount is "dynamic" (01 = 12) and must
// carry its creation and expiry times (tag 99); the last field is the CRC-16/CCITT-FALSE of everything before it,
// "6304" included. Written here (a page of code) rather than with the Bakong SDK, which also carries an HTTP client
// for its bank API; the tests decode the result with that SDK as an independent check.
import type { KhqrCurrency } from '@shop/contracts';

/** ISO 4217 numeric codes. */
const CURRENCY_CODES: Record<KhqrCurrency, string> = { USD: '840', KHR: '116' };

/** Bakong's field limits (characters); longer values are refused by banking apps. */
export const KHQR_LIMITS = { bakongAccountId: 32, merchantName: 25, merchantCity: 15, billNumber: 25 } as const;

export interface KhqrInput {
  bakongAccountId: string;
  merchantName: string;
  merchantCity: string;
  currency: KhqrCurrency;
  /** Dollars with two decimals ("12.50") or whole riel ("51300"). */
  amount: string;
  billNumber: string;
  createdAt: Date;
  expiresAt: Date;
}

function field(tag: string, value: string): string {
  if (value.length > 99) throw new Error(`KHQR tag ${tag}: value longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF) over the UTF-8 bytes, as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload for an individual Bakong account (tag 29) asking for an exact amount. */
export function khqrPayload(input: KhqrInput): string {
  const body = [
    field('00', '01'),
    field('01', '12'),
    field('29', field('00', input.bakongAccountId)),
    field('52', '5999'),
    field('53', CURRENCY_CODES[input.currency]),
    field('54', input.amount),
    field('58', 'KH'),
    field('59', input.merchantName),
    field('60', input.merchantCity),
    field('62', field('01', input.billNumber)),
    field('99', field('00', String(input.createdAt.getTime())) + field('01', String(input.expiresAt.getTime()))),
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16(withCrcTag);
}
