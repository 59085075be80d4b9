// The shell's page starts without a chain of requests: it carries the live remotes manifest and preloads the files of
// the remote serving its address (read from that remote's real mf-manifest.json on its own static host), and follows
// a release of one remote at once.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
let dist: string;
let host: Server;
let hostOrigin: string;
const html = { accept: 'text/html,application/xhtml+xml' };

// What a remote's build publishes beside remoteEntry.js (the parts the shell loads first).
const mfManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './routes',
      assets: {
        js: { sync: ['12.abcdef0123.js'], async: ['99.abcdef0123.js'] },
        css: { sync: ['12.abcdef0123.css'], async: [] },
      },
    },
  ],
};

beforeAll(async () => {
  // The remote's static host: only released versions answer.
  host = createServer((request, response) => {
    if (request.url?.endsWith('/mf-manifest.json') && !request.url.includes('/missing/')) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(mfManifest));
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const font of [
    'manrope-latin-400-normal.0123456789.woff2',
    'manrope-latin-700-normal.1123456789.woff2',
    'noto-sans-khmer-khmer-400-normal.2123456789.woff2',
    'noto-sans-khmer-khmer-700-normal.3123456789.woff2',
    'riel-sign-400.4123456789.woff2',
    'riel-sign-700.5123456789.woff2',
  ]) {
    writeFileSync(join(dist, 'assets', font), 'font');
  }
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>shop</title></head><body><div id="root"></div></body></html>',
  );
  t = await startTestApp({ env: { SHELL_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  host?.close();
  rmSync(dist, { recursive: true, force: true });
});

const release = (catalogVersion: string) => ({
  remotes: [
    {
      name: 'mfe_catalog',
      package: 'mfe-catalog',
      version: catalogVersion,
      entry: `${hostOrigin}/mfe-catalog/${catalogVersion}/mf-manifest.json`,
      paths: { storefront: ['', 'filter', 'part'] },
    },
    {
      name: 'mfe_checkout',
      package: 'mfe-checkout',
      version: '1.0.0',
      entry: `${hostOrigin}/mfe-checkout/1.0.0/mf-manifest.json`,
      paths: { storefront: ['cart'] },
    },
    {
      name: 'mfe_admin_system',
      package: 'mfe-admin-system',
      version: '1.0.0',
      entry: `${hostOrigin}/mfe-admin-system/1.0.0/mf-manifest.json`,
      paths: { admin: [''] },
    },
  ],
});

const page = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: html })).body;
const inlined = (body: string) =>
  JSON.parse(
    /<script type="application\/json" id="shop-remotes">([^<]*)<\/script>/.exec(body)?.[1] ?? 'null',
  ) as unknown;
const preloads = (body: string) =>
  [...body.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)]
    .map(([, href, as]) => `${as} ${href}`)
    .filter((tag) => !tag.startsWith('font '));
const fonts = (body: string) =>
  [...body.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin="anonymous"/g)].map(
    ([, href]) => href,
  );

describe('the shell page starts its first remote at once', () => {
  it("inlines the live manifest and preloads the serving remote's mf-manifest, entry and routes files", async () => {
    writeFileSync(t.config.remotesManifest, JSON.stringify(release('1.0.0')));
    const body = await page('/en/filter?year=1&brand=2&model=3');
    expect(inlined(body)).toEqual(release('1.0.0').remotes);
    const base = `${hostOrigin}/mfe-catalog/1.0.0`;
    expect(preloads(body)).toEqual([
      `fetch ${base}/mf-manifest.json`,
      `script ${base}/remoteEntry.js`,
      `script ${base}/12.abcdef0123.js`,
      `style ${base}/12.abcdef0123.css`,
    ]);
    // Right after the charset, before anything else in the head; the lazy page chunks are not preloaded.
    expect(body.indexOf('id="shop-remotes"')).toBeLessThan(body.indexOf('<title>'));
    expect(body).not.toContain('99.abcdef0123.js');
    expect(preloads(await page('/kh/cart'))[0]).toBe(`fetch ${hostOrigin}/mfe-checkout/1.0.0/mf-manifest.json`);
  });

  it("preloads the first fonts the page draws, headings then body, then the prices' riel sign: Manrope's Latin in English, Noto Sans Khmer in Khmer", async () => {
    writeFileSync(t.config.remotesManifest, JSON.stringify(release('1.0.0')));
    // The regular face: prices draw their riel figures at the regular weight (not the bold one, also built).
    const rielSign = '/assets/riel-sign-400.4123456789.woff2';
    const english = [
      '/assets/manrope-latin-700-normal.1123456789.woff2',
      '/assets/manrope-latin-400-normal.0123456789.woff2',
      rielSign,
    ];
    expect(fonts(await page('/en/filter?year=1'))).toEqual(english);
    expect(fonts(await page('/kh?q=1'))).toEqual([
      '/assets/noto-sans-khmer-khmer-700-normal.3123456789.woff2',
      '/assets/noto-sans-khmer-khmer-400-normal.2123456789.woff2',
      rielSign,
    ]);
    expect(fonts(await page('/en/admin'))).toEqual(english);
  });

  it('preloads no back-office remote (the guard decides whether one loads) and nothing for unknown addresses', async () => {
    writeFileSync(t.config.remotesManifest, JSON.stringify(release('1.0.0')));
    for (const url of ['/en/admin', '/en/admin/orders', '/en/nowhere', '/xx/filter']) {
      const body = await page(url);
      expect(preloads(body), url).toEqual([]);
      expect(inlined(body), url).toEqual(release('1.0.0').remotes);
    }
  });

  it('follows a release of one remote on the next page, and keeps the page when its host has no mf-manifest', async () => {
    writeFileSync(t.config.remotesManifest, JSON.stringify(release('1.0.0')));
    await page('/en');
    writeFileSync(t.config.remotesManifest, JSON.stringify(release('missing')));
    const body = await page('/en');
    expect(inlined(body)).toEqual(release('missing').remotes);
    // The mf-manifest itself is still preloaded (the shell fetches it anyway and shows the remote's Retry).
    expect(preloads(body)).toEqual([`fetch ${hostOrigin}/mfe-catalog/missing/mf-manifest.json`]);
  });

  it('keeps the Content-Security-Policy: the inlined manifest is data, not script', async () => {
    writeFileSync(t.config.remotesManifest, JSON.stringify(release('1.0.0')));
    const response = await t.app.inject({ method: 'GET', url: '/en', headers: html });
    const policy = response.headers['content-security-policy'] as string;
    expect(policy).toContain(`script-src 'self' ${hostOrigin}`);
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe-inline');
  });
});
