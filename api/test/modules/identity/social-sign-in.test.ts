import { createHash, createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocialAccount } from '../../../src/modules/identity/social-account.entity.ts';
import { User } from '../../../src/modules/identity/user.entity.ts';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { createAccount } from '../../support/identity.ts';

const BOT_TOKEN = '123456:TEST-bot-token-for-the-tests';
const CLIENT_ID = 'shop-test-client.apps.example';

// An OpenID provider on this machine: discovery document and key set, signing with a key made here.
let issuerServer: Server;
let issuer: string;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
let t: TestApp;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  issuerServer = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration') {
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    } else if (request.url === '/jwks') {
      response.end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
  t = await startTestApp({ env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, OIDC_ISSUER: issuer, GOOGLE_CLIENT_ID: CLIENT_ID } });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => issuerServer?.close(() => resolve()));
});

/** Login Widget data signed the way Telegram documents it (computed here, independently of the app's code). */
function telegramData<F extends Record<string, string | number>>(
  fields: F,
  botToken = BOT_TOKEN,
): F & { hash: string } {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(checkString).digest('hex') };
}
const now = () => Math.floor(Date.now() / 1000);
let telegramId = 7_000_000;
const telegramUser = (extra: Record<string, string | number> = {}) =>
  telegramData({
    id: (telegramId += 1),
    first_name: 'Vanna',
    last_name: 'Keo',
    username: 'vannakeo',
    auth_date: now(),
    ...extra,
  });

async function idToken(
  claims: Record<string, unknown>,
  options: { key?: CryptoKey; expiresIn?: string; iss?: string; aud?: string } = {},
) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1' })
    .setIssuer(options.iss ?? issuer)
    .setAudience(options.aud ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(options.key ?? signingKey);
}

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).json().data;

describe('TELEGRAM', () => {
  it('registers with valid Login Widget data, then signs in with fresh data of the same Telegram user', async () => {
    const data = telegramUser();
    const registered = await post('/auth/oauth2/register', { type: 'TELEGRAM', telegram: data });
    expect(registered.statusCode).toBe(201);
    const session = await me(registered.json().data.token);
    expect(session).toMatchObject({
      type: 'CUSTOMER',
      name: 'Vanna Keo',
      email: null,
      hasPassword: false,
      socialProviders: ['TELEGRAM'],
    });

    const login = await post('/auth/oauth2/login/TELEGRAM', {
      telegram: { ...telegramData({ id: data.id, first_name: 'Vanna', auth_date: now() }) },
    });
    expect(login.statusCode).toBe(200);
    expect((await me(login.json().data.token)).id).toBe(session.id);
    expect((await post('/auth/oauth2/register', { type: 'TELEGRAM', telegram: data })).statusCode).toBe(409);
  });

  it('refuses tampered data, data signed with another bot token, and data older than 24 hours', async () => {
    const before = await t.app.orm.em.fork().count(User, {});
    const tampered = { ...telegramUser(), first_name: 'Mallory' };
    const otherBot = telegramData({ id: 99, first_name: 'Eve', auth_date: now() }, '999:other-bot');
    const old = telegramUser({ auth_date: now() - 24 * 3600 - 60 });
    const future = telegramUser({ auth_date: now() + 3600 });
    for (const [what, telegram] of Object.entries({ tampered, otherBot, old, future })) {
      const response = await post('/auth/oauth2/register', { type: 'TELEGRAM', telegram });
      expect(response.statusCode, what).toBe(401);
      expect(response.json().code, what).toBe('INVALID_SOCIAL_LOGIN');
    }
    expect((await post('/auth/oauth2/register', { type: 'TELEGRAM', telegram: old })).json().message).toMatch(
      /24 hours/,
    );
    expect(await t.app.orm.em.fork().count(User, {})).toBe(before);
  });

  it('accepts data just under 24 hours old', async () => {
    const response = await post('/auth/oauth2/register', {
      type: 'TELEGRAM',
      telegram: telegramUser({ auth_date: now() - 24 * 3600 + 60 }),
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 SOCIAL_ACCOUNT_NOT_FOUND for a valid Telegram user nobody registered', async () => {
    const response = await post('/auth/oauth2/login/TELEGRAM', { telegram: telegramUser() });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('SOCIAL_ACCOUNT_NOT_FOUND');
  });

  it('connects to a signed-in account, refuses a second account for the same Telegram user, and disconnects', async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    const data = telegramUser();
    const connected = await post('/auth/oauth2/connect/TELEGRAM', { telegram: data }, shopper.token);
    expect(connected.statusCode).toBe(200);
    expect(connected.json().data.socialProviders).toEqual(['TELEGRAM']);
    const login = await post('/auth/oauth2/login/TELEGRAM', {
      telegram: telegramData({ id: data.id, first_name: 'Vanna', auth_date: now() }),
    });
    expect((await me(login.json().data.token)).id).toBe(shopper.id);

    const other = await createAccount(t.app, { type: 'CUSTOMER' });
    expect((await post('/auth/oauth2/connect/TELEGRAM', { telegram: data }, other.token)).statusCode).toBe(409);
    expect((await post('/auth/oauth2/connect/TELEGRAM', { telegram: telegramUser() }, shopper.token)).statusCode).toBe(
      409,
    );

    const disconnected = await post('/auth/oauth2/disconnect/TELEGRAM', {}, shopper.token);
    expect(disconnected.json().data.socialProviders).toEqual([]);
    expect((await post('/auth/oauth2/disconnect/TELEGRAM', {}, shopper.token)).statusCode).toBe(404);
    expect(
      (
        await post('/auth/oauth2/login/TELEGRAM', {
          telegram: telegramData({ id: data.id, first_name: 'V', auth_date: now() }),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to disconnect the only way an account signs in', async () => {
    const registered = await post('/auth/oauth2/register', { type: 'TELEGRAM', telegram: telegramUser() });
    const token = registered.json().data.token as string;
    const refused = await post('/auth/oauth2/disconnect/TELEGRAM', {}, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/password/);
    expect((await me(token)).socialProviders).toEqual(['TELEGRAM']);
  });

  it('answers 400 without the widget data, and 401 to connect without a token', async () => {
    expect((await post('/auth/oauth2/login/TELEGRAM', {})).statusCode).toBe(400);
    expect((await post('/auth/oauth2/login/TELEGRAM', { telegram: { id: 1 } })).statusCode).toBe(400);
    expect((await post('/auth/oauth2/login/FACEBOOK', { telegram: telegramUser() })).statusCode).toBe(400);
    expect((await post('/auth/oauth2/connect/TELEGRAM', { telegram: telegramUser() })).statusCode).toBe(401);
  });
});

describe('GOOGLE (OpenID Connect)', () => {
  it('tells the storefront its client id as a public setting, so it shows the Google button', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/frontend/configuration' });
    expect(all.json().data).toContainEqual(expect.objectContaining({ key: 'auth.google-client-id', value: CLIENT_ID }));
    const one = await t.app.inject({ method: 'GET', url: '/api/frontend/configuration/auth.google-client-id' });
    expect(one.json().data).toMatchObject({ key: 'auth.google-client-id', value: CLIENT_ID });
  });

  it('registers from a valid ID token with its verified e-mail, then signs in', async () => {
    const token = await idToken({ sub: 'google-sub-1', email: 'Bopha@Example.com', name: 'Bopha Sok' });
    const registered = await post('/auth/oauth2/register', { type: 'GOOGLE', idToken: token, userType: 'DEALER' });
    expect(registered.statusCode).toBe(201);
    const session = await me(registered.json().data.token);
    expect(session).toMatchObject({
      type: 'DEALER',
      dealerApproved: false,
      name: 'Bopha Sok',
      email: 'bopha@example.com',
      socialProviders: ['GOOGLE'],
    });
    const login = await post('/auth/oauth2/login/GOOGLE', { idToken: await idToken({ sub: 'google-sub-1' }) });
    expect((await me(login.json().data.token)).id).toBe(session.id);
  });

  it('refuses a tampered token, one signed by a key not in the issuer key set, an expired one, and one for another client or issuer', async () => {
    const before = await t.app.orm.em.fork().count(SocialAccount, {});
    const good = await idToken({ sub: 'google-sub-2', email: 'x@example.com' });
    const [header, payload, signature] = good.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url');
    const cases = {
      tampered: `${header}.${forgedPayload}.${signature}`,
      strangerKey: await idToken({ sub: 'google-sub-2' }, { key: strangerKey }),
      expired: await idToken({ sub: 'google-sub-2' }, { expiresIn: '-1m' }),
      otherClient: await idToken({ sub: 'google-sub-2' }, { aud: 'someone-elses-client' }),
      otherIssuer: await idToken({ sub: 'google-sub-2' }, { iss: 'https://issuer.invalid' }),
      garbage: 'not-a-jwt',
    };
    for (const [what, token] of Object.entries(cases)) {
      const response = await post('/auth/oauth2/register', { type: 'GOOGLE', idToken: token });
      expect(response.statusCode, what).toBe(401);
      expect(response.json().code, what).toBe('INVALID_SOCIAL_LOGIN');
    }
    expect((await post('/auth/oauth2/register', { type: 'GOOGLE', idToken: cases.expired })).json().message).toMatch(
      /expired/,
    );
    expect(await t.app.orm.em.fork().count(SocialAccount, {})).toBe(before);
  });

  it('does not use an e-mail the provider did not verify, and refuses an e-mail that already has an account', async () => {
    const unverified = await idToken({ sub: 'google-sub-3', email: 'unverified@example.com', email_verified: false });
    const registered = await post('/auth/oauth2/register', { type: 'GOOGLE', idToken: unverified });
    expect((await me(registered.json().data.token)).email).toBeNull();
    const existing = await createAccount(t.app, { type: 'CUSTOMER' });
    const taken = await post('/auth/oauth2/register', {
      type: 'GOOGLE',
      idToken: await idToken({ sub: 'google-sub-4', email: existing.email }),
    });
    expect(taken.statusCode).toBe(409);
  });

  it('answers 503 when the issuer cannot be reached', async () => {
    const offline = await startTestApp({ env: { OIDC_ISSUER: 'http://127.0.0.1:9', GOOGLE_CLIENT_ID: CLIENT_ID } });
    try {
      const response = await offline.app.inject({
        method: 'POST',
        url: '/auth/oauth2/login/GOOGLE',
        payload: { idToken: await idToken({ sub: 'x' }) },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('PROVIDER_UNAVAILABLE');
    } finally {
      await offline.close();
    }
  });
});

describe('providers without configuration', () => {
  it('answers 400 PROVIDER_DISABLED', async () => {
    const bare = await startTestApp();
    try {
      for (const [url, payload] of [
        ['/auth/oauth2/login/TELEGRAM', { telegram: telegramUser() }],
        ['/auth/oauth2/login/GOOGLE', { idToken: 'x.y.z' }],
      ] as const) {
        const response = await bare.app.inject({ method: 'POST', url, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('PROVIDER_DISABLED');
      }
    } finally {
      await bare.close();
    }
  });
});
