import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { describeApiError } from '../src/api-errors.ts';
import { messages as km } from '../src/locales/km/messages.ts';
import { messages as en } from '../src/locales/en/messages.ts';

const i18n = setupI18n({ locale: 'en', messages: { en, km } });

/** ky's HTTPError as another copy of ky makes it (the shell's client): same shape, another class, a minified name. */
const answered = (status: number, data: object) => Object.assign(new Error(`Request failed with status code ${status}`), { name: 'HTTPError', response: { status }, data });

describe('describeApiError', () => {
  it('recognises an answer from another copy of ky by its shape, not its class', () => {
    const problem = describeApiError(answered(400, { code: 'VALIDATION', field: 'price', message: 'body/price must match pattern' }));
    expect(problem).toMatchObject({ status: 400, field: 'price' });
    expect(i18n._(problem.message)).toBe('This value is not valid');
  });

  it('words a refusal below zero with how many are available, on the quantity field, in both languages', () => {
    const problem = describeApiError(answered(409, { code: 'INSUFFICIENT_STOCK', field: 'quantity', available: 7, message: 'Stock 3 has 7 available' }));
    expect(problem).toMatchObject({ status: 409, code: 'INSUFFICIENT_STOCK', field: 'quantity' });
    expect(i18n._(problem.message)).toBe('Not enough stock: only 7 available');
    i18n.activate('km');
    expect(i18n._(problem.message)).toBe('ស្តុកមិនគ្រប់គ្រាន់៖ មានតែ 7 ប៉ុណ្ណោះ');
    i18n.activate('en');
  });

  it('says the shop could not be reached when no answer came', () => {
    expect(describeApiError(new TypeError('Failed to fetch'))).toEqual({ message: expect.objectContaining({ id: expect.any(String) }) });
    expect(describeApiError(new TypeError('Failed to fetch')).status).toBeUndefined();
  });
});
