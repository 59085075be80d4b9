// The API reads the serving remote release's first-view.json from the remote's own host, once per release, and a
// release without a usable one costs its pages the first view only, logged once.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VIEW_FORMAT, FIRST_VIEW_FRAME_FILE, FIRST_VIEW_FRAME_FORMAT } from '@shop/contracts/first-view.ts';
import { RemotesManifestReader } from '../../../src/modules/platform/remotes-manifest.ts';
import { FirstViewTemplates, ShellFirstViewFrame } from '../../../src/modules/seo/first-view-template.ts';

let host: Server;
let hostOrigin: string;
let folder: string;
const asked: string[] = [];
const template = {
  format: FIRST_VIEW_FORMAT,
  remote: 'mfe_catalog',
  version: '1.0.0',
  styles: { home: 'h1{margin:0}' },
  pages: { en: { home: '<h1>Home</h1>' }, kh: {} },
};
const files: Record<string, string> = {
  '/mfe-catalog/1.0.0/first-view.json': JSON.stringify(template),
  '/mfe-catalog/bad/first-view.json': '{"format":',
};

beforeAll(async () => {
  host = createServer((request, response) => {
    asked.push(request.url ?? '');
    const body = files[request.url ?? ''];
    response.statusCode = body === undefined ? 404 : 200;
    response.end(body);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  folder = mkdtempSync(join(tmpdir(), 'first-view-template-'));
});
afterAll(() => {
  host?.close();
  rmSync(folder, { recursive: true, force: true });
});

function release(version: string, options: { retryAfterMs?: number } = {}): FirstViewTemplates {
  const file = join(folder, `remotes-${version}.json`);
  const entry = `${hostOrigin}/mfe-catalog/${version}/mf-manifest.json`;
  writeFileSync(
    file,
    JSON.stringify({
      remotes: [{ name: 'mfe_catalog', package: 'mfe-catalog', version, entry, paths: { storefront: ['', 'part'] } }],
    }),
  );
  return new FirstViewTemplates(new RemotesManifestReader(file), options);
}

const recordingLog = () => {
  const lines: string[] = [];
  return { lines, warn: (_details: object, message: string) => void lines.push(message) };
};

describe("the serving release's first-view template", () => {
  it('is read from the remote host beside its mf-manifest.json, once per release', async () => {
    const templates = release('1.0.0');
    const log = recordingLog();
    expect(await templates.forPath('/en', log)).toEqual(template);
    expect(await templates.forPath('/kh/part/1', log)).toEqual(template);
    expect(asked.filter((url) => url === '/mfe-catalog/1.0.0/first-view.json')).toHaveLength(1);
    expect(await templates.forPath('/en/cart', log), 'an address no remote of the manifest serves').toBeUndefined();
    expect(log.lines).toEqual([]);
  });

  it('is none, logged once, when the release has no file or a malformed one, and asked for again a while later', async () => {
    for (const version of ['missing', 'bad']) {
      // Asked again at once here (30 s in the app), so the host is asked each time but the log says it once.
      const templates = release(version, { retryAfterMs: 0 });
      const log = recordingLog();
      for (let i = 0; i < 3; i += 1) {
        expect(await templates.forPath('/en', log), version).toBeUndefined();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(
        asked.filter((url) => url === `/mfe-catalog/${version}/first-view.json`),
        version,
      ).toHaveLength(3);
      expect(log.lines, version).toHaveLength(1);
    }
  });
});

describe("the shell's first-view frame", () => {
  const frame = {
    format: FIRST_VIEW_FRAME_FORMAT,
    version: '1.0.0',
    style: 'header{height:4rem}',
    frames: { en: '<header>Shop</header><main>{{page}}</main>', kh: '<header>ហាង</header><main>{{page}}</main>' },
  };

  it("is read from the shell's build, again when a build replaced it; none, logged once, while it is missing or unusable", async () => {
    const dist = join(folder, 'shell-dist');
    mkdirSync(dist);
    const file = join(dist, FIRST_VIEW_FRAME_FILE);
    const frames = new ShellFirstViewFrame(dist);
    const log = recordingLog();
    expect(await frames.frame(log)).toBeUndefined();
    expect(await frames.frame(log)).toBeUndefined();
    expect(log.lines).toHaveLength(1);

    writeFileSync(file, JSON.stringify(frame));
    expect(await frames.frame(log)).toEqual(frame);
    writeFileSync(file, '{"format":');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(await frames.frame(log)).toBeUndefined();
    expect(await frames.frame(log)).toBeUndefined();
    expect(log.lines).toHaveLength(2);

    writeFileSync(file, JSON.stringify({ ...frame, version: '1.1.0' }));
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect((await frames.frame(log))?.version).toBe('1.1.0');
  });
});
