// The sign-in throttle: a stranger's wrong passwords slow the stranger down, never the owner; attempts per
// address stay limited; 429 answers say when to try again; on Redis every API process shares the counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, demoCustomer, demoSupplier } from '../../../src/seeders/demo-accounts.ts';
import { delayAfterFailures } from '../../../src/modules/identity/sign-in-throttle.ts';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { redisReachable as checkRedis, testRedisUrl } from '../../support/redis.ts';

const FREE_FAILURES = 3;
const env = { LOGIN_FREE_FAILURES: String(FREE_FAILURES), LOGIN_ADDRESS_RATE_LIMIT: '150' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env });
});
afterAll(() => t?.close());

const attempt = (app: TestApp, username: string, password: string, remoteAddress: string) =>
  app.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password }, remoteAddress });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('delayAfterFailures', () => {
  it('is free for the first failures, then doubles from one second up to 15 minutes', () => {
    expect([0, 1, 3].map((n) => delayAfterFailures(n, 3))).toEqual([0, 0, 0]);
    expect([4, 5, 6, 7].map((n) => delayAfterFailures(n, 3))).toEqual([1000, 2000, 4000, 8000]);
    expect(delayAfterFailures(40, 3)).toBe(15 * 60_000);
  });
});

describe('sign-in throttle', () => {
  it("lets the owner sign in while a stranger fails 100 times on the owner's account", async () => {
    const stranger = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1)
      statuses.push((await attempt(t, demoAdmin.email, `guess-${i}`, stranger)).statusCode);
    expect(statuses.slice(0, FREE_FAILURES + 1)).toEqual(Array(FREE_FAILURES + 1).fill(401));
    // Each failure past the free ones doubles the wait (1 s, 2 s, 4 s…): however slowly this machine runs the 100
    // tries, only a handful of them can come after a wait ran out and reach the password check at all.
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked, 'the stranger is slowed down').toBeLessThanOrEqual(FREE_FAILURES + 1 + 4);

    const owner = await attempt(t, ` ${demoAdmin.email.toUpperCase()}`, demoAdmin.password, '198.51.100.20');
    expect(owner.statusCode, 'the owner, from their own address').toBe(200);
  });

  it('makes the next try wait longer after each failure, and says how long in Retry-After', async () => {
    const address = '203.0.113.8';
    for (let i = 0; i < FREE_FAILURES; i += 1)
      expect((await attempt(t, demoSupplier.email, 'guess-1234', address)).statusCode).toBe(401);
    expect((await attempt(t, demoSupplier.email, 'guess-1234', address)).statusCode).toBe(401);
    const first = await attempt(t, demoSupplier.email, demoSupplier.password, address);
    expect(first.statusCode, 'even the right password waits its turn from this address').toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    expect(first.json()).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts; try again in 1 seconds',
    });

    await sleep(1100);
    expect((await attempt(t, demoSupplier.email, 'guess-1234', address)).statusCode).toBe(401);
    expect((await attempt(t, demoSupplier.email, demoSupplier.password, address)).headers['retry-after']).toBe('2');

    await sleep(2100);
    expect((await attempt(t, demoSupplier.email, demoSupplier.password, address)).statusCode, 'after the wait').toBe(
      200,
    );
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expect(
        (await attempt(t, demoSupplier.email, 'guess-1234', address)).statusCode,
        'a success cleared the count',
      ).toBe(401);
    }
  });

  it('limits attempts per address, whatever accounts they name, with Retry-After', async () => {
    const address = '192.0.2.10';
    // Five accounts, so most of the 150 tries are already slowed (429) and still count for the address.
    for (let i = 0; i < 150; i += 1)
      expect([401, 429]).toContain((await attempt(t, `nobody-${i % 5}@parts.demo`, 'guess-1234', address)).statusCode);
    const blocked = await attempt(t, demoCustomer.email, demoCustomer.password, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await attempt(t, demoCustomer.email, demoCustomer.password, '192.0.2.11')).statusCode).toBe(200);
  });

  it('slows reset-code guessing the same way', async () => {
    const address = '192.0.2.20';
    const guess = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/reset',
        payload: { username: 'victim@parts.demo', code: String(100000 + i) },
        remoteAddress: address,
      });
    for (let i = 0; i <= FREE_FAILURES; i += 1) expect((await guess(i)).statusCode).toBe(400);
    const slowed = await guess(99);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
  });
});

const redisUrl = testRedisUrl;
const redisReachable = await checkRedis('sign-in throttle');

describe.skipIf(!redisReachable)('sign-in throttle on Redis', () => {
  it('counts the failures of every API process together', async () => {
    const [a, b] = await Promise.all([
      startTestApp({ env: { ...env, REDIS_URL: redisUrl } }),
      startTestApp({ env: { ...env, REDIS_URL: redisUrl } }),
    ]);
    try {
      // An address of this run's own, so runs sharing the Redis server do not see each other's counts.
      const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
      for (let i = 0; i <= FREE_FAILURES; i += 1) {
        const app = i % 2 === 0 ? a : b;
        expect((await attempt(app, demoCustomer.email, 'guess-1234', address)).statusCode).toBe(401);
      }
      expect((await attempt(a, demoCustomer.email, demoCustomer.password, address)).statusCode).toBe(429);
      expect((await attempt(b, demoCustomer.email, demoCustomer.password, address)).statusCode).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
