import { beforeAll, describe, expect, it } from 'vitest';
import { catalogsLoaded, i18n } from '@shop/i18n';
import { API_ERROR_CODES } from '@shop/contracts/error-codes.ts';
import { errorCodeMessage, loadErrorWordings } from '../src/index.ts';

const wordErrorCode = (code: string | undefined, facts = {}, status = 400) =>
  i18n._(errorCodeMessage(code, facts, status));

const KHMER = /[\u1780-\u17FF]/;
/** An English word (acronyms such as KHQR and CSV are written the same in Khmer). */
const LATIN_WORD = /\b(?=[A-Za-z]*[a-z])[A-Za-z]{3,}\b/;

// The wordings load on demand (test/error-wordings-on-demand.test.ts); a page downloads its own language's messages
// only (registerCatalogs): this test reads both.
beforeAll(async () => {
  await loadErrorWordings();
  await Promise.all([catalogsLoaded('en'), catalogsLoaded('km')]);
});

function inLocale<T>(locale: 'en' | 'km', read: () => T): T {
  const before = i18n.locale;
  i18n.activate(locale);
  try {
    return read();
  } finally {
    i18n.activate(before);
  }
}

describe('every error code the API can send is worded in both languages', () => {
  it.each(API_ERROR_CODES)('%s', (code) => {
    const english = inLocale('en', () => wordErrorCode(code));
    const khmer = inLocale('km', () => wordErrorCode(code));
    expect(english).toMatch(/^[A-Z].*\.$/);
    expect(english).not.toContain(code);
    expect(khmer).toMatch(KHMER);
    // A Khmer wording with an English word left in it was not translated (currency signs and numbers are fine).
    expect(khmer).not.toMatch(LATIN_WORD);
  });
});

describe('the facts of an answer are named in the reader language', () => {
  it('says which order and which status refused a move', () => {
    const facts = { orderId: 3, status: 'ACCEPTED' };
    expect(inLocale('en', () => wordErrorCode('INVALID_STATUS', facts, 409))).toBe(
      'Order 3 is now Accepted, so this can no longer be done.',
    );
    const khmer = inLocale('km', () => wordErrorCode('INVALID_STATUS', facts, 409));
    expect(khmer).toContain('3');
    expect(khmer).toContain('បានទទួលយក');
    expect(khmer).not.toContain('ACCEPTED');
  });

  it('says which name a vehicle brand shares with another list (NAME_CLASH, as the API sends it)', () => {
    const carried = { name: 'Land-Cruiser', clashWith: 'model', clashName: 'Land Cruiser' };
    expect(inLocale('en', () => wordErrorCode('NAME_CLASH', carried, 409))).toBe(
      'The name Land-Cruiser is already the model Land Cruiser, which the shop carries.',
    );
    expect(inLocale('km', () => wordErrorCode('NAME_CLASH', carried, 409))).toBe(
      'ឈ្មោះ Land-Cruiser ជាម៉ូដែល Land Cruiser ដែលហាងលក់គ្រឿងបន្លាស់រួចហើយ។',
    );
    const uncarried = { name: 'ស៊ូហ្ស៊ូគី', clashWith: 'uncarriedBrand', clashName: 'Suzuki' };
    expect(inLocale('en', () => wordErrorCode('NAME_CLASH', uncarried, 409))).toBe(
      'The name ស៊ូហ្ស៊ូគី is listed under Brands without parts as Suzuki. Remove it there first.',
    );
    expect(inLocale('km', () => wordErrorCode('NAME_CLASH', uncarried, 409))).toBe(
      'ឈ្មោះ ស៊ូហ្ស៊ូគី មាននៅក្នុងបញ្ជី ម៉ាកដែលគ្មានគ្រឿងបន្លាស់ ជា Suzuki។ សូមលុបវាចេញពីទីនោះជាមុនសិន។',
    );
  });

  it('says how much is still due', () => {
    expect(inLocale('en', () => wordErrorCode('OVERPAYMENT', { amountDue: '12.50' }, 409))).toBe(
      'The invoice has only $12.50 due; a payment may not be more.',
    );
  });

  it('says why a receipt can no longer change', () => {
    expect(
      inLocale('en', () => wordErrorCode('RECEIPT_STATUS', { receiptId: 4, orderId: 9, orderStatus: 'PAID' }, 409)),
    ).toBe('Order 9 is paid, so its receipts can no longer be voided.');
    expect(inLocale('en', () => wordErrorCode('RECEIPT_STATUS', { receiptId: 4, status: 'VOID' }, 409))).toBe(
      'Receipt 4 is void: it no longer counts and cannot change.',
    );
    expect(inLocale('en', () => wordErrorCode('RECEIPT_STATUS', {}, 409))).toBe(
      'This receipt can no longer change: the order is paid or the receipt is void.',
    );
    const khmer = inLocale('km', () =>
      wordErrorCode('RECEIPT_STATUS', { receiptId: 4, orderId: 9, orderStatus: 'PAID' }, 409),
    );
    expect(khmer).toContain('9');
    expect(khmer).toMatch(KHMER);
    expect(khmer).not.toContain('PAID');
  });

  it('says which password rule failed', () => {
    expect(inLocale('en', () => wordErrorCode('WEAK_PASSWORD', { rule: 'LENGTH', minLength: 8 }))).toBe(
      'The password must have at least 8 characters.',
    );
    expect(inLocale('km', () => wordErrorCode('WEAK_PASSWORD', { rule: 'COMMON' }))).toMatch(KHMER);
  });
});

describe('an answer this build cannot word by its code', () => {
  it('falls back on its status, never on the raw code or English text', () => {
    expect(inLocale('en', () => wordErrorCode('SOMETHING_NEWER', {}, 404))).toBe(
      'This was not found. It may have been removed.',
    );
    expect(inLocale('km', () => wordErrorCode(undefined, {}, 502))).toMatch(KHMER);
    expect(inLocale('en', () => wordErrorCode('toString', {}, 400))).toBe(
      'Some values are not valid. Check them and try again.',
    );
  });
});
