import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/modules/identity/password.ts';
import { demoCustomer } from '../../../src/seeders/demo-accounts.ts';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { createAccount, reload, TEST_PASSWORD } from '../../support/identity.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const put = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const meStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).statusCode;

describe('PUT /api/frontend/user/:id', () => {
  it('updates my name, e-mail and phone and answers my session user', async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    const response = await put(shopper.token, `/api/frontend/user/${shopper.id}`, {
      name: ' Srey Pov ',
      email: 'SreyPov@Example.com',
      phone: '+855 96 555 4444',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: shopper.id,
      name: 'Srey Pov',
      email: 'sreypov@example.com',
      phone: '0965554444',
    });
    expect(await meStatus(shopper.token)).toBe(200);
  });

  it('answers 403 for somebody else, 409 for a taken e-mail, 400 for an empty body, and changes nothing', async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER', name: 'Before' });
    const other = await createAccount(t.app, { type: 'CUSTOMER', name: 'Other' });
    expect((await put(shopper.token, `/api/frontend/user/${other.id}`, { name: 'Hacked' })).statusCode).toBe(403);
    const taken = await put(shopper.token, `/api/frontend/user/${shopper.id}`, {
      name: 'After',
      email: demoCustomer.email,
    });
    expect(taken.statusCode).toBe(409);
    expect((await put(shopper.token, `/api/frontend/user/${shopper.id}`, {})).statusCode).toBe(400);
    expect((await put(shopper.token, `/api/frontend/user/${shopper.id}`, { email: 'nope' })).statusCode).toBe(400);
    expect((await reload(t.app, shopper.id)).name).toBe('Before');
    expect((await reload(t.app, other.id)).name).toBe('Other');
  });
});

describe('PUT /api/frontend/user/change-password/:id', () => {
  it('needs the current password, revokes every old token and answers a working new one', async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    const url = `/api/frontend/user/change-password/${shopper.id}`;
    const wrong = await put(shopper.token, url, { currentPassword: 'not-it-123', newPassword: 'Koh-Rong-Island-5' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect((await put(shopper.token, url, { newPassword: 'Koh-Rong-Island-5' })).json().code).toBe('WRONG_PASSWORD');
    const weak = await put(shopper.token, url, { currentPassword: TEST_PASSWORD, newPassword: 'aaaaaaaaaa' });
    expect(weak.json()).toMatchObject({ statusCode: 400, code: 'WEAK_PASSWORD' });
    expect(await meStatus(shopper.token)).toBe(200);

    const changed = await put(shopper.token, url, { currentPassword: TEST_PASSWORD, newPassword: 'Koh-Rong-Island-5' });
    expect(changed.statusCode).toBe(200);
    const newToken = changed.json().data.token as string;
    expect(await meStatus(shopper.token)).toBe(401);
    expect(await meStatus(newToken)).toBe(200);
    const stored = await reload(t.app, shopper.id);
    expect(await verifyPassword(stored.passwordHash!, 'Koh-Rong-Island-5')).toBe(true);

    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: shopper.email, password: TEST_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: shopper.email, password: 'Koh-Rong-Island-5' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it("cannot change somebody else's password", async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    const victim = await createAccount(t.app, { type: 'CUSTOMER' });
    const response = await put(shopper.token, `/api/frontend/user/change-password/${victim.id}`, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Koh-Rong-Island-5',
    });
    expect(response.statusCode).toBe(403);
    expect(await meStatus(victim.token)).toBe(200);
  });

  it('lets an account without a password (social sign-up) set one without a current password', async () => {
    const social = await createAccount(t.app, { type: 'CUSTOMER', password: null });
    const response = await put(social.token, `/api/frontend/user/change-password/${social.id}`, {
      newPassword: 'First-Password-1',
    });
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(response.json().data.token) });
    expect(me.json().data.hasPassword).toBe(true);
  });
});
