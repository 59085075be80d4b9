// A signed-out shopper's cart lives in the browser: the API prices it like a cart, and merges it (with the guest's
// favourites) into the account that signs in, never past what the store has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let a: StockFixture;
let b: StockFixture;

beforeAll(async () => {
  t = await startTestApp();
  a = await arrangeStock(t.databaseUrl, { quantity: 30, price: '12.35', dealerPrice: '10.00' });
  b = await arrangeStock(t.databaseUrl, { quantity: 5, price: '3.10', dealerPrice: '2.00', skipStocks: [a.stockId] });
});
afterAll(() => t?.close());

const db = <T>(query: string, params: unknown[] = []) =>
  withDatabase(t.databaseUrl, async (client) => (await client.query(query, params)).rows as T[]);
const guestCart = (lines: object[]) =>
  t.app.inject({ method: 'POST', url: '/api/frontend/cart/guest', payload: { lines } });

describe('POST /api/frontend/cart/guest', () => {
  it('prices the lines at retail like a cart, with ids as positions plus one, in both currencies', async () => {
    const answer = await guestCart([
      { stockId: a.stockId, quantity: 2 },
      { stockId: b.stockId, itemUnitId: b.packUnitId, quantity: 1 },
    ]);
    expect(answer.statusCode).toBe(200);
    const cart = answer.json().data;
    expect(cart.lines.map((line: { id: number; stockId: number }) => [line.id, line.stockId])).toEqual([
      [1, a.stockId],
      [2, b.stockId],
    ]);
    expect(cart.lines[0]).toMatchObject({ unitPrice: '12.35', lineTotal: '24.70', quantity: 2, warning: null });
    const packPrice = (310 * b.packFactor) / 100;
    expect(cart.lines[1]).toMatchObject({
      unit: { id: b.packUnitId, factor: b.packFactor },
      unitPrice: packPrice.toFixed(2),
    });
    expect(cart.total).toBe((24.7 + packPrice).toFixed(2));
    expect(cart.totalKhr).toMatch(/^\d+$/);
    expect(cart.dealerPricing).toBe(false);
  });

  it('warns of short stock, leaves out a stock that does not exist or a unit of another item, and writes nothing', async () => {
    const before = await db<{ n: number }>('select count(*)::int as n from cart_item');
    const [foreignUnit] = await db<{ id: number }>('select id from item_unit where item_id <> $1 order by id limit 1', [
      a.itemId,
    ]);
    const answer = await guestCart([
      { stockId: 2_000_000_000, quantity: 1 },
      { stockId: b.stockId, quantity: 6 },
      { stockId: a.stockId, itemUnitId: foreignUnit!.id, quantity: 1 },
    ]);
    expect(answer.statusCode).toBe(200);
    const cart = answer.json().data;
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ id: 2, stockId: b.stockId, warningCode: 'SHORT', available: 5 });
    expect(cart.hasWarnings).toBe(true);
    expect(await db('select count(*)::int as n from cart_item')).toEqual(before);
  });

  it('refuses bad lines with 400 naming the field', async () => {
    for (const lines of [
      [{ stockId: a.stockId, quantity: 0 }],
      [{ stockId: 'x', quantity: 1 }],
      Array.from({ length: 101 }, () => ({ stockId: a.stockId, quantity: 1 })),
    ]) {
      const answer = await guestCart(lines);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/lines/);
    }
  });
});

describe('POST /api/frontend/cart/merge', () => {
  let shopper: TestAccount;
  beforeAll(async () => {
    shopper = await createAccount(t.app, { type: 'CUSTOMER' });
  });

  it('adds the guest quantities to the account lines, never past the stock, and adds the favourites once', async () => {
    await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { stockId: b.stockId, quantity: 2 });
    const [other] = await db<{ id: number }>('select id from item where id <> $1 order by id limit 1', [a.itemId]);
    await call(t.app, shopper.token, 'POST', '/api/frontend/favorite', { itemId: a.itemId });
    const merged = await call(t.app, shopper.token, 'POST', '/api/frontend/cart/merge', {
      lines: [
        { stockId: a.stockId, quantity: 3 },
        { stockId: b.stockId, quantity: 4 },
        { stockId: 2_000_000_000, quantity: 1 },
      ],
      favoriteItemIds: [a.itemId, other!.id],
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const { cart, limited, skipped } = merged.body.data;
    const quantityOf = (stockId: number) =>
      cart.lines.find((line: { stockId: number }) => line.stockId === stockId)?.quantity;
    expect(quantityOf(a.stockId)).toBe(3);
    // 2 already in the cart + 4 from the guest, but the store has 5.
    expect(quantityOf(b.stockId)).toBe(5);
    expect(limited).toEqual([b.stockId]);
    expect(skipped).toEqual([2_000_000_000]);
    const favorites = await db<{ item_id: number }>(
      'select item_id from favorite where user_id = $1 order by item_id',
      [shopper.id],
    );
    expect(favorites.map((row) => row.item_id).sort()).toEqual([a.itemId, other!.id].sort());
  });

  it('is for shoppers only, and a bad body changes nothing', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/frontend/cart/merge',
      payload: { lines: [], favoriteItemIds: [] },
    });
    expect(anonymous.statusCode).toBe(401);
    const before = await db('select count(*)::int as n from cart_item');
    const bad = await call(t.app, shopper.token, 'POST', '/api/frontend/cart/merge', {
      lines: [{ stockId: a.stockId, quantity: -1 }],
      favoriteItemIds: [],
    });
    expect(bad.status).toBe(400);
    expect(await db('select count(*)::int as n from cart_item')).toEqual(before);
  });
});
