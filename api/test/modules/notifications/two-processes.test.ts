// Two real API processes (`node api/src/server.ts`) on one database and one Redis: a shopper's socket is open on
// process B while the order is moved through process A's HTTP API, and B's socket must hear the new count.
// Without the socket.io Redis adapter the event stays inside A, so this test fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../../../src/config.ts';
import { demoAdmin } from '../../../src/seeders/demo-accounts.ts';
import { freePort } from '../../support/free-port.ts';
import { createTestDatabase, dropTestDatabase } from '../../support/database.ts';
import { redisReachable as checkRedis, testRedisUrl } from '../../support/redis.ts';

const redisUrl = testRedisUrl;
const redisReachable = await checkRedis('two-processes');

interface ApiProcess {
  child: ChildProcess;
  url: string;
  log: string[];
}

const processes: ApiProcess[] = [];
const sockets: Socket[] = [];
let databaseUrl: string | undefined;
let folder: string | undefined;

/** Starts `node api/src/server.ts` on a free port of its own, on the test database and the shared Redis. */
async function startApi(name: string): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      REMOTES_MANIFEST: join(folder!, 'remotes.json'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started: ApiProcess = { child, url: `http://127.0.0.1:${port}`, log: [] };
  processes.push(started);
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => started.log.push(`[${name}] ${chunk.toString()}`));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API ${name} exited with ${child.exitCode}:\n${started.log.join('')}`);
    const healthy = await fetch(`${started.url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API ${name} did not answer /health within 90 s:\n${started.log.join('')}`);
}

async function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => api.child.once('exit', () => resolve()));
  process.kill(api.child.pid, 'SIGTERM');
  const timer = setTimeout(() => api.child.pid !== undefined && process.kill(api.child.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function json<T>(api: ApiProcess, method: string, path: string, body?: object, token?: string): Promise<T> {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const payload = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(payload)}`);
  return payload.data;
}

beforeAll(async () => {
  if (!redisReachable) return;
  databaseUrl = await createTestDatabase();
  folder = mkdtempSync(join(tmpdir(), 'shop-two-processes-'));
  // A first: it migrates and seeds; B then finds the database ready.
  await startApi('A');
  await startApi('B');
}, 200_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all(processes.map(stopApi));
  if (databaseUrl) await dropTestDatabase(databaseUrl);
  if (folder) rmSync(folder, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!redisReachable)('notifications across two API processes (socket.io Redis adapter)', () => {
  it("delivers the count raised by process A to the shopper's socket on process B", async () => {
    const [a, b] = processes as [ApiProcess, ApiProcess];
    // A new shopper (not a demo account), so no other test's events for the same user id can reach this socket.
    const { token: shopperToken } = await json<{ token: string }>(a, 'POST', '/auth/register', {
      name: 'Two Process Shopper',
      email: `two-processes-${Date.now()}@test.parts`,
      password: 'Sturdy-pass-42',
    });
    const { id: shopperId } = await json<{ id: number }>(a, 'GET', '/auth/me', undefined, shopperToken);
    const { token: adminToken } = await json<{ token: string }>(a, 'POST', '/auth/login', {
      username: demoAdmin.email,
      password: demoAdmin.password,
    });

    const db = new pg.Client({ connectionString: databaseUrl });
    db.on('error', () => {});
    await db.connect();
    const stockId = await db
      .query(
        `select s.id from stock s join store st on st.id = s.store_id and st.enabled join supplier su on su.id = st.supplier_id and su.enabled order by s.id limit 1`,
      )
      .then(async (found) => {
        await db.query('update stock set quantity = 10 where id = $1', [found.rows[0].id]);
        return found.rows[0].id as number;
      })
      .finally(() => db.end());

    const provinces = await json<{ id: number }[]>(a, 'GET', '/api/frontend/location');
    await json(
      a,
      'POST',
      '/api/frontend/user-location',
      { locationId: provinces[0]!.id, label: 'Home', address: 'Street 2' },
      shopperToken,
    );
    await json(a, 'POST', '/api/frontend/cart', { stockId, quantity: 1 }, shopperToken);
    const order = await json<{ id: number }>(
      a,
      'POST',
      '/api/frontend/order',
      { paymentMethod: 'CASH', shippingOption: 'Ground Way' },
      shopperToken,
    );

    const socket = connectSocket(b.url, {
      path: '/socket.io',
      extraHeaders: { 'user-id': String(shopperId) },
      auth: { token: shopperToken },
      reconnection: false,
    });
    sockets.push(socket);
    const counts: number[] = [];
    socket.on(`notification:${shopperId}`, (payload: { count: number }) => counts.push(payload.count));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    // B tells every new connection its current count itself (0: the new order notified the staff only).
    await vi.waitFor(() => expect(counts).toEqual([0]), { timeout: 5000, interval: 20 });

    await json(a, 'PUT', `/api/backend/order/accepted/${order.id}`, {}, adminToken);
    await vi.waitFor(
      () => {
        if (!counts.includes(1))
          throw new Error(
            `process B's socket heard no new count for user ${shopperId} (heard ${JSON.stringify(counts)}); is the Redis adapter on?`,
          );
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(counts).toEqual([0, 1]);
    // The count is the shopper's real one, as process B reads it too.
    const fresh = await json<{ title: string }[]>(b, 'GET', '/api/frontend/notification/new', undefined, shopperToken);
    expect(fresh.map((n) => n.title)).toEqual([`Order #${order.id} is ACCEPTED`]);
  }, 60_000);
});
