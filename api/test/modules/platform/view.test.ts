// Saved list views: each staff member's own; another's answers 404 and stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let other: TestAccount;
const call = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  other = await createAccount(t.app, { type: 'SUPER_ADMIN' });
});
afterAll(() => t?.close());

describe('saved views', () => {
  it("saves, lists by screen, changes and deletes the caller's own views", async () => {
    const body = {
      screen: 'admin-system/currency',
      name: 'Active',
      filters: { active: 'true', search: 'riel', tags: ['a', '1'] },
      sort: '-code',
      columns: ['code', 'rate'],
    };
    const saved = await call('POST', '/api/backend/view', admin.token, body);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject(body);
    await call('POST', '/api/backend/view', admin.token, { screen: 'admin-stock/year', name: 'All' });
    const listed = await call('GET', '/api/backend/view?screen=admin-system/currency', admin.token);
    expect(listed.json().data.map((v: { name: string }) => v.name)).toEqual(['Active']);
    expect((await call('GET', '/api/backend/view', admin.token)).json().data).toHaveLength(2);
    const id = saved.json().data.id as number;
    const renamed = await call('PUT', `/api/backend/view/${id}`, admin.token, {
      name: 'Active only',
      columns: ['code'],
    });
    expect(renamed.json().data).toMatchObject({ name: 'Active only', columns: ['code'], sort: '-code' });
    expect((await call('DELETE', `/api/backend/view/${id}`, admin.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/backend/view?screen=admin-system/currency', admin.token)).json().data).toEqual([]);
  });

  it("answers 404 for another's view and leaves it alone; 409 for a name taken on the screen", async () => {
    const saved = await call('POST', '/api/backend/view', admin.token, {
      screen: 'admin-orders/order',
      name: 'Pending',
    });
    const id = saved.json().data.id as number;
    expect((await call('PUT', `/api/backend/view/${id}`, other.token, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/backend/view/${id}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/backend/view', other.token)).json().data).toEqual([]);
    expect((await call('GET', '/api/backend/view?screen=admin-orders/order', admin.token)).json().data[0].name).toBe(
      'Pending',
    );
    const dup = await call('POST', '/api/backend/view', admin.token, { screen: 'admin-orders/order', name: 'Pending' });
    expect(dup.json()).toMatchObject({ statusCode: 409, code: 'DUPLICATE', field: 'name' });
    const bad = await call('POST', '/api/backend/view', admin.token, { screen: 'Bad Screen!', name: 'x' });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'screen' });
  });
});
