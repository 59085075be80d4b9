// Headers every answer carries, and request bodies keeping their JSON types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../../src/seeders/demo-accounts.ts';
import { bearer, login, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t?.close());

describe('security headers', () => {
  it('forbid framing the same way the page policy does (frame-ancestors none = DENY)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('send HSTS over HTTPS only', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('request bodies keep their JSON types', () => {
  it('refuse a number or a boolean where text is expected, instead of making a string of it', async () => {
    for (const username of [123, true]) {
      const response = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password: 'x' } });
      expect(response.statusCode, String(username)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringContaining('body/username must be string'),
      });
    }
    const token = await login(t.app, demoAdmin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/backend/location',
      headers: bearer(token),
      payload: { code: 'KH-99', name: 123, nameKh: 'ភ្នំពេញ', type: 'PROVINCE' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toContain('body/name must be string');
  });

  it('still read numbers in query strings and paths, which are always text', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/frontend/brand?size=2&page=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(2);
  });
});
