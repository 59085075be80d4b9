import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../../src/modules/identity/user.entity.ts';
import { demoCustomer } from '../../../src/seeders/demo-accounts.ts';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { reload } from '../../support/identity.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/auth/register', payload });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
const countUsers = () => t.app.orm.em.fork().count(User, {});

describe('POST /auth/register', () => {
  it('registers a customer with an argon2id hash and answers a working token', async () => {
    const response = await register({
      name: ' Sokha Chan ',
      email: 'Sokha@Example.com',
      phone: '+855 12 777 888',
      password: 'Angkor-Wat-1150',
    });
    expect(response.statusCode).toBe(201);
    const token = response.json().data.token as string;
    const session = (await me(token)).json().data;
    expect(session).toMatchObject({
      type: 'CUSTOMER',
      name: 'Sokha Chan',
      email: 'sokha@example.com',
      phone: '012777888',
      dealerApproved: false,
      hasPassword: true,
      locations: [],
      cartCount: 0,
    });
    const stored = await reload(t.app, session.id);
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordHash).not.toContain('Angkor-Wat-1150');

    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: '012 777 888', password: 'Angkor-Wat-1150' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('registers a dealer that waits for approval', async () => {
    const response = await register({
      type: 'DEALER',
      name: 'Garage Dara',
      email: 'dara@garage.kh',
      password: 'Tonle-Sap-2024',
    });
    expect(response.statusCode).toBe(201);
    expect((await me(response.json().data.token)).json().data).toMatchObject({ type: 'DEALER', dealerApproved: false });
  });

  it('refuses to register staff types, and ignores fields nobody may set (no mass assignment)', async () => {
    const before = await countUsers();
    for (const type of ['ADMIN', 'SUPER_ADMIN', 'SUPPLIER', 'DEVELOPER', 'USER']) {
      const response = await register({
        type,
        name: 'Sneaky',
        email: `sneaky-${type}@x.kh`,
        password: 'Mekong-River-9',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
    expect(await countUsers()).toBe(before);

    const extra = await register({
      name: 'Extra',
      email: 'extra@x.kh',
      password: 'Mekong-River-9',
      dealerApproved: true,
      enabled: false,
      tokenVersion: 5,
    });
    expect(extra.statusCode).toBe(201);
    expect((await me(extra.json().data.token)).json().data).toMatchObject({ type: 'CUSTOMER', dealerApproved: false });
  });

  it('applies the password policy with a clear 400 and creates nothing', async () => {
    const before = await countUsers();
    // `facts.rule` names the failed rule so the front end can say it in the shopper's language.
    const cases: [string, RegExp, string | undefined][] = [
      ['short1', /fewer than 8/, undefined],
      ['onlyletters', /letter and one digit/, 'LETTER_AND_DIGIT'],
      ['1234567890', /letter and one digit/, 'LETTER_AND_DIGIT'],
      ['Password123', /too common/, 'COMMON'],
      ['kimsan-2024!', /e-mail, phone number or name/, 'PERSONAL'],
    ];
    for (const [password, message, rule] of cases) {
      const response = await register({ name: 'Kim San', email: 'kimsan@example.com', password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(response.json().facts?.rule, password).toBe(rule);
    }
    expect(await countUsers()).toBe(before);
  });

  it('answers 409 for an e-mail or phone already registered, in any spelling', async () => {
    const before = await countUsers();
    const email = await register({
      name: 'Copy',
      email: demoCustomer.email.toUpperCase(),
      password: 'Bayon-Temple-12',
    });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({
      code: 'ALREADY_REGISTERED',
      field: 'email',
      facts: { identifier: 'email' },
      message: 'This e-mail address is already registered',
    });
    const phone = await register({
      name: 'Copy',
      email: 'new-one@x.kh',
      phone: '012-345-678',
      password: 'Bayon-Temple-12',
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().message).toBe('This phone number is already registered');
    expect(await countUsers()).toBe(before);
  });

  it('answers 400 for malformed e-mail, phone and missing fields', async () => {
    expect((await register({ name: 'X', email: 'not-an-email', password: 'Bayon-Temple-12' })).statusCode).toBe(400);
    expect(
      (await register({ name: 'X', email: 'x@y.kh', phone: 'call me', password: 'Bayon-Temple-12' })).statusCode,
    ).toBe(400);
    expect((await register({ email: 'x@y.kh', password: 'Bayon-Temple-12' })).json().message).toContain('name');
    expect((await register({ name: '', email: 'x@y.kh', password: 'Bayon-Temple-12' })).statusCode).toBe(400);
  });

  it('keeps one account when two registrations race for the same e-mail', async () => {
    const payload = { name: 'Racer', email: 'racer@x.kh', password: 'Bokor-Hill-77' };
    const answers = await Promise.all([register(payload), register(payload), register(payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await t.app.orm.em.fork().count(User, { email: 'racer@x.kh' })).toBe(1);
  });
});
