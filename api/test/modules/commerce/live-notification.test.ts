// The order flow raises live counts: a new order reaches the admins' sockets, a status change the shopper's.
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { arrangeStock, call } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

const nextCount = (socket: Socket, userId: number) =>
  new Promise<{ count: number }>((resolve) => socket.once(`notification:${userId}`, resolve));

/** A connected socket, after the count the server sends every new connection (0 for a new account). */
async function openFor(account: TestAccount): Promise<Socket> {
  const socket = connectSocket(url, {
    path: '/socket.io',
    extraHeaders: { 'user-id': String(account.id) },
    auth: { token: account.token },
    reconnection: false,
  });
  sockets.push(socket);
  const first = nextCount(socket, account.id);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  expect(await first).toEqual({ count: 0 });
  return socket;
}

it('emits the new count to the admin on a new order and to the shopper when it is accepted', async () => {
  const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
  const admin = await createAccount(t.app, { type: 'ADMIN' });
  const stock = await arrangeStock(t.databaseUrl, { quantity: 5, price: '1.00', dealerPrice: '1.00' });
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  await call(t.app, shopper.token, 'POST', '/api/frontend/user-location', {
    locationId: province,
    label: 'Home',
    address: 'Street',
  });
  await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { stockId: stock.stockId, quantity: 1 });
  const [adminSocket, shopperSocket] = await Promise.all([openFor(admin), openFor(shopper)]);

  const adminHeard = nextCount(adminSocket, admin.id);
  const placed = await call(t.app, shopper.token, 'POST', '/api/frontend/order', {
    paymentMethod: 'BANK',
    shippingOption: 'Air Way',
  });
  expect(placed.status).toBe(201);
  expect(await adminHeard).toEqual({ count: 1 });

  const shopperHeard = nextCount(shopperSocket, shopper.id);
  await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${placed.body.data.id}`, {});
  expect(await shopperHeard).toEqual({ count: 1 });

  // Marking it seen publishes the lower count too.
  const seenHeard = nextCount(shopperSocket, shopper.id);
  const fresh = await call(t.app, shopper.token, 'GET', '/api/frontend/notification/new');
  await call(t.app, shopper.token, 'PUT', '/api/frontend/notification/multiple', { ids: [fresh.body.data[0].id] });
  expect(await seenHeard).toEqual({ count: 0 });
});
