import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageOutbox } from '../../../src/modules/identity/message-outbox.entity.ts';
import { OutboxDelivery } from '../../../src/modules/identity/messaging/outbox-delivery.ts';
import { PasswordResetCode } from '../../../src/modules/identity/password-reset-code.entity.ts';
import { RESET_CODE_MAX_ATTEMPTS } from '../../../src/modules/identity/password-reset.service.ts';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { LOGIN_FREE_FAILURES: '1000', LOGIN_ADDRESS_RATE_LIMIT: '1000' } });
});
afterAll(() => t?.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const send = (username: string) => post('/auth/reset/send', { username });
const em = () => t.app.orm.em.fork();

/** The code from the last message to `recipient` (what the person reads in the e-mail, as the delivery worker opens it). */
async function lastCode(recipient: string): Promise<string> {
  const message = await em().findOneOrFail(MessageOutbox, { recipient }, { orderBy: { id: 'desc' } });
  return /code is (\d{6})/.exec(new OutboxDelivery(t.config.jwt.secret).text(message) ?? '')![1]!;
}

async function accountWithCode(): Promise<{ account: TestAccount; code: string }> {
  const account = await createAccount(t.app, { type: 'CUSTOMER' });
  expect((await send(account.email)).statusCode).toBe(200);
  return { account, code: await lastCode(account.email) };
}

describe('POST /auth/reset/send', () => {
  it('answers the same for an existing, an unknown and a disabled account, and queues a message only for the existing one', async () => {
    const account = await createAccount(t.app, { type: 'CUSTOMER' });
    const disabled = await createAccount(t.app, { type: 'CUSTOMER', enabled: false });
    const before = await em().count(MessageOutbox, {});
    const answers = await Promise.all([
      send(account.email),
      send('nobody-here@parts.demo'),
      send(disabled.email),
      send('099 999 999'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ data: { sent: true, expiresInMinutes: 15 } });
    }
    expect(await em().count(MessageOutbox, {})).toBe(before + 1);
    const message = await em().findOneOrFail(MessageOutbox, { recipient: account.email });
    expect(message).toMatchObject({ channel: 'EMAIL', kind: 'PASSWORD_RESET' });
    expect(new OutboxDelivery(t.config.jwt.secret).text(message)).toMatch(
      /code is \d{6}\. It works once, for 15 minutes/,
    );
  });

  it('stores only a keyed hash of the code, valid for 15 minutes', async () => {
    const { account, code } = await accountWithCode();
    const stored = await em().findOneOrFail(PasswordResetCode, { user: account.id });
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain(code);
    const minutes = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(15, 1);
  });
});

describe('POST /auth/reset and /auth/reset/change-password', () => {
  it('checks the code, sets the new password once, and revokes every old token', async () => {
    const { account, code } = await accountWithCode();
    expect((await post('/auth/reset', { username: account.email, code })).json()).toEqual({ data: { valid: true } });

    const changed = await post('/auth/reset/change-password', {
      username: account.email,
      code,
      password: 'Fresh-Start-2026',
    });
    expect(changed.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(changed.json().data.token) });
    expect(me.json().data.id).toBe(account.id);
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(account.token) })).statusCode).toBe(
      401,
    );
    expect((await post('/auth/login', { username: account.email, password: 'Fresh-Start-2026' })).statusCode).toBe(200);

    const again = await post('/auth/reset/change-password', {
      username: account.email,
      code,
      password: 'Second-Try-2026',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_RESET_CODE' });
    expect((await post('/auth/login', { username: account.email, password: 'Second-Try-2026' })).statusCode).toBe(401);
  });

  it('refuses a code after 15 minutes', async () => {
    const { account, code } = await accountWithCode();
    await em().nativeUpdate(PasswordResetCode, { user: account.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await post('/auth/reset', { username: account.email, code })).json()).toMatchObject({
      statusCode: 400,
      code: 'INVALID_RESET_CODE',
    });
    expect(
      (await post('/auth/reset/change-password', { username: account.email, code, password: 'Fresh-Start-2026' }))
        .statusCode,
    ).toBe(400);
  });

  it('spends the code after too many wrong guesses', async () => {
    const { account, code } = await accountWithCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < RESET_CODE_MAX_ATTEMPTS; i += 1) {
      expect((await post('/auth/reset', { username: account.email, code: wrong })).statusCode).toBe(400);
    }
    expect((await post('/auth/reset', { username: account.email, code })).statusCode).toBe(400);
  });

  it('cancels the older code when a new one is sent, and keeps the code when the new password is too weak', async () => {
    const { account, code: first } = await accountWithCode();
    await send(account.email);
    const second = await lastCode(account.email);
    if (first !== second)
      expect((await post('/auth/reset', { username: account.email, code: first })).statusCode).toBe(400);
    const weak = await post('/auth/reset/change-password', {
      username: account.email,
      code: second,
      password: 'password123',
    });
    expect(weak.json()).toMatchObject({ statusCode: 400, code: 'WEAK_PASSWORD' });
    expect((await post('/auth/reset', { username: account.email, code: second })).statusCode).toBe(200);
  });

  it('answers the same 400 for an unknown account, and 400 for a malformed code', async () => {
    expect((await post('/auth/reset', { username: 'ghost@parts.demo', code: '123456' })).json()).toMatchObject({
      code: 'INVALID_RESET_CODE',
    });
    expect((await post('/auth/reset', { username: 'ghost@parts.demo', code: '12ab' })).json()).toMatchObject({
      code: 'VALIDATION',
    });
  });
});

// hardening (issue 33): the outbox keeps no readable code, and none at all once the message is delivered
describe('the message outbox and its secrets', () => {
  const rowText = async (id: number) =>
    JSON.stringify(
      await em().getConnection().execute('select to_jsonb(m) as row from message_outbox m where id = ?', [id]),
    );

  it('keeps no reset code readable in the outbox: the body holds a placeholder, the code is sealed', async () => {
    const found = [];
    for (let i = 0; i < 10; i += 1) {
      const { account, code } = await accountWithCode();
      const message = await em().findOneOrFail(
        MessageOutbox,
        { recipient: account.email },
        { orderBy: { id: 'desc' } },
      );
      if ((await rowText(message.id)).includes(code)) found.push(code);
      expect(message.body).toContain('code is {{secret}}.');
      expect(message.secretSealed).toMatch(/^[\w-]{40,}$/);
    }
    expect({ codesReadableInTheOutbox: found.length }).toEqual({ codesReadableInTheOutbox: 0 });
  });

  it('deletes the sealed code once the message is delivered, by the worker or by anything that sets sent_at', async () => {
    const delivery = new OutboxDelivery(t.config.jwt.secret);
    const { account, code } = await accountWithCode();
    const fork = em();
    const message = await fork.findOneOrFail(MessageOutbox, { recipient: account.email }, { orderBy: { id: 'desc' } });
    expect(delivery.text(message)).toContain(code);
    await delivery.delivered(fork, message);
    const after = await em().findOneOrFail(MessageOutbox, message.id);
    expect(after.sentAt).toBeInstanceOf(Date);
    expect(after.secretSealed).toBeNull();
    expect(delivery.text(after)).toBeUndefined();
    // Delivery does not touch the code's own record: the code still resets the password (it was sent, after all).
    expect((await post('/auth/reset', { username: account.email, code })).statusCode).toBe(200);

    const other = await accountWithCode();
    await em()
      .getConnection()
      .execute(`update message_outbox set sent_at = now() where recipient = ?`, [other.account.email]);
    const marked = await em().findOneOrFail(
      MessageOutbox,
      { recipient: other.account.email },
      { orderBy: { id: 'desc' } },
    );
    expect(marked.secretSealed).toBeNull();
  });

  it('forgets an expired code that was never delivered when the next message is queued, and opens no code under another key', async () => {
    const { account } = await accountWithCode();
    const message = await em().findOneOrFail(MessageOutbox, { recipient: account.email }, { orderBy: { id: 'desc' } });
    expect(new OutboxDelivery('another installation secret of enough length').text(message)).toBeUndefined();
    await em().nativeUpdate(MessageOutbox, { id: message.id }, { secretExpiresAt: new Date(Date.now() - 1000) });
    await accountWithCode();
    expect((await em().findOneOrFail(MessageOutbox, message.id)).secretSealed).toBeNull();
  });
});
