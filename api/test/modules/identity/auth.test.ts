import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../../src/modules/identity/user.entity.ts';
import { demoAdmin, demoCustomer, demoSupplier } from '../../../src/seeders/demo-accounts.ts';
import { bearer, login, startTestApp, type TestApp } from '../../support/app.ts';
import { seededSupplierIds } from '../../support/identity.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/auth/login', payload: payload as object });
/** A token made by hand with the app's secret, so its claims (here: exp) are exactly what the test says. */
function signHs256(payload: object, secret: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const badCredentials = { statusCode: 401, code: 'BAD_CREDENTIALS', message: 'Bad credentials!' };

/** Changes a user straight in the database, as an admin screen would. */
async function updateUser(email: string, changes: Partial<Pick<User, 'enabled' | 'deletedAt' | 'type'>>) {
  const em = t.app.orm.em.fork();
  const user = await em.findOneOrFail(User, { email });
  em.assign(user, changes);
  await em.flush();
}

describe('POST /auth/login', () => {
  it('answers a token whose payload names the user, its type and token version', async () => {
    const response = await post({ username: demoAdmin.email, password: demoAdmin.password });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { token: string } };
    expect(Object.keys(data)).toEqual(['token']);
    const payload = t.app.jwt.decode<{ sub: string; type: string; ver: number }>(data.token);
    expect(payload).toMatchObject({ type: 'SUPER_ADMIN', ver: 0 });
    expect(Number(payload?.sub)).toBeGreaterThan(0);
  });

  it('accepts the e-mail in any case and the phone number as username', async () => {
    expect((await post({ username: '  CUSTOMER@Parts.Demo ', password: demoCustomer.password })).statusCode).toBe(200);
    expect((await post({ username: '012 345 678', password: demoCustomer.password })).statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and for an unknown user', async () => {
    const wrong = await post({ username: demoAdmin.email, password: 'Admin-12345' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(badCredentials);
    const unknown = await post({ username: 'nobody@parts.demo', password: 'whatever1' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(badCredentials);
  });

  it('refuses a disabled or deleted account even with the right password', async () => {
    const account = { username: 'disabled@parts.demo', password: 'Disabled-1234' };
    const em = t.app.orm.em.fork();
    const { hashPassword } = await import('../../../src/modules/identity/password.ts');
    em.create(User, {
      type: 'CUSTOMER',
      email: account.username,
      name: 'Soon disabled',
      passwordHash: await hashPassword(account.password),
    });
    await em.flush();
    expect((await post(account)).statusCode).toBe(200);

    await updateUser(account.username, { enabled: false });
    expect((await post(account)).json()).toEqual(badCredentials);

    await updateUser(account.username, { enabled: true, deletedAt: new Date() });
    expect((await post(account)).json()).toEqual(badCredentials);
  });

  it('answers 400 naming the field for missing or oversized input, and for malformed JSON', async () => {
    const missing = await post({ username: demoAdmin.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect(missing.json().message).toContain('password');

    const huge = await post({ username: 'a'.repeat(100_000), password: 'x' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toContain('username');

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin@parts.demo", ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });
});

describe('GET /auth/me', () => {
  it('answers the session user for a valid token (the demo supplier runs the first seeded supplier)', async () => {
    const token = await login(t.app, demoSupplier);
    const [firstSupplierId] = await seededSupplierIds(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: expect.any(Number),
        type: 'SUPPLIER',
        name: 'Demo Supplier',
        email: 'supplier@parts.demo',
        phone: null,
        cartCount: 0,
        locations: [],
        dealerApproved: false,
        hasPassword: true,
        socialProviders: [],
        supplierId: firstSupplierId,
      },
    });
  });

  it('answers 401 without a token, with a garbage token and with a forged one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });

    const garbage = await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer('not.a.token') });
    expect(garbage.json()).toEqual({ statusCode: 401, code: 'INVALID_TOKEN', message: 'Invalid JWT token' });

    const token = await login(t.app, demoCustomer);
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: '1', type: 'SUPER_ADMIN', ver: 0 })).toString('base64url');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: bearer(`${header}.${forgedPayload}.${signature}`),
    });
    expect(forged.json()).toEqual({ statusCode: 401, code: 'INVALID_TOKEN', message: 'Invalid JWT token' });
  });

  it("refuses a super admin's token signed with the secret that used to be written in the repository", async () => {
    const formerRepositorySecret = 'dev-only-secret-change-me-in-production-0123456789';
    const now = Math.floor(Date.now() / 1000);
    const forged = signHs256(
      { sub: '1', type: 'SUPER_ADMIN', ver: 0, iat: now, exp: now + 3600 },
      formerRepositorySecret,
    );
    const response = await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(forged) });
    expect(response.json()).toEqual({ statusCode: 401, code: 'INVALID_TOKEN', message: 'Invalid JWT token' });
    expect(t.config.jwt.secret).not.toBe(formerRepositorySecret);
  });

  it('answers 401 "Expired JWT token" for an expired token', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: bearer(await login(t.app, demoCustomer)),
    });
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const expired = signHs256(
      { sub: String(me.json().data.id), type: 'CUSTOMER', ver: 0, iat: hourAgo - 60, exp: hourAgo },
      t.config.jwt.secret,
    );
    const response = await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(expired) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, code: 'EXPIRED_TOKEN', message: 'Expired JWT token' });
  });
});

describe('PUT /auth/logout/:id', () => {
  it('revokes the token (and every other token of the user)', async () => {
    const token = await login(t.app, demoAdmin);
    const other = await login(t.app, demoAdmin);
    const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
    const id = me.json().data.id as number;

    const logout = await t.app.inject({ method: 'PUT', url: `/auth/logout/${id}`, headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ data: null });

    for (const revoked of [token, other]) {
      const after = await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(revoked) });
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe('Invalid JWT token');
    }
    const fresh = await login(t.app, demoAdmin);
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(fresh) })).statusCode).toBe(200);
  });

  it("answers 403 for somebody else's id and 400 for a non-integer id", async () => {
    const token = await login(t.app, demoCustomer);
    const me = (await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).json().data;
    const other = await t.app.inject({ method: 'PUT', url: `/auth/logout/${me.id + 1000}`, headers: bearer(token) });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    const bad = await t.app.inject({ method: 'PUT', url: '/auth/logout/abc', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/auth/logout/1' })).statusCode).toBe(401);
  });
});

describe('tokens of changed accounts', () => {
  it('stop working when the account is disabled or deleted', async () => {
    const token = await login(t.app, demoSupplier);
    await updateUser(demoSupplier.email, { enabled: false });
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    await updateUser(demoSupplier.email, { enabled: true });
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    await updateUser(demoSupplier.email, { deletedAt: new Date() });
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    await updateUser(demoSupplier.email, { deletedAt: null });
  });
});
