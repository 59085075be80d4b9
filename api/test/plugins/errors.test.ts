import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    extend: (app) => {
      app.get('/test/crash', { config: { access: 'public' } }, async () => {
        throw new Error('connection to postgres://admin:hunter2@db.internal failed at /srv/app/secret.ts:42');
      });
      app.get('/test/database-crash', { config: { access: 'public' } }, async () => {
        await app.orm.em.getConnection().execute('select * from table_that_does_not_exist');
        return 'unreachable';
      });
    },
  });
});
afterAll(() => t?.close());

describe('error answers', () => {
  it('5xx never leak internals', async () => {
    for (const url of ['/test/crash', '/test/database-crash']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Internal server error' });
      expect(response.body).not.toMatch(/hunter2|secret|table_that_does_not_exist|stack/);
    }
  });

  it('an unknown route answers 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Route GET /api/nothing-here not found',
    });
  });

  it('a body over the limit answers 413, a wrong content type 415', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'x' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });

    const xml = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('unknown body properties are stripped, not rejected', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'admin@parts.demo', password: 'Admin-1234', type: 'SUPER_ADMIN', isAdmin: true },
    });
    expect(response.statusCode).toBe(200);
  });

  it('sends security headers and allows cross-origin calls', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://127.0.0.1:3101' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3101');
  });
});
