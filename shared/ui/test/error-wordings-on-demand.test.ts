// The wordings of the API's error codes are a chunk fetched on demand (src/errors/api-error-message.ts): a failed call
// through the shop's HTTP client has them in before its error reaches the caller, so the error is worded by its code.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '@shop/client';
import { catalogsLoaded, i18n } from '@shop/i18n';
import { apiErrorText, errorCodeMessage } from '../src/index.ts';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(409, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        statusCode: 409,
        code: 'INSUFFICIENT_STOCK',
        message: 'Stock 3 has 7 available',
        facts: { available: 7 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await catalogsLoaded('en');
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const insufficientStock = () => i18n._(errorCodeMessage('INSUFFICIENT_STOCK', { available: 7 }, 409));

describe('the wordings of error codes, on demand', () => {
  it('are not loaded by the package: until a call fails, an answer reads as a general failure', () => {
    expect(insufficientStock()).toBe('This could not be done. Try again.');
  });

  it('are in before the error of a failed call reaches its caller', async () => {
    const error = await http.get(`${origin}/api/cart`).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toMatchObject({ name: 'HTTPError' });
    expect(apiErrorText(error)).toBe('Not enough stock: only 7 available.');
    expect(insufficientStock()).toBe('Not enough stock: only 7 available.');
  });
});
