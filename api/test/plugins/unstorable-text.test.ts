// Text PostgreSQL cannot store (U+0000, unpaired surrogates) is refused with a 400 naming the field on every
// route, before it reaches a query; Khmer and other real text still goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, demoCustomer } from '../../src/seeders/demo-accounts.ts';
import { bearer, login, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let adminToken: string;
let customerToken: string;
beforeAll(async () => {
  t = await startTestApp();
  adminToken = await login(t.app, demoAdmin);
  customerToken = await login(t.app, demoCustomer);
});
afterAll(() => t?.close());

const countRows = async (table: string): Promise<number> =>
  Number(
    (await t.app.orm.em.fork().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from "${table}"`))[0]
      ?.n,
  );

describe('text PostgreSQL cannot store', () => {
  it('answers 400 naming the field, in bodies, querystrings and params, on public and staff routes', async () => {
    const cases: { method: 'GET' | 'POST'; url: string; payload?: object; token?: string; field: string }[] = [
      {
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'admin\u0000@parts.demo', password: 'x' },
        field: 'body/username',
      },
      {
        method: 'POST',
        url: '/api/frontend/dashboard/search/part-or-keyword',
        payload: { query: 'brake\u0000pad' },
        field: 'body/query',
      },
      {
        method: 'POST',
        url: '/api/frontend/user-location',
        payload: { locationId: 1, label: 'Ho\uD800me', address: 'Street 2' },
        token: customerToken,
        field: 'body/label',
      },
      {
        method: 'POST',
        url: '/api/backend/supplier',
        token: adminToken,
        field: 'body/name',
        payload: {
          name: 'Null\u0000 Motors',
          nameKh: 'ម៉ូតូ',
          phone: '012 345 678',
          email: 'null@motors.demo',
          address: 'Street 1',
          account: { email: 'owner@null-motors.demo', password: 'Null-Motors-99' },
        },
      },
      { method: 'GET', url: '/api/backend/supplier?q=a%00b', token: adminToken, field: 'querystring/q' },
    ];
    const suppliersBefore = await countRows('supplier');
    for (const { method, url, payload, field, token } of cases) {
      const response = await t.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: token ? bearer(token) : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json(), `${method} ${url}`).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringContaining(field),
      });
    }
    expect(await countRows('supplier')).toBe(suppliersBefore);
  });

  it('lets Khmer text and paired surrogates (emoji) through', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/frontend/dashboard/search/part-or-keyword',
      payload: { query: 'ហ្វ្រាំង 🚗' },
    });
    expect(response.statusCode).toBe(200);
  });
});
