// Status notifications carry their facts (kind, order, from and to status, note) besides the English text, so a
// client can word them in the shopper's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { arrangeStock, call, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let customer: TestAccount;
let admin: TestAccount;
let stock: StockFixture;

beforeAll(async () => {
  t = await startTestApp();
  customer = await createAccount(t.app, { type: 'CUSTOMER' });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  stock = await arrangeStock(t.databaseUrl, { quantity: 50, price: '4.00', dealerPrice: '3.00' });
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  await call(t.app, customer.token, 'POST', '/api/frontend/user-location', {
    locationId: province,
    label: 'Home',
    address: 'Street 1',
  });
});
afterAll(() => t?.close());

async function placeOrder(): Promise<number> {
  expect(
    (await call(t.app, customer.token, 'POST', '/api/frontend/cart', { stockId: stock.stockId, quantity: 1 })).status,
  ).toBe(201);
  const placed = await call(t.app, customer.token, 'POST', '/api/frontend/order', {
    paymentMethod: 'CASH',
    shippingOption: 'Ground Way',
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.id;
}

const newest = async () =>
  (await call(t.app, customer.token, 'GET', '/api/frontend/notification/new?size=1')).body.data[0];

describe('status notifications', () => {
  it('carry the move and the note as data, with the English text as the fallback', async () => {
    const id = await placeOrder();
    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${id}`, {})).status).toBe(200);
    expect(await newest()).toMatchObject({
      kind: 'ORDER_STATUS',
      orderId: id,
      fromStatus: 'PENDING',
      toStatus: 'ACCEPTED',
      note: null,
      title: `Order #${id} is ACCEPTED`,
      message: `Your order #${id} moved from PENDING to ACCEPTED`,
    });

    expect(
      (await call(t.app, admin.token, 'PUT', `/api/backend/order/processing/${id}`, { note: 'packed today' })).status,
    ).toBe(200);
    expect(await newest()).toMatchObject({ fromStatus: 'ACCEPTED', toStatus: 'PROCESSING', note: 'packed today' });
  });

  it("keep the shopper's cancel reason whole, even when it is longer than the stored message", async () => {
    const id = await placeOrder();
    const reasons = `${'too slow '.repeat(110)}end`.slice(0, 1000);
    const cancelled = await call(t.app, customer.token, 'PUT', `/api/frontend/order/cancelled/${id}`, { reasons });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const notification = await newest();
    expect(notification).toMatchObject({ orderId: id, fromStatus: 'PENDING', toStatus: 'CANCELLED', note: reasons });
    expect(notification.message.length).toBeLessThanOrEqual(1000);
    expect(notification.message.startsWith(`Your order #${id} moved from PENDING to CANCELLED: too slow`)).toBe(true);
  });

  it('leave the move empty for other kinds', async () => {
    const id = await placeOrder();
    const placedForAdmin = (await call(t.app, admin.token, 'GET', '/api/backend/notification?size=100')).body.data.find(
      (n: { orderId: number; kind: string }) => n.orderId === id && n.kind === 'ORDER_PLACED',
    );
    expect(placedForAdmin).toMatchObject({ fromStatus: null, toStatus: null, note: null, title: `New order #${id}` });
  });
});

describe('a back-office cancel with the longest reasons and refund note', () => {
  it('is recorded whole, not refused with a server error', async () => {
    const id = await placeOrder();
    const reasons = 'r'.repeat(1000);
    const refundNote = 'n'.repeat(1000);
    const cancelled = await call(t.app, admin.token, 'PUT', `/api/backend/order/cancelled/${id}`, {
      reasons,
      refundNote,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.history.at(-1)).toMatchObject({ to: 'CANCELLED', note: `${reasons} / ${refundNote}` });
    expect(await newest()).toMatchObject({ toStatus: 'CANCELLED', note: `${reasons} / ${refundNote}` });
  });
});
