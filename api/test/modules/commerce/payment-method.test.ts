import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { call } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
});
afterAll(() => t?.close());

it('offers the enabled methods at checkout and lets admins keep them', async () => {
  const offered = (await t.app.inject({ method: 'GET', url: '/api/frontend/payment-method' })).json().data;
  expect(offered.map((m: { type: string }) => m.type)).toEqual(['CASH', 'BANK']);
  const created = await call(t.app, admin.token, 'POST', '/api/backend/payment-method', {
    name: 'Wing transfer',
    type: 'BANK',
    accountNumber: '0123',
    sortOrder: 5,
  });
  expect(created.status).toBe(201);
  const id = created.body.data.id;
  expect(
    (await call(t.app, admin.token, 'POST', '/api/backend/payment-method', { name: 'Wing transfer', type: 'BANK' }))
      .status,
  ).toBe(409);
  expect(
    (await call(t.app, admin.token, 'POST', '/api/backend/payment-method', { name: 'Gold', type: 'GOLD' })).status,
  ).toBe(400);
  expect(
    (await call(t.app, admin.token, 'PUT', `/api/backend/payment-method/${id}`, { enabled: false })).body.data.enabled,
  ).toBe(false);
  expect((await t.app.inject({ method: 'GET', url: '/api/frontend/payment-method' })).json().data).toHaveLength(2);
  expect((await call(t.app, admin.token, 'GET', '/api/backend/payment-method')).body.pagination.totalCount).toBe(3);
  expect((await call(t.app, admin.token, 'DELETE', `/api/backend/payment-method/${id}`)).status).toBe(200);
  expect((await call(t.app, admin.token, 'GET', `/api/backend/payment-method/${id}`)).status).toBe(404);
});
