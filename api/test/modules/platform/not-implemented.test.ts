// The operations the spec lists as unimplemented answer 501 "Method not implemented." in the usual error shape,
// after the access guard; a path nobody serves still answers 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_IMPLEMENTED } from '../../../src/modules/platform/routes/not-implemented.ts';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let superAdmin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await createAccount(t.app, { type: 'SUPER_ADMIN' });
  customer = await createAccount(t.app, { type: 'CUSTOMER' });
});
afterAll(() => t?.close());

describe('Method not implemented.', () => {
  it('answers 501 with the usual error shape for every listed operation', async () => {
    expect(NOT_IMPLEMENTED.length).toBe(25);
    for (const [method, path, access] of NOT_IMPLEMENTED) {
      const token = access === 'shopper' ? customer.token : superAdmin.token;
      const res = await t.app.inject({
        method,
        url: path.replace(':id', '7'),
        headers: bearer(token),
        ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
      });
      expect({ route: `${method} ${path}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${method} ${path}`,
        status: 501,
        body: { statusCode: 501, code: 'NOT_IMPLEMENTED', message: 'Method not implemented.' },
      });
    }
  });

  it('still guards them, and an unknown path is still 404', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/backend/user', payload: {} })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/backend/user', headers: bearer(customer.token), payload: {} }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/backend/no-such-thing', headers: bearer(superAdmin.token) }))
        .statusCode,
    ).toBe(404);
  });
});
