// The tokens' holders are remembered for a few seconds (identity/holder-cache.ts); these show that every way an
// account stops counting still refuses its token on the very next request, and that the cache is really in use.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoAdmin } from '../../../src/seeders/demo-accounts.ts';
import { bearer, login, startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, demoAdmin);
});
afterAll(() => t?.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
const orders = (token: string) => t.app.inject({ method: 'GET', url: '/api/backend/order/counts', headers: bearer(token) });
const asAdmin = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

/** A staff account whose token has just been checked, so the cache holds it. */
async function rememberedStaff(): Promise<TestAccount> {
  const account = await createAccount(t.app, { type: 'ADMIN' });
  expect((await orders(account.token)).statusCode).toBe(200);
  expect((await orders(account.token)).statusCode).toBe(200);
  return account;
}

describe('the holder cache', () => {
  it('is in use: a change the API cannot hear of (triggers off) goes unseen until the limit', async () => {
    const account = await rememberedStaff();
    await withDatabase(t.databaseUrl, async (db) => {
      await db.query('begin');
      await db.query('set local session_replication_role = replica');
      await db.query('update user_account set enabled = false where id = $1', [account.id]);
      await db.query('commit');
    });
    // Proves the cache answered (the row says disabled); the next test shows a heard change is refused.
    expect((await orders(account.token)).statusCode).toBe(200);
    await withDatabase(t.databaseUrl, (db) => db.query('update user_account set enabled = true where id = $1', [account.id]));
  });

  it('refuses a disabled account on the very next request', async () => {
    const account = await rememberedStaff();
    expect((await asAdmin('PUT', `/api/backend/user/enable-or-disable/${account.id}`, { enabled: false })).statusCode).toBe(200);
    expect((await orders(account.token)).statusCode).toBe(401);
    expect((await me(account.token)).statusCode).toBe(401);
  });

  it('refuses a deleted account on the very next request', async () => {
    const account = await rememberedStaff();
    expect((await asAdmin('DELETE', `/api/backend/user/admin/${account.id}`)).statusCode).toBe(200);
    expect((await orders(account.token)).statusCode).toBe(401);
  });

  it('applies a role change on the very next request', async () => {
    const account = await rememberedStaff();
    expect((await asAdmin('PUT', `/api/backend/user/admin/${account.id}`, { type: 'CUSTOMER' })).statusCode).toBe(200);
    expect((await orders(account.token)).statusCode).toBe(403);
    expect((await me(account.token)).json().data.type).toBe('CUSTOMER');
  });

  it('refuses a token revoked by signing out on the very next request', async () => {
    const account = await rememberedStaff();
    expect((await t.app.inject({ method: 'PUT', url: `/auth/logout/${account.id}`, headers: bearer(account.token) })).statusCode).toBe(200);
    expect((await orders(account.token)).statusCode).toBe(401);
  });

  it('hears of a change made elsewhere (another process, psql) and refuses the token', async () => {
    const account = await rememberedStaff();
    await withDatabase(t.databaseUrl, (db) => db.query('update user_account set token_version = token_version + 1 where id = $1', [account.id]));
    // The notification arrives a moment after that commit; within the cache's limit of 10 s, not because of it.
    await vi.waitFor(async () => expect((await orders(account.token)).statusCode).toBe(401), { timeout: 5_000, interval: 50 });
  });
});
