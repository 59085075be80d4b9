import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomer } from '../../src/seeders/demo-accounts.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

// Every log line of a request carries its id (`reqId`), also the lines our services write with the logger they
// were built with (the outbox's "message queued"), and the answer names the id in X-Request-Id.
interface LogLine {
  reqId?: string;
  msg: string;
}

const lines: LogLine[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
  });
});
afterAll(() => t?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function askResetCode(headers: Record<string, string> = {}) {
  const from = lines.length;
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/reset/send',
    headers,
    payload: { username: demoCustomer.email },
  });
  expect(response.statusCode).toBe(200);
  return { response, lines: lines.slice(from) };
}

describe('request ids', () => {
  it('keeps a well-formed incoming X-Request-Id, answers it, and puts it on every line of the request', async () => {
    const { response, lines: logged } = await askResetCode({ 'x-request-id': 'lb-7f3a:42.x_y' });
    expect(response.headers['x-request-id']).toBe('lb-7f3a:42.x_y');
    const messages = logged.map((line) => line.msg);
    expect(messages).toContain('incoming request');
    expect(messages).toContain('request completed');
    expect(messages.some((message) => message.startsWith('message queued'))).toBe(true);
    for (const line of logged) expect(line, line.msg).toMatchObject({ reqId: 'lb-7f3a:42.x_y' });
  });

  it('gives a new UUID to a request without one, different for each request', async () => {
    const first = await askResetCode();
    const second = await askResetCode();
    const ids = [first, second].map(({ response }) => response.headers['x-request-id'] as string);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    for (const [index, { lines: logged }] of [first, second].entries()) {
      expect(logged.some((line) => line.msg.startsWith('message queued'))).toBe(true);
      for (const line of logged) expect(line, line.msg).toMatchObject({ reqId: ids[index] });
    }
  });

  it.each([
    ['text with spaces', 'hello world'],
    ['markup', '<script>alert(1)</script>'],
    ['an overlong id', 'a'.repeat(129)],
    ['a leading dash', '-request'],
  ])('replaces %s with a new UUID', async (_name, given) => {
    const { response, lines: logged } = await askResetCode({ 'x-request-id': given });
    const id = response.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(JSON.stringify(logged)).not.toContain(given);
    for (const line of logged) expect(line.reqId).toBe(id);
  });
});
