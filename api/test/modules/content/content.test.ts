import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENUM_TYPE_NAMES } from '@shop/contracts';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { getJson, withDatabase } from '../../support/catalog.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('GET /api/frontend/configuration', () => {
  it('lists the public settings only, by key, and answers one by key', async () => {
    const { body } = await getJson(t.app, '/api/frontend/configuration');
    const keys = body.data.map((c: { key: string }) => c.key);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toContain('site.name');
    expect(keys).not.toContain('order.low-stock-alert');
    // Google sign-in is off here (no GOOGLE_CLIENT_ID): no client id, so the storefront shows no Google button.
    expect(keys).not.toContain('auth.google-client-id');
    expect((await getJson(t.app, '/api/frontend/configuration/auth.google-client-id')).status).toBe(404);
    expect((await getJson(t.app, '/api/frontend/configuration/site.name')).body.data).toMatchObject({
      key: 'site.name',
      value: 'Vehicle Parts Shop',
    });
    expect((await getJson(t.app, '/api/frontend/configuration/order.low-stock-alert')).status).toBe(404);
    expect((await getJson(t.app, '/api/frontend/configuration/nope')).body).toMatchObject({
      statusCode: 404,
      message: 'Configuration nope not found',
    });
    // Fastify refuses path parameters over 100 characters with 414 before any handler runs.
    expect((await getJson(t.app, `/api/frontend/configuration/${'k'.repeat(101)}`)).status).toBe(414);
    expect((await getJson(t.app, '/api/frontend/configuration/a.b*c')).status).toBe(400);
    expect((await getJson(t.app, '/api/frontend/configuration/a%20b')).status).toBe(400);
  });

  it('uses the KHR currency rate for KHR prices', async () => {
    await withDatabase(t.databaseUrl, (db) => db.query("update currency set rate = 4000 where code = 'KHR'"));
    const part = (await getJson(t.app, '/api/frontend/part/best-sellers?size=1')).body.data[0];
    const cents = Math.round(Number(part.price) * 100);
    expect(part.priceKhr).toBe(String(Math.round((cents * 4000) / 10000) * 100));
    await withDatabase(t.databaseUrl, (db) => db.query("update currency set rate = 4100 where code = 'KHR'"));
  });
});

describe('GET /api/frontend/translation', () => {
  it('answers the strings admins changed for a locale and namespace, and nothing else', async () => {
    await withDatabase(t.databaseUrl, (db) =>
      db.query(`insert into translation (language, namespace, key, value, is_correct, created_at, updated_at) values
        ('kh', 'common', 'Home', 'ទំព័រដើម', true, now(), now()), ('en', 'common', 'Home', 'Start', false, now(), now()),
        ('kh', 'admin', 'Home', 'x', true, now(), now())`),
    );
    expect((await getJson(t.app, '/api/frontend/translation?lang=kh&namespace=common')).body).toEqual({
      data: { messages: { Home: 'ទំព័រដើម' } },
    });
    expect((await getJson(t.app, '/api/frontend/translation?lang=en')).body).toEqual({
      data: { messages: { Home: 'Start' } },
    });
    expect((await getJson(t.app, '/api/frontend/translation?lang=en&namespace=other')).body).toEqual({
      data: { messages: {} },
    });
  });

  it.each(['', '?lang=fr', '?lang=kh&namespace=../x', `?lang=kh&namespace=${'n'.repeat(51)}`])(
    'answers 400 for %s',
    async (query) => {
      expect((await getJson(t.app, `/api/frontend/translation${query}`)).status).toBe(400);
    },
  );
});

describe('GET /api/other/enum_type', () => {
  it('answers all thirteen types with their values, or one type', async () => {
    const all = (await getJson(t.app, '/api/other/enum_type')).body.data;
    expect(all.map((e: { type: string }) => e.type)).toEqual(ENUM_TYPE_NAMES);
    expect(all).toHaveLength(13);
    expect(all.every((e: { values: string[] }) => e.values.length > 0)).toBe(true);
    const positions = (await getJson(t.app, '/api/other/enum_type?type=POSITION_TYPE')).body.data;
    expect(positions).toEqual([
      {
        type: 'POSITION_TYPE',
        values: expect.arrayContaining(['Main', 'Front Left - Driver Side', 'Left Side Sliding Door']),
      },
    ]);
    expect(positions[0].values).toHaveLength(15);
    expect((await getJson(t.app, '/api/other/enum_type?type=SHIPPING_OPTIONS')).body.data[0].values).toEqual([
      'Ground Way',
      'Rail Way',
      'Water Way',
      'Air Way',
    ]);
    expect((await getJson(t.app, '/api/other/enum_type?type=NOPE')).status).toBe(400);
  });
});

describe('GET /files/:id (a public picture by its key)', () => {
  it('serves a category image as SVG, cacheable, with a policy that stops scripts', async () => {
    const category = (await getJson(t.app, '/api/frontend/category?size=1')).body.data[0];
    const response = await t.app.inject({ method: 'GET', url: category.image });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toMatch(/^<svg /);
    // A wordless picture: the name is the page's HTML beside it (test/seeders/wordless-images.test.ts).
    expect(response.body).not.toContain(category.name);
    const etag = `"${createHash('sha256').update(response.rawPayload).digest('hex')}"`;
    expect(response.headers.etag).toBe(etag);
    const again = await t.app.inject({ method: 'GET', url: category.image, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown key, and for a counting id, whatever file it once named', async () => {
    const category = (await getJson(t.app, '/api/frontend/category?size=1')).body.data[0];
    expect(category.image).toMatch(/^\/files\/[0-9a-f]{32}$/);
    for (const address of ['/files/1', '/files/999999', '/files/abc', `/files/${'0'.repeat(32)}`]) {
      expect((await getJson(t.app, address)).body).toMatchObject({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'File not found',
      });
    }
  });
});
