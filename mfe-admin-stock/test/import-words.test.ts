// The import screen words each rejected line's code in the reader's language: the cross-reference numbers CSV's
// codes (issue 36 §3) in English and in Khmer, never the API's English message.
import { describe, expect, it } from 'vitest';
import { activateRouteLocale, i18n } from '@shop/i18n';
import type { ImportRejection } from '@shop/contracts';
import '../src/lib/i18n.ts';
import { rejectionReason } from '../src/features/import/components/import-words.ts';

const row = (code: ImportRejection['code'], value: string | null): ImportRejection => ({
  line: 4,
  column: 'number',
  code,
  value,
  message: 'the API English message',
});
const rows = [
  row('NUMBER_KIND_UNKNOWN', 'GENUINE'),
  row('NUMBER_INVALID', '0986#494'),
  row('NUMBER_OWN', '04465-0K090'),
  row('REPLACED_BY_TWICE', '04465-0K092'),
  row('DUPLICATE_ROW', null),
];

describe('numbers import reasons', () => {
  it('are worded in English', async () => {
    await activateRouteLocale('en');
    expect(rows.map((one) => rejectionReason(i18n, one))).toEqual([
      '"GENUINE" is not a kind of number (OEM, AFTERMARKET, REPLACES, REPLACED_BY)',
      '"0986#494" is not a part number (letters, digits, spaces and . / _ -, at most 64)',
      "04465-0K090 is the part's own number",
      'The part already has another replacement number',
      'The same part, fitment or number is already on an earlier line',
    ]);
  });

  it('are worded in Khmer, with the value as written', async () => {
    await activateRouteLocale('kh');
    const reasons = rows.map((one) => rejectionReason(i18n, one));
    expect(reasons[0]).toBe('"GENUINE" មិនមែនជាប្រភេទលេខទេ (OEM, AFTERMARKET, REPLACES, REPLACED_BY)');
    expect(reasons[2]).toBe('04465-0K090 គឺជាលេខផ្ទាល់របស់គ្រឿងបន្លាស់នេះ');
    for (const reason of reasons) {
      expect(reason).toMatch(/[\u1780-\u17FF]/);
      // Beyond the value and the kinds' codes, no English word.
      expect(reason.replace(/"[^"]*"|\([^)]*\)|04465-0K090/g, '')).not.toMatch(/[A-Za-z]{2,}/);
    }
  });
});
