// The dashboard's cache: a repeated question is answered from memory, and an order that moves empties it
// (the rollups notify `sales_changed` at commit), so the next answer is fresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { arrangeStock, call } from '../../support/commerce.ts';
import { bearer } from '../../support/app.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let shopper: TestAccount;

beforeAll(async () => {
  t = await startTestApp({ env: { CATALOG_CACHE_ENTRIES: '100' } });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  shopper = await createAccount(t.app, { type: 'CUSTOMER' });
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  await call(t.app, shopper.token, 'POST', '/api/frontend/user-location', {
    locationId: province,
    label: 'Home',
    address: 'Street 1',
  });
});
afterAll(() => t?.close());

const status = async () => {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/backend/dashboard/admin/status',
    headers: bearer(admin.token),
  });
  const pending = answer.json().data.find((row: { status: string }) => row.status === 'PENDING').orders as number;
  return { cache: answer.headers['x-cache'], pending };
};

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}

describe('the dashboard cache', () => {
  it('answers a repeated question from memory and forgets it when an order is placed or moves', async () => {
    const first = await until(status, (value) => value.cache === 'miss');
    expect((await status()).cache).toBe('hit');
    const stock = await arrangeStock(t.databaseUrl, { quantity: 10, price: '5.00', dealerPrice: '4.00' });
    await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { stockId: stock.stockId, quantity: 1 });
    const order = (
      await call(t.app, shopper.token, 'POST', '/api/frontend/order', {
        paymentMethod: 'CASH',
        shippingOption: 'Ground Way',
      })
    ).body.data.id;
    expect((await until(status, (value) => value.pending === first.pending + 1)).pending).toBe(first.pending + 1);
    expect((await status()).cache).toBe('hit');
    // A status move changes no stock: only the rollups' own notification can empty the cache.
    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${order}`, {})).status).toBe(200);
    expect((await until(status, (value) => value.pending === first.pending)).pending).toBe(first.pending);
  });
});
