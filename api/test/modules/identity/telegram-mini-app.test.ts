// The storefront opened inside Telegram (issue 39 §3): sign-in from the Mini App's initData, checked as Telegram
// documents it (decisions.md "Telegram Mini App"), and order news sent by the outbox job through the Bot API's
// sendMessage to a stand-in bot server (a real HTTP server on this machine) when the shopper allowed it.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call } from '../../support/commerce.ts';
import { createAccount } from '../../support/identity.ts';

const BOT_TOKEN = '654321:TEST-mini-app-bot-token';
const PUBLIC_ORIGIN = 'https://parts.example';

const sent: { path: string; chat_id: string; text: string }[] = [];
let bot: Server;
let t: TestApp;

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  // Telegram's Bot API as the shop uses it: POST /bot<token>/sendMessage with JSON, answering {ok, result}.
  bot = createServer(async (request, response) => {
    const match = /^\/bot([^/]+)\/sendMessage$/.exec(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    if (request.method !== 'POST' || !match) {
      response.writeHead(404).end('{"ok":false,"error_code":404,"description":"Not Found"}');
      return;
    }
    if (match[1] !== BOT_TOKEN) {
      response.writeHead(401).end('{"ok":false,"error_code":401,"description":"Unauthorized"}');
      return;
    }
    const message = JSON.parse(await bodyOf(request)) as { chat_id: string; text: string };
    if (!message.chat_id || !message.text) {
      response.writeHead(400).end('{"ok":false,"error_code":400,"description":"Bad Request: message text is empty"}');
      return;
    }
    sent.push({ path: request.url!, ...message });
    response.end(
      JSON.stringify({ ok: true, result: { message_id: sent.length, chat: { id: Number(message.chat_id) } } }),
    );
  });
  await new Promise<void>((resolve) => bot.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({
    jobs: true,
    env: {
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_API_URL: `http://127.0.0.1:${(bot.address() as AddressInfo).port}`,
      PUBLIC_ORIGIN,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => bot?.close(() => resolve()));
});

const now = () => Math.floor(Date.now() / 1000);
let telegramId = 8_100_000;

interface MiniAppUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  allows_write_to_pm?: boolean;
}

/** initData as a Telegram client hands it to the Mini App, signed as core.telegram.org/bots/webapps says (here, not by the app's code). */
function initData(user: MiniAppUser, options: { authDate?: number; botToken?: string } = {}): string {
  const fields: Record<string, string> = {
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify(user),
    auth_date: String(options.authDate ?? now()),
    chat_instance: '-4511237891234567890',
    chat_type: 'sender',
  };
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData')
    .update(options.botToken ?? BOT_TOKEN)
    .digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}
const newUser = (extra: Partial<MiniAppUser> = {}): MiniAppUser => ({
  id: (telegramId += 1),
  first_name: 'Sokha',
  last_name: 'Chan',
  username: 'sokhachan',
  language_code: 'en',
  ...extra,
});

const miniAppLogin = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/auth/oauth2/login/TELEGRAM_MINI_APP', payload });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).json().data;

describe('TELEGRAM_MINI_APP sign-in', () => {
  it('signs a new Telegram user up silently from valid initData, and signs the same account in again', async () => {
    const user = newUser();
    const first = await miniAppLogin({ initData: initData(user) });
    expect(first.statusCode, first.body).toBe(200);
    const session = await me(first.json().data.token);
    expect(session).toMatchObject({ name: 'Sokha Chan', type: 'CUSTOMER', socialProviders: ['TELEGRAM'] });

    const again = await miniAppLogin({ initData: initData(user, { authDate: now() - 60 }) });
    expect(again.statusCode).toBe(200);
    expect((await me(again.json().data.token)).id).toBe(session.id);
  });

  it('signs into the account the Login Widget made for the same Telegram user', async () => {
    const user = newUser({ first_name: 'Dara' });
    // Registered through the Login Widget (its own signing: SHA-256 of the token as the key).
    const widget = { id: user.id, first_name: 'Dara', auth_date: now() };
    const checkString = `auth_date=${widget.auth_date}\nfirst_name=Dara\nid=${user.id}`;
    const widgetHash = createHmac('sha256', createHash('sha256').update(BOT_TOKEN).digest())
      .update(checkString)
      .digest('hex');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/auth/oauth2/register',
      payload: { type: 'TELEGRAM', telegram: { ...widget, hash: widgetHash } },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const widgetUser = await me(registered.json().data.token);

    const signedIn = await miniAppLogin({ initData: initData(user) });
    expect(signedIn.statusCode).toBe(200);
    expect((await me(signedIn.json().data.token)).id).toBe(widgetUser.id);
    const links = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (await db.query(`select count(*)::int as n from social_account where provider_user_id = $1`, [String(user.id)]))
          .rows[0].n,
    );
    expect(links, 'one social account for the Telegram user, not a second one').toBe(1);
  });

  it('refuses tampered initData with 401', async () => {
    const genuine = new URLSearchParams(initData(newUser()));
    const forged = JSON.parse(genuine.get('user')!) as MiniAppUser;
    forged.id = 1; // someone else's Telegram id, the signature kept
    genuine.set('user', JSON.stringify(forged));
    const answer = await miniAppLogin({ initData: genuine.toString() });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'INVALID_SOCIAL_LOGIN' });

    const extraField = `${initData(newUser())}&start_param=admin`;
    expect((await miniAppLogin({ initData: extraField })).statusCode, 'a field added after signing').toBe(401);
  });

  it('refuses initData older than a day, and dated in the future, with 401', async () => {
    const stale = await miniAppLogin({ initData: initData(newUser(), { authDate: now() - 24 * 3600 - 60 }) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'INVALID_SOCIAL_LOGIN', message: expect.stringMatching(/24 hours/) });
    const future = await miniAppLogin({ initData: initData(newUser(), { authDate: now() + 3600 }) });
    expect(future.statusCode).toBe(401);
    // A day old but not more still signs in.
    expect(
      (await miniAppLogin({ initData: initData(newUser(), { authDate: now() - 24 * 3600 + 60 }) })).statusCode,
    ).toBe(200);
  });

  it("refuses initData signed with another bot's token, and the Login Widget's key", async () => {
    const otherBot = await miniAppLogin({ initData: initData(newUser(), { botToken: '999999:another-bot' }) });
    expect(otherBot.statusCode).toBe(401);
    expect(otherBot.json()).toMatchObject({ code: 'INVALID_SOCIAL_LOGIN' });
  });

  it('answers 400 naming initData when it is missing or malformed', async () => {
    const missing = await miniAppLogin({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', field: 'initData' });
    const noHash = await miniAppLogin({ initData: 'auth_date=1&user=%7B%7D' });
    expect(noHash.statusCode).toBe(400);
    expect((await miniAppLogin({ initData: 'x'.repeat(9000) })).statusCode).toBe(400);
  });

  it('is off (400 PROVIDER_DISABLED) on a shop without a bot token', async () => {
    const bare = await startTestApp();
    try {
      const answer = await bare.app.inject({
        method: 'POST',
        url: '/auth/oauth2/login/TELEGRAM_MINI_APP',
        payload: { initData: initData(newUser()) },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'PROVIDER_DISABLED' });
    } finally {
      await bare.close();
    }
  });
});

async function until<T>(what: string, read: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < 300; tries += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}; the bot received ${JSON.stringify(sent)}`);
}

describe('order news through the bot', () => {
  async function placeOrder(token: string): Promise<number> {
    const stock = await arrangeStock(t.databaseUrl, { quantity: 50, price: '12.50', dealerPrice: '10.00' });
    const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
    const location = await call(t.app, token, 'POST', '/api/frontend/user-location', {
      locationId: province,
      label: 'Home',
      address: 'Street 1',
    });
    expect(location.status, JSON.stringify(location.body)).toBe(201);
    const added = await call(t.app, token, 'POST', '/api/frontend/cart', { stockId: stock.stockId, quantity: 1 });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const placed = await call(t.app, token, 'POST', '/api/frontend/order', {
      paymentMethod: 'CASH',
      shippingOption: 'Ground Way',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body.data.id as number;
  }

  it('sends a shopper who allowed it each status move, in Khmer when the shop was opened in Khmer', async () => {
    const admin = await createAccount(t.app, { type: 'ADMIN' });
    const user = newUser({ allows_write_to_pm: true, language_code: 'en' });
    const login = await miniAppLogin({ initData: initData(user), locale: 'kh' });
    expect(login.statusCode).toBe(200);
    const orderId = await placeOrder(login.json().data.token);

    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${orderId}`, {})).status).toBe(200);
    const message = await until('the Telegram message', () =>
      sent.find((m) => String(m.chat_id) === String(user.id) && m.text.includes(`#${orderId}`)),
    );
    expect(message.path).toBe(`/bot${BOT_TOKEN}/sendMessage`);
    expect(message.text).toContain('បានទទួលយក'); // Accepted, in Khmer
    expect(message.text).not.toMatch(/Accepted|Your order/);
    expect(message.text).toContain(`${PUBLIC_ORIGIN}/kh/orders/${orderId}`);
    // One message per move, marked delivered.
    await until('the delivery mark', () =>
      withDatabase(t.databaseUrl, async (db) => {
        const { rows } = await db.query(`select sent_at from message_outbox where recipient = $1`, [String(user.id)]);
        return rows.length === 1 && rows[0].sent_at ? rows : undefined;
      }),
    );
  });

  it('sends nothing to a shopper who did not allow it, until they opt in (in English)', async () => {
    const admin = await createAccount(t.app, { type: 'ADMIN' });
    const user = newUser({ allows_write_to_pm: false });
    const login = await miniAppLogin({ initData: initData(user), locale: 'en' });
    const token = login.json().data.token as string;
    const orderId = await placeOrder(token);
    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${orderId}`, {})).status).toBe(200);
    const queued = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (await db.query(`select count(*)::int as n from message_outbox where recipient = $1`, [String(user.id)]))
          .rows[0].n,
    );
    expect(queued).toBe(0);

    // The explicit opt-in (the Mini App asked Telegram for write access and the shopper agreed).
    const optIn = await call(t.app, token, 'PUT', '/auth/oauth2/telegram/messages', { allowed: true, locale: 'en' });
    expect(optIn.status).toBe(204);
    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/processing/${orderId}`, {})).status).toBe(200);
    const message = await until('the Telegram message', () => sent.find((m) => String(m.chat_id) === String(user.id)));
    expect(message.text).toContain(`Your order #${orderId} is now Processing.`);
    expect(message.text).toContain(`${PUBLIC_ORIGIN}/en/orders/${orderId}`);

    // Withdrawn again: the next move is a notification in the shop only, nothing for Telegram.
    const optOut = await call(t.app, token, 'PUT', '/auth/oauth2/telegram/messages', { allowed: false });
    expect(optOut.status).toBe(204);
    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/delivered/${orderId}`, {})).status).toBe(200);
    const after = await withDatabase(t.databaseUrl, async (db) => ({
      queued: (await db.query(`select count(*)::int as n from message_outbox where recipient = $1`, [String(user.id)]))
        .rows[0].n,
      notified: (
        await db.query(`select count(*)::int as n from notification where order_id = $1 and kind = 'ORDER_STATUS'`, [
          orderId,
        ])
      ).rows[0].n,
    }));
    expect(after).toEqual({ queued: 1, notified: 3 });
  });

  it('refuses the opt-in of an account without Telegram (404) and of a visitor (401)', async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    expect((await call(t.app, shopper.token, 'PUT', '/auth/oauth2/telegram/messages', { allowed: true })).status).toBe(
      404,
    );
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/auth/oauth2/telegram/messages',
      payload: { allowed: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
