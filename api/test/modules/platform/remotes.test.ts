import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const entry = (pkg: string, version: string) => ({
  name: pkg.replaceAll('-', '_'),
  package: pkg,
  version,
  entry: `http://127.0.0.1:3101/${pkg}/${version}/mf-manifest.json`,
});
const remotes = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/frontend/remotes' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.json();
};
/** Written the way a release writes it: a temporary file renamed over the manifest. */
const release = (manifest: unknown) => {
  const file = t.config.remotesManifest;
  writeFileSync(`${file}.tmp`, JSON.stringify(manifest));
  renameSync(`${file}.tmp`, file);
};

describe('GET /api/frontend/remotes', () => {
  it('answers an empty list while there is no manifest', async () => {
    rmSync(t.config.remotesManifest, { force: true });
    expect(await remotes()).toEqual({ data: [] });
  });

  it('answers the manifest, and a rewritten manifest at once, without a restart', async () => {
    release({
      remotes: [entry('mfe-catalog', '0.1.0'), { ...entry('mfe-account', '0.1.0'), baseUrl: 'http://127.0.0.1:3103' }],
    });
    expect(await remotes()).toEqual({
      data: [entry('mfe-catalog', '0.1.0'), { ...entry('mfe-account', '0.1.0'), baseUrl: 'http://127.0.0.1:3103' }],
    });

    // A release carries the paths it serves, so the shell learns new pages without a rebuild.
    const withPaths = { ...entry('mfe-catalog', '0.2.0'), paths: { storefront: ['', 'deals'] } };
    release({ remotes: [withPaths, entry('mfe-account', '0.1.0')] });
    expect((await remotes()).data[0]).toEqual(withPaths);

    // Rewritten in place, same length: still noticed.
    writeFileSync(
      t.config.remotesManifest,
      JSON.stringify({ remotes: [entry('mfe-catalog', '0.3.0'), entry('mfe-account', '0.1.0')] }),
    );
    expect((await remotes()).data[0].version).toBe('0.3.0');
  });

  it('keeps serving the last good list when a rewrite is broken', async () => {
    release({ remotes: [entry('mfe-catalog', '0.4.0')] });
    expect((await remotes()).data).toEqual([entry('mfe-catalog', '0.4.0')]);
    writeFileSync(t.config.remotesManifest, '{"remotes": [');
    expect((await remotes()).data).toEqual([entry('mfe-catalog', '0.4.0')]);
    release({ remotes: [{ name: 'mfe_catalog' }] });
    expect((await remotes()).data).toEqual([entry('mfe-catalog', '0.4.0')]);
  });
});
