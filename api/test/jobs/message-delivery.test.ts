// Messages really leave the shop: the outbox is delivered by jobs to stand-ins that speak each protocol (a real SMTP
// server from npm smtp-server, HTTP servers for the SMS gateway and Telegram's Bot API). A shopper who forgot the
// password gets the code by e-mail and resets it; a refused SMS is retried and sent once; nothing is sent twice, and a
// delivered message keeps no secret.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizePhone } from '../../src/modules/identity/identifiers.ts';
import { OutboxMessageAdapter } from '../../src/modules/identity/messaging/outbox-message-adapter.ts';
import { DELIVERY_JOB, deliveryJobId, SWEEP_JOB } from '../../src/modules/identity/messaging/delivery-job.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { createAccount } from '../support/identity.ts';

interface Received {
  to: string;
  text: string;
}

const mails: Received[] = [];
const smsAccepted: Received[] = [];
let smsRequests = 0;
const telegram: { chat_id: string; text: string; path: string }[] = [];
let smtp: SMTPServer;
let sms: Server;
let bot: Server;
let t: TestApp;
let db: pg.Client;

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });
const listen = async (server: Server | SMTPServer) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return ((server as Server).address?.() ??
    (server as SMTPServer & { server: Server }).server.address()) as AddressInfo;
};

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text: raw });
        callback();
      });
    },
  });
  // The gateway refuses the first message it is sent, as a busy one does, and takes the rest.
  sms = createServer(async (request, response) => {
    const body = JSON.parse(await bodyOf(request)) as Received;
    smsRequests += 1;
    if (smsRequests === 1) return response.writeHead(503).end('busy');
    smsAccepted.push(body);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  bot = createServer(async (request, response) => {
    telegram.push({ ...(JSON.parse(await bodyOf(request)) as { chat_id: string; text: string }), path: request.url! });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true,"result":{"message_id":1}}');
  });
  const [smtpAddress, smsAddress, botAddress] = [await listen(smtp), await listen(sms), await listen(bot)];
  t = await startTestApp({
    jobs: true,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpAddress.port}`,
      MAIL_FROM: 'Parts shop <shop@parts.test>',
      SMS_GATEWAY_URL: `http://127.0.0.1:${smsAddress.port}/send`,
      TELEGRAM_BOT_TOKEN: '123456:test-bot',
      TELEGRAM_API_URL: `http://127.0.0.1:${botAddress.port}`,
    },
  });
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await t?.close();
  await new Promise((resolve) => smtp?.close(() => resolve(undefined)));
  sms?.close();
  bot?.close();
});

async function until<T>(what: string, read: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < 300; tries += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `gave up waiting for ${what}: ${JSON.stringify((await db.query('select id, channel, recipient, sent_at from message_outbox')).rows)} ${JSON.stringify((await db.query('select name, state, retry_count, output, start_after from pgboss.job')).rows)} sms ${smsRequests}`,
  );
}

const outboxRow = async (recipient: string) =>
  (await db.query('select * from message_outbox where recipient = $1 order by id desc limit 1', [recipient])).rows[0];

describe('outbox delivery', () => {
  it('e-mails a reset code that resets the password', async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    const send = await t.app.inject({ method: 'POST', url: '/auth/reset/send', payload: { username: shopper.email } });
    expect(send.statusCode).toBe(200);

    const mail = await until('the e-mail', () => mails.find((m) => m.to === shopper.email));
    expect(mail.text).toMatch(/^From: Parts shop <shop@parts\.test>/m);
    const code = /\b(\d{6})\b/.exec(
      mail.text
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    )?.[1];
    expect(code, 'the mail carries the code').toBeDefined();

    const row = await until('the delivery mark', async () => {
      const found = await outboxRow(shopper.email);
      return found.sent_at ? found : undefined;
    });
    expect(row.secret_sealed, 'a delivered message keeps no secret').toBeNull();
    expect(row.body).not.toContain(code);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/reset/change-password',
      payload: { username: shopper.email, code, password: 'Brand-new-pass-77' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: shopper.email, password: 'Brand-new-pass-77' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('retries an SMS the gateway refused, and sends it once however often it is queued', async () => {
    const phone = '+85599887766';
    // A shopper known by phone only: the code goes by SMS.
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    await db.query('update user_account set email = null, phone = $2 where id = $1', [
      shopper.id,
      normalizePhone(phone),
    ]);
    await t.app.inject({ method: 'POST', url: '/auth/reset/send', payload: { username: phone } });

    const row = await until('the SMS delivered', async () => {
      const found = await outboxRow(normalizePhone(phone));
      return found?.sent_at ? found : undefined;
    });
    expect(smsRequests, 'refused once, then accepted').toBe(2);
    expect(smsAccepted.filter((m) => m.to === normalizePhone(phone))).toHaveLength(1);
    expect(smsAccepted[0]!.text).toMatch(/\d{6}/);

    // Announced again (as a second NOTIFY or the sweep would): the same job id is refused, and a run finds it sent.
    expect(await t.app.jobs!.send(DELIVERY_JOB, { messageId: row.id }, { id: deliveryJobId(row.id) })).toBeNull();
    const sweep = await t.app.jobs!.send(SWEEP_JOB, {});
    await until('the sweep', async () => {
      const [job] = (await db.query(`select state::text from pgboss.job where id = $1`, [sweep])).rows;
      return job.state === 'completed' ? job : undefined;
    });
    expect(smsAccepted.filter((m) => m.to === normalizePhone(phone))).toHaveLength(1);
  });

  it('sends a Telegram message through the Bot API', async () => {
    const adapter = new OutboxMessageAdapter(t.app.log, { logBodies: false, installationSecret: t.config.jwt.secret });
    const em = t.app.orm.em.fork();
    await em.transactional((tx) =>
      adapter.send(tx, {
        channel: 'TELEGRAM',
        recipient: '987654321',
        kind: 'ORDER_NEWS',
        subject: 'Order',
        body: 'Your order is on its way',
      }),
    );
    const sent = await until('the Telegram message', () => telegram.find((m) => m.chat_id === '987654321'));
    expect(sent).toMatchObject({ text: 'Your order is on its way', path: '/bot123456:test-bot/sendMessage' });
  });
});
