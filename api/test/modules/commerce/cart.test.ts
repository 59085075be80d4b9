import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let customer: TestAccount;
let other: TestAccount;
let dealer: TestAccount;
let stock: StockFixture;

beforeAll(async () => {
  t = await startTestApp();
  customer = await createAccount(t.app, { type: 'CUSTOMER' });
  other = await createAccount(t.app, { type: 'CUSTOMER' });
  dealer = await createAccount(t.app, { type: 'DEALER', dealerApproved: true });
  stock = await arrangeStock(t.databaseUrl, { quantity: 25, price: '12.35', dealerPrice: '10.10' });
  await withDatabase(t.databaseUrl, (db) => db.query("update currency set rate = 4000 where code = 'KHR'"));
});
afterAll(() => t?.close());

const cartOf = async (account: TestAccount) =>
  (await call(t.app, account.token, 'GET', '/api/frontend/cart')).body.data;

describe('cart', () => {
  it('adds a stock in its base unit and in a pack unit, with exact totals in USD and KHR', async () => {
    const base = await call(t.app, customer.token, 'POST', '/api/frontend/cart', {
      stockId: stock.stockId,
      quantity: 2,
    });
    expect(base.status).toBe(201);
    const added = await call(t.app, customer.token, 'POST', '/api/frontend/cart', {
      stockId: stock.stockId,
      itemUnitId: stock.packUnitId,
      quantity: 1,
    });
    expect(added.status).toBe(201);
    const cart = added.body.data;
    expect(cart.count).toBe(2);
    const [baseLine, packLine] = cart.lines;
    expect(baseLine).toMatchObject({
      stockId: stock.stockId,
      quantity: 2,
      baseQuantity: 2,
      unitPrice: '12.35',
      lineTotal: '24.70',
      lineTotalKhr: '98800',
      warning: null,
    });
    const packCents = 1235 * stock.packFactor;
    expect(packLine).toMatchObject({
      quantity: 1,
      baseQuantity: stock.packFactor,
      unit: { id: stock.packUnitId, factor: stock.packFactor },
    });
    expect(packLine.unitPrice).toBe(`${Math.floor(packCents / 100)}.${String(packCents % 100).padStart(2, '0')}`);
    const totalCents = 2470 + packCents;
    expect(cart.total).toBe(`${Math.floor(totalCents / 100)}.${String(totalCents % 100).padStart(2, '0')}`);
    expect(baseLine.item.name).toBeTypeOf('string');
  });

  it('adds to the existing line for the same stock and unit, and counts lines in /auth/me', async () => {
    const again = await call(t.app, customer.token, 'POST', '/api/frontend/cart', {
      stockId: stock.stockId,
      quantity: 3,
    });
    expect(again.body.data.lines[0].quantity).toBe(5);
    expect(again.body.data.count).toBe(2);
    const me = await call(t.app, customer.token, 'GET', '/auth/me');
    expect(me.body.data.cartCount).toBe(2);
  });

  it('adds an add named by addId once, however often it is sent, even twice at once', async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    const add = { stockId: stock.stockId, quantity: 2, addId: 'kept-add-0001' };
    const sends = await Promise.all([1, 2, 3].map(() => call(t.app, shopper.token, 'POST', '/api/frontend/cart', add)));
    expect(sends.map((send) => send.status)).toEqual([201, 201, 201]);
    const again = await call(t.app, shopper.token, 'POST', '/api/frontend/cart', add);
    expect(again.body.data.lines.map((line: { quantity: number }) => line.quantity)).toEqual([2]);
    // Another id is another add; the same id is another shopper's own.
    await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { ...add, addId: 'kept-add-0002' });
    expect((await cartOf(shopper)).lines[0].quantity).toBe(4);
    await call(t.app, other.token, 'POST', '/api/frontend/cart', add);
    expect((await cartOf(other)).lines[0].quantity).toBe(2);
    await call(t.app, other.token, 'DELETE', `/api/frontend/cart/${(await cartOf(other)).lines[0].id}`);
    const badId = await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { ...add, addId: 'x; drop' });
    expect(badId.status).toBe(400);
  });

  it('warns when the stock has fewer base units than a line needs', async () => {
    const cart = await cartOf(customer);
    const line = cart.lines[0];
    const update = await call(t.app, customer.token, 'PUT', `/api/frontend/cart/${line.id}`, { quantity: 30 });
    expect(update.status).toBe(200);
    expect(update.body.data.lines[0]).toMatchObject({
      quantity: 30,
      available: 25,
      warning: expect.stringContaining('25'),
    });
    expect(update.body.data.hasWarnings).toBe(true);
    await call(t.app, customer.token, 'PUT', `/api/frontend/cart/${line.id}`, { quantity: 2 });
  });

  it('charges approved dealers the dealer price', async () => {
    const added = await call(t.app, dealer.token, 'POST', '/api/frontend/cart', {
      stockId: stock.stockId,
      quantity: 3,
    });
    expect(added.body.data).toMatchObject({ dealerPricing: true, total: '30.30' });
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const before = await cartOf(customer);
    const cases = [
      [{ stockId: stock.stockId, quantity: 0 }, 400],
      [{ stockId: stock.stockId, quantity: 1.5 }, 400],
      [{ stockId: 2_147_483_000 }, 404],
      [{ stockId: stock.stockId, itemUnitId: 2_147_483_000 }, 400],
      [{}, 400],
    ] as const;
    for (const [payload, status] of cases) {
      expect(
        (await call(t.app, customer.token, 'POST', '/api/frontend/cart', payload)).status,
        JSON.stringify(payload),
      ).toBe(status);
    }
    expect(await cartOf(customer)).toEqual(before);
  });

  it("answers 404 for another shopper's line and leaves it alone", async () => {
    const line = (await cartOf(customer)).lines[0];
    expect((await call(t.app, other.token, 'PUT', `/api/frontend/cart/${line.id}`, { quantity: 9 })).status).toBe(404);
    expect((await call(t.app, other.token, 'DELETE', `/api/frontend/cart/${line.id}`)).status).toBe(404);
    expect((await cartOf(customer)).lines[0]).toEqual(line);
  });

  it('removes a line', async () => {
    const line = (await cartOf(customer)).lines[1];
    const removed = await call(t.app, customer.token, 'DELETE', `/api/frontend/cart/${line.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.count).toBe(1);
    expect((await call(t.app, customer.token, 'GET', '/auth/me')).body.data.cartCount).toBe(1);
  });
});

describe('favorites', () => {
  it('toggles an item on and off and lists it', async () => {
    const on = await call(t.app, customer.token, 'POST', '/api/frontend/favorite', { itemId: stock.itemId });
    expect(on.body.data).toEqual({ itemId: stock.itemId, favorite: true });
    const list = await call(t.app, customer.token, 'GET', '/api/frontend/favorite');
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].item).toMatchObject({ itemId: stock.itemId, name: expect.any(String) });
    expect((await call(t.app, other.token, 'GET', '/api/frontend/favorite')).body.data).toEqual([]);
    const off = await call(t.app, customer.token, 'POST', '/api/frontend/favorite', { itemId: stock.itemId });
    expect(off.body.data.favorite).toBe(false);
    expect((await call(t.app, customer.token, 'GET', '/api/frontend/favorite')).body.pagination.totalCount).toBe(0);
  });

  it('answers 404 for an item that does not exist', async () => {
    expect(
      (await call(t.app, customer.token, 'POST', '/api/frontend/favorite', { itemId: 2_147_483_000 })).status,
    ).toBe(404);
  });
});
