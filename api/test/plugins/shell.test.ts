import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { remoteOrigins, shellContentSecurityPolicy } from '../../src/lib/content-security-policy.ts';
import { API_DOCS_CSP } from '../../src/lib/security-headers.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let dist: string;
const html = { accept: 'text/html,application/xhtml+xml' };

// A stand-in for the built shell: index.html, a content-hashed bundle and an unhashed file.
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
  mkdirSync(join(dist, 'static'));
  writeFileSync(join(dist, 'static', 'main.3f2a9c1b.js'), 'console.log("shell")');
  // What the production build writes beside a text file (shared/federation/build/rspack-config.mjs).
  writeFileSync(join(dist, 'static', 'main.3f2a9c1b.js.br'), brotliCompressSync('console.log("shell")'));
  writeFileSync(join(dist, 'static', 'main.3f2a9c1b.js.gz'), gzipSync('console.log("shell")'));
  writeFileSync(join(dist, 'favicon.ico'), 'icon');
  t = await startTestApp({ env: { SHELL_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the shell (SHELL_DIST)', () => {
  it('serves the files compressed at build time: brotli when accepted, else gzip, else as they are', async () => {
    const url = '/static/main.3f2a9c1b.js';
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("shell")');
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("shell")');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("shell")');
  });

  it('answers index.html at / without caching it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html for client-side routes', async () => {
    for (const url of ['/en', '/kh/filter?year=2020&brand=1', '/en/admin/orders', '/en/part/90915-YZZD4']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and other files with revalidation', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/static/main.3f2a9c1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps API answers JSON: unknown API paths and missing files are 404s, not the app', async () => {
    for (const url of ['/api/frontend/nothing', '/auth/nothing', '/health/deep', '/static/missing.js']) {
      const response = await t.app.inject({ method: 'GET', url, headers: url.startsWith('/static') ? {} : html });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
      data: { status: 'ok', database: 'up' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).json()).toHaveProperty('openapi');
  });

  it("gives the page a Content-Security-Policy that allows this origin and the released remotes' origins only", async () => {
    const entry = (name: string, origin: string) => ({
      name: name.replace('-', '_'),
      package: name,
      entry: `${origin}/${name}/1.0.0/mf-manifest.json`,
      version: '1.0.0',
    });
    writeFileSync(
      t.config.remotesManifest,
      JSON.stringify({
        remotes: [entry('mfe-catalog', 'http://127.0.0.1:3101'), entry('mfe-checkout', 'https://cdn.example.com')],
      }),
    );
    const policy = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: html })).headers['content-security-policy'] as string;
    const first = await policy('/en/cart');
    const scripts = first.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scripts).toBe("script-src 'self' http://127.0.0.1:3101 https://cdn.example.com");
    expect(first).toContain("connect-src 'self' http://127.0.0.1:3101 https://cdn.example.com");
    expect(first).toContain("object-src 'none'");
    expect(first).toContain("frame-ancestors 'none'");
    expect(await policy('/')).toBe(first);

    // A release to another address: the next page answer allows it, and no longer the old one.
    writeFileSync(
      t.config.remotesManifest,
      JSON.stringify({ remotes: [entry('mfe-catalog', 'http://127.0.0.1:3201')] }),
    );
    const second = await policy('/kh');
    expect(second).toContain("script-src 'self' http://127.0.0.1:3201;");
    expect(second).not.toContain('cdn.example.com');

    // Not on the API's JSON; Swagger UI has its own (test/plugins/security-headers.test.ts).
    expect((await t.app.inject({ method: 'GET', url: '/health' })).headers['content-security-policy']).toBeUndefined();
    const docs = await t.app.inject({ method: 'GET', url: '/docs/', headers: html });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toBe(API_DOCS_CSP);
  });

  it('lets the Google and Telegram sign-in buttons load only when their sign-in is on', () => {
    const directives = (policy: string) =>
      Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.slice(d.indexOf(' ') + 1)]));
    const off = directives(shellContentSecurityPolicy({ remoteEntries: [], telegram: false, google: false }));
    expect(off['script-src']).toBe("'self'");
    expect(off['frame-src']).toBe("'none'");
    const on = directives(shellContentSecurityPolicy({ remoteEntries: [], telegram: true, google: true }));
    expect(on['script-src']).toBe("'self' https://telegram.org https://accounts.google.com/gsi/client");
    expect(on['frame-src']).toBe('https://oauth.telegram.org https://accounts.google.com/gsi/');
    expect(on['style-src']).toBe("'self' 'unsafe-inline' https://accounts.google.com/gsi/style");
    expect(on['connect-src']).toBe("'self' https://accounts.google.com/gsi/");
  });

  it('takes only http(s) origins of absolute entries into the policy', () => {
    expect(
      remoteOrigins([
        '/remotes/mfe-catalog/mf-manifest.json',
        'javascript:alert(1)',
        'data:text/javascript,1',
        'https://a.example/x.json',
        'https://a.example/y.json',
      ]),
    ).toEqual(['https://a.example']);
  });

  it('does not answer the app to other methods', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/en/filter', headers: html });
    expect(response.statusCode).toBe(404);
  });
});
