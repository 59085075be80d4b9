import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../../../src/seeders/demo-accounts.ts';
import { bearer, login, startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';

let t: TestApp;
let admin: Record<string, string>;
let host: Server;
let baseUrl: string;

/** A build published the way `pnpm release` publishes it, needing `uiImports` of @shop/ui from the shell. */
function publish(version: string, uiImports: string[], at: string) {
  const folder = join(t.folder, 'mfe-catalog', version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify({ id: 'mfe_catalog', name: 'mfe_catalog' }));
  writeFileSync(
    join(folder, 'shop-remote.json'),
    JSON.stringify({
      name: 'mfe_catalog',
      version,
      paths: { storefront: [''] },
      shared: {
        '@shop/ui': { requiredVersion: false, imports: uiImports },
        react: { requiredVersion: '19.3.1', imports: ['useState'] },
      },
    }),
  );
  writeFileSync(
    join(t.folder, 'release-log.jsonl'),
    `${JSON.stringify({ at, remote: 'mfe-catalog', action: 'publish', version, from: null, by: 'ci-bot' })}\n`,
    { flag: 'a' },
  );
}

beforeAll(async () => {
  t = await startTestApp();
  admin = bearer(await login(t.app, demoAdmin));
  // The remote's static host: serves the published folders, like scripts/cdn-server.ts.
  host = createServer((request, response) => {
    try {
      response.end(readFileSync(join(t.folder, decodeURIComponent(request.url!.split('?')[0]!))));
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(host.address() as { port: number }).port}`;
  publish('1.0.0', ['Amount'], '2026-11-01T10:00:00.000Z');
  publish('1.1.0', ['Amount', 'formatMoney'], '2026-11-02T10:00:00.000Z');
  publish('2.0.0', ['Amount', 'NoSuchExport'], '2026-11-03T10:00:00.000Z');
  writeFileSync(
    t.config.remotesManifest,
    JSON.stringify({
      remotes: [
        {
          name: 'mfe_catalog',
          package: 'mfe-catalog',
          version: '1.1.0',
          entry: `${baseUrl}/mfe-catalog/1.1.0/mf-manifest.json`,
          baseUrl,
        },
      ],
    }),
  );
});
afterAll(async () => {
  host?.close();
  await t?.close();
});

const releases = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/backend/release', headers: admin })).json().data;
const release = (remote: string, version: string) =>
  t.app.inject({ method: 'PUT', url: `/api/backend/release/${remote}`, headers: admin, payload: { version } });
const liveVersion = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/frontend/remotes' })).json().data[0].version;

describe('release console API', () => {
  it('lists every remote with its live version, published versions (when, by whom) and whether its entry loads', async () => {
    const list = await releases();
    expect(list.map((r: { package: string }) => r.package)).toEqual([
      'mfe-catalog',
      'mfe-checkout',
      'mfe-account',
      'mfe-admin-orders',
      'mfe-admin-stock',
      'mfe-admin-system',
    ]);
    expect(list[0]).toMatchObject({ name: 'mfe_catalog', live: '1.1.0', entryLoads: true, entryProblem: null });
    expect(list[0].versions).toEqual([
      { version: '2.0.0', publishedAt: '2026-11-03T10:00:00.000Z', publishedBy: 'ci-bot', live: false },
      { version: '1.1.0', publishedAt: '2026-11-02T10:00:00.000Z', publishedBy: 'ci-bot', live: true },
      { version: '1.0.0', publishedAt: '2026-11-01T10:00:00.000Z', publishedBy: 'ci-bot', live: false },
    ]);
    expect(list[1]).toMatchObject({
      live: null,
      entryLoads: false,
      entryProblem: 'not in the remotes manifest',
      versions: [],
    });
  });

  it('rolls back and promotes again: the manifest the shell reads switches at once, logged and audited', async () => {
    const back = await release('mfe-catalog', '1.0.0');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toEqual({
      package: 'mfe-catalog',
      action: 'rollback',
      from: '1.1.0',
      version: '1.0.0',
      entry: `${baseUrl}/mfe-catalog/1.0.0/mf-manifest.json`,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/frontend/remotes' })).json().data[0].paths).toEqual({
      storefront: [''],
    });
    expect(await liveVersion()).toBe('1.0.0');

    const again = await release('mfe_catalog', '1.1.0');
    expect(again.json().data).toMatchObject({ action: 'promote', from: '1.0.0' });
    expect(await liveVersion()).toBe('1.1.0');

    const history = (await releases())[0].history;
    expect(history.slice(0, 2)).toMatchObject([
      { action: 'promote', version: '1.1.0', from: '1.0.0', by: demoAdmin.email },
      { action: 'rollback', version: '1.0.0', from: '1.1.0', by: demoAdmin.email },
    ]);
    const audit = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (
          await db.query(
            "select entity_id, action, changes, note, note_code, note_facts from audit_entry where entity = 'release' order by id",
          )
        ).rows,
    );
    expect(audit).toEqual([
      {
        entity_id: 1,
        action: 'update',
        changes: [{ field: 'version', from: '1.1.0', to: '1.0.0' }],
        note: null,
        note_code: 'RELEASE_MOVED',
        note_facts: { remote: 'mfe-catalog', move: 'rollback' },
      },
      {
        entity_id: 1,
        action: 'update',
        changes: [{ field: 'version', from: '1.0.0', to: '1.1.0' }],
        note: null,
        note_code: 'RELEASE_MOVED',
        note_facts: { remote: 'mfe-catalog', move: 'promote' },
      },
    ]);
  });

  it('answers 404 for a version never published or an unknown remote, and changes nothing', async () => {
    const never = await release('mfe-catalog', '9.9.9');
    expect(never.statusCode).toBe(404);
    expect(never.json().message).toMatch(/^mfe-catalog@9\.9\.9 was never published/);
    expect((await release('mfe-nothing', '1.0.0')).statusCode).toBe(404);
    expect(await liveVersion()).toBe('1.1.0');
  });

  it('refuses a build that needs a shared export the live shell lacks, naming package and export, before anything changes', async () => {
    const refused = await release('mfe-catalog', '2.0.0');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'RELEASE_REFUSED',
      message:
        'release refused: mfe-catalog needs the export NoSuchExport of @shop/ui, which the live shell does not provide',
      facts: {
        problems: 'mfe-catalog needs the export NoSuchExport of @shop/ui, which the live shell does not provide',
      },
    });
    expect(await liveVersion()).toBe('1.1.0');
    expect((await releases())[0].history[0]).toMatchObject({ version: '1.1.0' });
  });
});
