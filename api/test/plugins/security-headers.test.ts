// The security headers of everything the shop serves come from one builder (src/lib/security-headers.ts): the API's
// answers, Swagger UI at /docs (with a policy it still works under) and a remote's static host, as `npm start` and
// the e2e composition run it (scripts/cdn-server.ts). Issue 33: the static hosts sent none, /docs had no policy.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { API_DOCS_CSP, SECURITY_HEADERS, STATIC_FILES_CSP } from '../../src/lib/security-headers.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { freePort } from '../support/free-port.ts';

/** The security headers an answer lacks or sends otherwise (none: it has them all). */
const missing = (headers: Record<string, unknown>, policy: string) =>
  Object.entries({ ...SECURITY_HEADERS, 'content-security-policy': policy })
    .filter(([name, value]) => headers[name] !== value)
    .map(([name]) => name);

describe("a remote's static host", () => {
  let cdn: string;
  let host: ChildProcess;
  let origin: string;
  beforeAll(async () => {
    cdn = mkdtempSync(join(tmpdir(), 'cdn-headers-'));
    mkdirSync(join(cdn, 'mfe-catalog', '1.0.0'), { recursive: true });
    writeFileSync(join(cdn, 'mfe-catalog', '1.0.0', 'remoteEntry.js'), 'export const ok = 1;\n');
    writeFileSync(
      join(cdn, 'mfe-catalog', '1.0.0', 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const port = await freePort();
    host = spawn(process.execPath, [join(repoRoot, 'scripts', 'cdn-server.ts'), 'mfe-catalog', String(port), cdn], {
      env: { ...process.env, HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      host.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('static host on') && resolve());
      host.once('exit', (code) => reject(new Error(`the static host exited (${code})`)));
    });
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(() => {
    host?.kill('SIGTERM');
    rmSync(cdn, { recursive: true, force: true });
  });

  it("sends the shop's security headers and a policy that runs nothing on every answer, found or not", async () => {
    const answers = await Promise.all(
      ['/mfe-catalog/1.0.0/remoteEntry.js', '/mfe-catalog/1.0.0/logo.svg', '/mfe-catalog/9.9.9/nothing.js'].map(
        (path) => fetch(`${origin}${path}`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404]);
    expect(answers.map((answer) => missing(Object.fromEntries(answer.headers), STATIC_FILES_CSP))).toEqual([
      [],
      [],
      [],
    ]);
    // Still a CDN for the shell on another origin: scripts load cross-origin, cached for a year.
    expect(answers[0]!.headers.get('access-control-allow-origin')).toBe('*');
    expect(answers[0]!.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(answers[0]!.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });
});

describe('the API and Swagger UI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('gives every answer the same headers as the static hosts', async () => {
    for (const url of ['/health', '/api/frontend/brand', '/no-such-route']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(
        Object.entries(SECURITY_HEADERS).filter(([name, value]) => answer.headers[name] !== value),
        url,
      ).toEqual([]);
    }
  });

  it('serves /docs under a Content-Security-Policy its page works with: own scripts and styles only, no inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(missing(page.headers, API_DOCS_CSP)).toEqual([]);
    // What the policy allows the page is what it uses: every script is a file of this origin, none inline, no handler attributes.
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter(([, attributes, body]) => !/\bsrc="\.\/static\//.test(attributes!) || body!.trim() !== ''),
    ).toEqual([]);
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
    const files = [...page.body.matchAll(/(?:src|href)="\.\/(static\/[^"]+)"/g)].map((match) => match[1]!);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const answer = await t.app.inject({ method: 'GET', url: `/docs/${file}` });
      expect(answer.statusCode, file).toBe(200);
    }
    const initializer = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).json().openapi).toBe('3.1.0');
  });
});
