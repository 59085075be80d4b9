import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, demoCustomer, demoSupplier } from '../../../src/seeders/demo-accounts.ts';
import { startTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_RATE_LIMIT: '6' } });
});
afterAll(() => t?.close());

const attempt = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password }, remoteAddress });

describe('sign-in rate limit', () => {
  it('answers 429 after too many attempts for one account, from any address, without blocking other accounts', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt(demoAdmin.email, 'guess-1234', `10.0.0.${i + 1}`)).statusCode).toBe(401);
    const blocked = await attempt(` ${demoAdmin.email.toUpperCase()}`, demoAdmin.password, '10.0.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    expect(blocked.json().message).toMatch(/try again in \d+ seconds/);
    expect((await attempt(demoCustomer.email, demoCustomer.password)).statusCode).toBe(200);
  });

  it('answers 429 after too many attempts from one address, whatever accounts they name', async () => {
    const address = '192.0.2.10';
    for (let i = 0; i < 6; i += 1) expect((await attempt(`nobody-${i}@parts.demo`, 'guess-1234', address)).statusCode).toBe(401);
    expect((await attempt(demoSupplier.email, demoSupplier.password, address)).statusCode).toBe(429);
    expect((await attempt(demoSupplier.email, demoSupplier.password, '192.0.2.11')).statusCode).toBe(200);
  });

  it('throttles reset-code guessing the same way', async () => {
    const address = '192.0.2.20';
    const guess = (i: number) =>
      t.app.inject({ method: 'POST', url: '/auth/reset', payload: { username: 'victim@parts.demo', code: String(100000 + i) }, remoteAddress: address });
    for (let i = 0; i < 3; i += 1) expect((await guess(i)).statusCode).toBe(400);
    expect((await guess(4)).statusCode).toBe(429);
  });
});
