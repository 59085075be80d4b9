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

it('has its note in Khmer for Khmer pages, which an admin edits (audited); a note too long is refused', async () => {
  const offered = (await t.app.inject({ method: 'GET', url: '/api/frontend/payment-method' })).json().data;
  for (const method of offered) expect(method.noteKh, method.name).toMatch(/^[\u1780-\u17ff\s]+$/);
  const cash = offered.find((m: { type: string }) => m.type === 'CASH');
  const edited = await call(t.app, admin.token, 'PUT', `/api/backend/payment-method/${cash.id}`, {
    noteKh: 'បង់ប្រាក់ពេលទទួល',
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  expect(edited.body.data).toMatchObject({ noteKh: 'បង់ប្រាក់ពេលទទួល', note: cash.note });
  const audit = await call(t.app, admin.token, 'GET', `/api/backend/audit/payment-method/${cash.id}`);
  expect(JSON.stringify(audit.body)).toContain('បង់ប្រាក់ពេលទទួល');
  const tooLong = await call(t.app, admin.token, 'PUT', `/api/backend/payment-method/${cash.id}`, {
    noteKh: 'ក'.repeat(501),
  });
  expect(tooLong.status).toBe(400);
  const after = (await t.app.inject({ method: 'GET', url: '/api/frontend/payment-method' })).json().data;
  expect(after.find((m: { id: number }) => m.id === cash.id).noteKh).toBe('បង់ប្រាក់ពេលទទួល');
});
