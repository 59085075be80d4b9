// describeApiError words an API answer by its status, code and field; it must recognise errors made by the shared
// @shop/client's ky even when this bundle's own ky class differs (a remote's minified build).
import { HTTPError } from 'ky';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@shop/i18n';
import { apiErrorText, describeApiError as describeAnswer, loadErrorWordings } from '@shop/ui';
import { describeApiError } from '../src/api-errors.ts';

// Answers made here do not pass through the shop's HTTP client, which fetches the wordings before an error arrives.
beforeAll(loadErrorWordings);

const answer = (status: number, data: unknown) => {
  const error = new HTTPError(
    new Response(JSON.stringify(data), { status }),
    new Request('http://shop.test/api'),
    {} as never,
  );
  return Object.assign(error, { data });
};

describe('describeApiError', () => {
  it('keeps the field a 400 names', () => {
    expect(
      describeApiError(answer(400, { statusCode: 400, code: 'CSV_UNKNOWN_COLUMN', message: 'x', field: 'colour' })),
    ).toMatchObject({ status: 400, code: 'CSV_UNKNOWN_COLUMN', field: 'colour' });
  });

  it('recognises an answer whose error class is another copy of ky (as across federated bundles)', () => {
    const foreign = Object.assign(new Error('Request failed with status code 409'), {
      name: 'HTTPError',
      response: { status: 409 },
      data: { code: 'DUPLICATE', field: 'code' },
    });
    expect(describeApiError(foreign)).toMatchObject({ status: 409, code: 'DUPLICATE', field: 'code' });
  });

  it("takes the field from the API's `field` only, never from its English message", () => {
    expect(
      describeApiError(answer(400, { code: 'VALIDATION', message: 'body/rate must match pattern "^[0-9]+$"' })),
    ).not.toHaveProperty('field');
    expect(describeApiError(answer(400, { code: 'VALIDATION', message: 'x', field: 'rate' }))).toMatchObject({
      field: 'rate',
    });
  });

  it("words a code the screen words itself with the screen's wording, before the field and the shop's", () => {
    const own = { id: 'own', message: 'Own wording' };
    const problem = describeApiError(answer(409, { code: 'LAST_SUPER_ADMIN', field: 'type', message: 'x' }), {
      LAST_SUPER_ADMIN: own,
    });
    expect(problem).toMatchObject({ status: 409, code: 'LAST_SUPER_ADMIN', field: 'type', message: own });
  });

  it('takes anything without an answer for a network failure', () => {
    expect(describeApiError(new TypeError('Failed to fetch'))).not.toHaveProperty('status');
  });

  it('words a refusal below zero by its code on the quantity field (the wording names how many are available)', () => {
    const problem = describeApiError(
      answer(409, {
        code: 'INSUFFICIENT_STOCK',
        field: 'quantity',
        available: 7,
        facts: { available: 7 },
        message: 'Stock 3 has 7 available',
      }),
    );
    expect(problem).toMatchObject({ status: 409, code: 'INSUFFICIENT_STOCK', field: 'quantity' });
    expect(problem.message.values).toMatchObject({ available: '7' });
  });
});

describe("@shop/ui's describeApiError, the one helper the back office binds", () => {
  it("keeps the shop's wording of a field's refusal where no screen gives the field a short wording (the storefront)", () => {
    const refusal = answer(400, { code: 'VALIDATION', message: 'x', field: 'rate' });
    expect(describeAnswer(refusal)).toMatchObject({ status: 400, code: 'VALIDATION', field: 'rate' });
    expect(apiErrorText(refusal)).toBe('Some values are not valid. Check them and try again.');
    expect(i18n._(describeApiError(refusal).message)).toBe('This value is not valid');
  });

  it("uses a screen's own wording before the shop's, and names no field on a 5xx", () => {
    const own = { id: 'own', message: 'Own wording' };
    expect(apiErrorText(answer(409, { code: 'LAST_SUPER_ADMIN', message: 'x' }), { LAST_SUPER_ADMIN: own })).toBe(
      'Own wording',
    );
    expect(describeAnswer(answer(503, { code: 'DATABASE_UNAVAILABLE', field: 'x', message: 'x' }))).not.toHaveProperty(
      'field',
    );
  });
});
