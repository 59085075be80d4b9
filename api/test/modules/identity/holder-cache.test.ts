// The tokens' holders are remembered for a few seconds (identity/holder-cache.ts); these show that every way an
// account stops counting still refuses its token on the very next request, that the cache is really in use, and
// that only commits of account writes empty it (a cart write does not).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HolderCache, HolderCacheSubscriber } from '../../../src/modules/identity/holder-cache.ts';
import { User } from '../../../src/modules/identity/user.entity.ts';
import { demoAdmin } from '../../../src/seeders/demo-accounts.ts';
import { bearer, login, startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: string;
let stock: StockFixture;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, demoAdmin);
  stock = await arrangeStock(t.databaseUrl, { quantity: 1000, price: '3.00', dealerPrice: '2.50' });
});
afterAll(() => t?.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
const orders = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/backend/order/counts', headers: bearer(token) });
const asAdmin = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

/** A staff account whose token has just been checked, so the cache holds it. */
async function rememberedStaff(): Promise<TestAccount> {
  const account = await createAccount(t.app, { type: 'ADMIN' });
  expect((await orders(account.token)).statusCode).toBe(200);
  expect((await orders(account.token)).statusCode).toBe(200);
  return account;
}

/**
 * A remembered staff account then disabled where the API cannot hear of it (triggers off, so no notification):
 * its token is refused only once the cache is emptied.
 */
async function silentlyDisabledStaff(): Promise<TestAccount> {
  const account = await rememberedStaff();
  await silentlySetEnabled(account, false);
  return account;
}

/** Without a notification, so no later test's cache is emptied by this one's late arriving news. */
const silentlySetEnabled = (account: TestAccount, enabled: boolean) =>
  withDatabase(t.databaseUrl, async (db) => {
    await db.query('begin');
    await db.query('set local session_replication_role = replica');
    await db.query('update user_account set enabled = $2 where id = $1', [account.id, enabled]);
    await db.query('commit');
  });

describe('the holder cache', () => {
  it('is in use: a change the API cannot hear of (triggers off) goes unseen until the limit', async () => {
    const account = await silentlyDisabledStaff();
    // Proves the cache answered (the row says disabled); the next test shows a heard change is refused.
    expect((await orders(account.token)).statusCode).toBe(200);
    await silentlySetEnabled(account, true);
  });

  it('stays warm through commits that write no account: a shopper adding to the cart', async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    const account = await silentlyDisabledStaff();
    expect(
      (await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { stockId: stock.stockId, quantity: 1 })).status,
    ).toBe(201);
    expect(
      (await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { stockId: stock.stockId, quantity: 2 })).status,
    ).toBe(201);
    // Still the remembered answer: the cart's commits did not empty the cache.
    expect((await orders(account.token)).statusCode).toBe(200);
    await silentlySetEnabled(account, true);
  });

  it("is emptied by the commit of any account write: another account's role change", async () => {
    const other = await createAccount(t.app, { type: 'ADMIN' });
    const account = await silentlyDisabledStaff();
    expect((await asAdmin('PUT', `/api/backend/user/admin/${other.id}`, { type: 'CUSTOMER' })).statusCode).toBe(200);
    expect((await orders(account.token)).statusCode).toBe(401);
  });

  it('refuses a disabled account on the very next request', async () => {
    const account = await rememberedStaff();
    expect(
      (await asAdmin('PUT', `/api/backend/user/enable-or-disable/${account.id}`, { enabled: false })).statusCode,
    ).toBe(200);
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
    expect(
      (await t.app.inject({ method: 'PUT', url: `/auth/logout/${account.id}`, headers: bearer(account.token) }))
        .statusCode,
    ).toBe(200);
    expect((await orders(account.token)).statusCode).toBe(401);
  });

  it('hears of a change made elsewhere (another process, psql) and refuses the token', async () => {
    const account = await rememberedStaff();
    await withDatabase(t.databaseUrl, (db) =>
      db.query('update user_account set token_version = token_version + 1 where id = $1', [account.id]),
    );
    // The notification arrives a moment after that commit; within the cache's limit of 10 s, not because of it.
    await vi.waitFor(async () => expect((await orders(account.token)).statusCode).toBe(401), {
      timeout: 5_000,
      interval: 50,
    });
  });
});

describe("which commits empty it (a cache of its own on the app's ORM, which no notification reaches)", () => {
  const cache = new HolderCache({ ttlMs: 60_000, maxEntries: 10 });
  const holder = { id: 1, type: 'ADMIN' } as const;
  /** Whether holder 1 was still remembered; it is remembered again afterwards. */
  const remembered = async () => {
    let loaded = false;
    await cache.get(holder.id, 0, async () => {
      loaded = true;
      return holder;
    });
    return !loaded;
  };

  beforeAll(async () => {
    cache.setEnabled(true);
    t.app.orm.em.getEventManager().registerSubscriber(new HolderCacheSubscriber(cache));
    await remembered();
  });

  it('keeps it through a cart write, empties it at an account written by the ORM outside a transaction', async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    expect(await remembered()).toBe(false);
    expect(
      (await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { stockId: stock.stockId, quantity: 1 })).status,
    ).toBe(201);
    expect(await remembered()).toBe(true);
    expect((await call(t.app, shopper.token, 'PUT', `/auth/logout/${shopper.id}`)).status).toBe(200);
    expect(await remembered()).toBe(false);
  });

  it('empties it at the commit around an account written in a savepoint, not before', async () => {
    const other = await createAccount(t.app, { type: 'CUSTOMER' });
    await remembered();
    await t.app.orm.em.fork().transactional(async (outer) => {
      await outer.transactional(async (inner) => {
        (await inner.findOneOrFail(User, other.id)).name = 'Renamed in a savepoint';
      });
      // Released savepoint, open transaction: other connections still read the old row.
      expect(await remembered()).toBe(true);
    });
    expect(await remembered()).toBe(false);
  });

  it("empties it when a supplier's accounts are deleted by statements the ORM does not track", async () => {
    const stamp = Date.now();
    const body = {
      name: `Holder Supplier ${stamp}`,
      phone: '012 000 111',
      email: `shop-${stamp}@supplier.test`,
      address: 'Street 2',
      account: { email: `owner-${stamp}@supplier.test`, password: 'Supplier-pass-42' },
    };
    const supplier = await call(t.app, admin, 'POST', '/api/backend/supplier', body);
    expect(supplier.status).toBe(201);
    await remembered();
    expect((await call(t.app, admin, 'DELETE', `/api/backend/supplier/${supplier.body.data.id}`)).status).toBe(200);
    expect(await remembered()).toBe(false);
  });
});
