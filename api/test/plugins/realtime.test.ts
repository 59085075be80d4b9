import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@shop/contracts';
import { Notification } from '../../src/modules/notifications/notification.entity.ts';
import { demoAdmin, demoCustomer } from '../../src/seeders/demo-accounts.ts';
import { bearer, login, startTestApp, type TestApp } from '../support/app.ts';
import { redisReachable as checkRedis, testRedisUrl } from '../support/redis.ts';

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

async function session(account: typeof demoCustomer, app = t.app): Promise<{ token: string; id: number }> {
  const token = await login(app, account);
  const me = await app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
  return { token, id: (me.json() as { data: { id: number } }).data.id };
}

/** The count the server sends a socket as soon as it connects, listened for before it can arrive. */
const firstCounts = new WeakMap<Socket, Promise<unknown>>();

/** A socket.io client as the shell opens it; no reconnection so a refused handshake ends the attempt. */
function open(target: string, token: string | undefined, userId: string): Socket {
  const socket = connectSocket(target, {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    extraHeaders: { 'user-id': userId },
    auth: token ? { token } : {},
    reconnection: false,
  });
  firstCounts.set(socket, new Promise((resolve) => socket.once(`notification:${userId}`, resolve)));
  sockets.push(socket);
  return socket;
}

/** Resolves with the first count once the socket is connected (later events are then the test's own). */
const connected = async (socket: Socket): Promise<unknown> => {
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return firstCounts.get(socket);
};
const refused = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the handshake was accepted')));
    socket.once('connect_error', (error) => resolve(error.message));
  });

describe('real-time notifications', () => {
  it('delivers notification:{id} with the count to that user only', async () => {
    const customer = await session(demoCustomer);
    const admin = await session(demoAdmin);
    const customerSocket = open(url, customer.token, String(customer.id));
    const adminSocket = open(url, admin.token, String(admin.id));
    await Promise.all([connected(customerSocket), connected(adminSocket)]);

    const adminEvents: string[] = [];
    adminSocket.onAny((event: string) => adminEvents.push(event));
    const customerPayload = new Promise((resolve) => customerSocket.once(`notification:${customer.id}`, resolve));
    const adminPayload = new Promise((resolve) => adminSocket.once(`notification:${admin.id}`, resolve));

    t.app.realtime.notifyCount(customer.id, 3);
    t.app.realtime.notifyCount(admin.id, 1);
    expect(await customerPayload).toEqual({ count: 3 });
    expect(await adminPayload).toEqual({ count: 1 });
    // Events reach a socket in the order they were sent: had the customer's reached the admin, it would be here.
    expect(adminEvents).toEqual([`notification:${admin.id}`]);
  });

  it('tells a socket the current count as soon as it connects', async () => {
    const customer = await session(demoCustomer);
    const em = t.app.orm.em.fork();
    for (const title of ['Order accepted', 'Order delivered']) {
      em.create(Notification, { user: customer.id, kind: NOTIFICATION_KINDS[0], title, message: title });
    }
    await em.flush();
    const stored = await t.app.orm.em.fork().count(Notification, { user: customer.id, seen: false });
    expect(stored).toBeGreaterThanOrEqual(2);
    expect(await connected(open(url, customer.token, String(customer.id)))).toEqual({ count: stored });
  });

  it('refuses a handshake without a token', async () => {
    expect(await refused(open(url, undefined, '1'))).toMatch(/bearer token/);
  });

  it("refuses a user-id header that is not the token's user", async () => {
    const customer = await session(demoCustomer);
    expect(await refused(open(url, customer.token, String(customer.id + 1)))).toMatch(/user-id/);
  });

  it('refuses a forged or revoked token', async () => {
    const customer = await session(demoCustomer);
    expect(await refused(open(url, `${customer.token}x`, String(customer.id)))).toBe('Invalid JWT token');
    const logout = await t.app.inject({
      method: 'PUT',
      url: `/auth/logout/${customer.id}`,
      headers: bearer(customer.token),
    });
    expect(logout.statusCode).toBe(200);
    expect(await refused(open(url, customer.token, String(customer.id)))).toBe('Invalid JWT token');
  });
});

const redisUrl = testRedisUrl;
const redisReachable = await checkRedis('realtime');

describe.skipIf(!redisReachable)('real-time notifications across API instances (Redis adapter)', () => {
  it('delivers an event raised on one instance to a socket connected to another', async () => {
    const first = await startTestApp({ env: { REDIS_URL: redisUrl } });
    const second = await startTestApp({ env: { REDIS_URL: redisUrl } });
    try {
      const secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const customer = await session(demoCustomer, second.app);
      const socket = open(secondUrl, customer.token, String(customer.id));
      await connected(socket);
      const payload = new Promise((resolve) => socket.once(`notification:${customer.id}`, resolve));
      first.app.realtime.notifyCount(customer.id, 7);
      expect(await payload).toEqual({ count: 7 });
    } finally {
      await first.close();
      await second.close();
    }
  });
});
