import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, demoCustomer } from '../../../src/seeders/demo-accounts.ts';
import { startTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { LOGIN_RATE_LIMIT: '3' } });
});
afterAll(() => t?.close());

const attempt = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });

describe('sign-in rate limit', () => {
  it('answers 429 after too many attempts for one username, without blocking other accounts', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt(demoAdmin.email, 'guess-1234')).statusCode).toBe(401);
    const blocked = await attempt(` ${demoAdmin.email.toUpperCase()}`, demoAdmin.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    expect((await attempt(demoCustomer.email, demoCustomer.password)).statusCode).toBe(200);
  });
});
