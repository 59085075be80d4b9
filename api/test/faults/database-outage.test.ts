// PostgreSQL becoming unreachable under the running app (a TCP proxy between them is cut): every route answers
// 503 DATABASE_UNAVAILABLE with Retry-After instead of 500, nothing is left half-written, and the app serves
// again as soon as the database is back, without a restart.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { arrangeStock, call, orderBookProblems, stockQuantity, type StockFixture } from '../support/commerce.ts';
import { createAccount, type TestAccount } from '../support/identity.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';

let t: TestApp;
let proxy: TcpProxy;
let shoppers: TestAccount[];
let stock: StockFixture;
const STOCK = 200;
const order = { paymentMethod: 'CASH', shippingOption: 'Ground Way' } as const;

beforeAll(async () => {
  const server = new URL(inject('databaseServerUrl'));
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  t = await startTestApp({ connectThrough: (url) => proxy.through(url) });
  stock = await arrangeStock(t.databaseUrl, { quantity: STOCK, price: '4.00', dealerPrice: '3.50' });
  shoppers = [];
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  for (let i = 0; i < 12; i += 1) {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    expect(
      (
        await call(t.app, shopper.token, 'POST', '/api/frontend/user-location', {
          locationId: province,
          label: 'Home',
          address: 'Street 1',
        })
      ).status,
    ).toBe(201);
    shoppers.push(shopper);
  }
});
afterAll(async () => {
  await t?.close();
  await proxy?.close();
});

async function fillCart(shopper: TestAccount, quantity: number) {
  expect(
    (await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { stockId: stock.stockId, quantity })).status,
  ).toBe(201);
}

describe('while PostgreSQL is unreachable', () => {
  it('answers 503 DATABASE_UNAVAILABLE with Retry-After on every kind of route, writes nothing, and recovers by itself', async () => {
    const [shopper] = shoppers;
    await fillCart(shopper!, 2);
    await proxy.cut();
    const calls = [
      { method: 'GET', url: '/health' },
      { method: 'GET', url: '/api/frontend/brand' },
      { method: 'GET', url: '/auth/me', token: shopper!.token },
      { method: 'POST', url: '/api/frontend/order', token: shopper!.token, payload: order },
      { method: 'POST', url: '/auth/login', payload: { username: shopper!.email, password: shopper!.password } },
      {
        method: 'POST',
        url: '/api/frontend/cart',
        token: shopper!.token,
        payload: { stockId: stock.stockId, quantity: 1 },
      },
    ] as const;
    for (const request of calls) {
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        ...('token' in request ? { headers: { authorization: `Bearer ${request.token}` } } : {}),
        ...('payload' in request ? { payload: request.payload } : {}),
      });
      expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(503);
      expect(response.json()).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
      expect(response.headers['retry-after']).toBe('5');
    }

    const restoredAt = performance.now();
    await proxy.restore();
    let recovered: number | undefined;
    while (performance.now() - restoredAt < 10_000) {
      const response = await t.app.inject({ method: 'GET', url: '/api/frontend/brand?size=1' });
      if (response.statusCode === 200) {
        recovered = performance.now() - restoredAt;
        break;
      }
      expect(response.statusCode).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(recovered, 'answers again within 10 s of the database coming back').toBeDefined();
    console.info(`database outage: recovered ${Math.round(recovered!)} ms after PostgreSQL was reachable again`);

    // Nothing was half-done while it was down: the cart is as it was, and placing the order now works once.
    expect(await stockQuantity(t.databaseUrl, stock.stockId)).toBe(STOCK);
    expect((await call(t.app, shopper!.token, 'GET', '/api/frontend/cart')).body.data.count).toBe(1);
    const placed = await call(t.app, shopper!.token, 'POST', '/api/frontend/order', order);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await stockQuantity(t.databaseUrl, stock.stockId)).toBe(STOCK - 2);
  });

  it('leaves no order half-placed when the connection drops in the middle of placing them', async () => {
    const placing = shoppers.slice(1);
    for (const shopper of placing) await fillCart(shopper, 3);
    const answers = placing.map((shopper) => call(t.app, shopper.token, 'POST', '/api/frontend/order', order));
    // Pulled as soon as the first order is answered: the others are somewhere between their first and last statement.
    await Promise.race(answers);
    await proxy.cut();
    const statuses = (await Promise.all(answers)).map((answer) => answer.status);
    await proxy.restore();
    expect(
      statuses.every((status) => status === 201 || status === 503),
      statuses.join(','),
    ).toBe(true);
    console.info(
      `orders cut mid-flight: ${statuses.filter((s) => s === 201).length} placed, ${statuses.filter((s) => s === 503).length} answered 503`,
    );
    // Every order the database holds has its lines and history and took exactly its units; nothing else moved.
    expect(await orderBookProblems(t.databaseUrl)).toEqual([]);
    // Every connection that died mid-transaction went back to the pool (a leak would exhaust it after a few outages).
    const pool = (await t.app.orm.em.getConnection().getNativeClient()) as { totalCount: number; idleCount: number };
    expect(pool.idleCount, 'no pooled connection is left checked out').toBe(pool.totalCount);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/auth/me',
          headers: { authorization: `Bearer ${placing[0]!.token}` },
        })
      ).statusCode,
    ).toBe(200);
  });
});
