// The real process entry (`node src/server.ts`): configuration refusal, and the embedded PostgreSQL's
// whole life: first start, clean stop on SIGINT, recovery after the API was killed with SIGKILL.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { repoRoot } from '../src/config.ts';
import { embeddedPostgresUrl, startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { freePort } from './support/free-port.ts';
import { startServerProcess } from './support/server-process.ts';

const apiDir = join(repoRoot, 'api');

// A first start initialises a cluster, migrates and seeds the demo shop: over 30 s on two loaded cores.
const STARTUP_LIMIT_MS = 90_000;
const startServer = (env: Record<string, string>) => startServerProcess(env, STARTUP_LIMIT_MS);

/** PostgreSQL server processes using a data folder (the postmaster's command line names it). */
function postgresUsing(dataDir: string): string[] {
  const { stdout } = spawnSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return stdout.split('\n').filter((line) => line.includes(`-D ${dataDir} `));
}

/** The embedded cluster's port for the first-start tests, free when the file starts. */
const embeddedPgPort = await freePort();

describe('node src/server.ts', () => {
  it('refuses to start in production with the default JWT secret, saying why', () => {
    const result = spawnSync(process.execPath, ['src/server.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Configuration error: JWT_SECRET must be set/);
  });

  describe.skipIf(Boolean(process.env.DATABASE_URL))('with the embedded PostgreSQL', () => {
    const dataRoot = join(repoRoot, '.data', `test-server-${randomBytes(4).toString('hex')}`);
    // Where the server says the cluster is: `dataRoot/postgres`, or its place under EMBEDDED_PG_HOME when this
    // checkout is one the postgres user cannot enter (run as root from /root).
    let clusterDir = join(dataRoot, 'postgres');
    const env = {
      DATA_DIR: dataRoot,
      EMBEDDED_PG_PORT: String(embeddedPgPort),
      SEED_DEMO: 'true',
    };
    afterAll(() => {
      for (const line of postgresUsing(clusterDir)) process.kill(Number.parseInt(line, 10), 'SIGKILL');
      rmSync(dataRoot, { recursive: true, force: true });
      if (!clusterDir.startsWith(dataRoot)) rmSync(dirname(clusterDir), { recursive: true, force: true });
    });

    it(
      'initialises, migrates and seeds on first start, and stops PostgreSQL on SIGINT',
      async () => {
        const server = await startServer(env);
        clusterDir = /embedded PostgreSQL listening on \S+ \(data ([^)]+)\)/.exec(server.output())?.[1] ?? clusterDir;
        const health = await fetch(`${server.url}/health`);
        expect(await health.json()).toEqual({ data: { status: 'ok', database: 'up' } });
        const brands = (await (await fetch(`${server.url}/api/frontend/brand?size=1`)).json()) as {
          pagination: { totalCount: number };
        };
        expect(brands.pagination.totalCount).toBe(10);
        expect(postgresUsing(clusterDir)).toHaveLength(1);

        server.child.kill('SIGINT');
        expect(await server.exit).toBe(0);
        expect(postgresUsing(clusterDir)).toEqual([]);
      },
      STARTUP_LIMIT_MS + 30_000,
    );

    it(
      'recovers the database left running by a killed API, and a stale lock file',
      async () => {
        const killed = await startServer(env);
        killed.child.kill('SIGKILL');
        await killed.exit;
        expect(postgresUsing(clusterDir)).toHaveLength(1);

        const recovered = await startServer(env);
        expect(recovered.output()).toContain('stopping orphaned embedded PostgreSQL');
        expect((await fetch(`${recovered.url}/health`)).status).toBe(200);
        recovered.child.kill('SIGTERM');
        expect(await recovered.exit).toBe(0);
        expect(postgresUsing(clusterDir)).toEqual([]);

        writeFileSync(join(clusterDir, 'postmaster.pid'), `${2 ** 22 - 7}\n${clusterDir}\n`);
        const restarted = await startServer(env);
        expect(restarted.output()).toContain('removing stale PostgreSQL lock');
        expect((await fetch(`${restarted.url}/health`)).status).toBe(200);
        restarted.child.kill('SIGTERM');
        expect(await restarted.exit).toBe(0);
      },
      3 * STARTUP_LIMIT_MS,
    );
  });

  // hardening (issue 33): the superuser password is this installation's own, never the repository's postgres/postgres
  describe.skipIf(Boolean(process.env.DATABASE_URL))("the embedded PostgreSQL's password", () => {
    const root = join(repoRoot, '.data', `test-pg-password-${randomBytes(4).toString('hex')}`);
    const servers: EmbeddedPostgres[] = [];
    afterAll(async () => {
      for (const server of servers) await server.stop();
      rmSync(root, { recursive: true, force: true });
    });
    /** Whether `password` signs in as the superuser on `port` (a wrong one is PostgreSQL's 28P01). */
    const signsIn = async (port: number, password: string) => {
      const client = new pg.Client({ connectionString: embeddedPostgresUrl(port, 'postgres', password) });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.end();
        return true;
      } catch (error) {
        if ((error as { code?: string }).code === '28P01') return false;
        throw error;
      }
    };

    it("is the cluster's own, kept owner-only beside it, and postgres/postgres is refused", async () => {
      const port = await freePort();
      const dataDir = join(root, 'fresh');
      const server = await startEmbeddedPostgres({ dataDir, port, database: 'shop' });
      servers.push(server);
      const password = readFileSync(`${dataDir}-password`, 'utf8').trim();
      expect(password.length).toBeGreaterThanOrEqual(32);
      expect(statSync(`${dataDir}-password`).mode & 0o777).toBe(0o600);
      expect(decodeURIComponent(new URL(server.url).password)).toBe(password);
      expect({ legacy: await signsIn(port, 'postgres'), own: await signsIn(port, password) }).toEqual({
        legacy: false,
        own: true,
      });
    });

    it('replaces the old fixed password of a cluster made before, keeping its data', async () => {
      const port = await freePort();
      const dataDir = join(root, 'old');
      // A cluster as older versions left it: password "postgres", no password file.
      const first = await startEmbeddedPostgres({ dataDir, port, database: 'shop' });
      const client = new pg.Client({ connectionString: first.url });
      await client.connect();
      await client.query(`create table kept (note text); insert into kept values ('still here')`);
      await client.query(`alter role postgres password 'postgres'`);
      await client.end();
      await first.stop();
      rmSync(`${dataDir}-password`);

      const lines: string[] = [];
      const log = {
        info: (line: string) => lines.push(line),
        warn: (line: string) => lines.push(line),
        debug: () => {},
      };
      const second = await startEmbeddedPostgres({ dataDir, port, database: 'shop', log });
      servers.push(second);
      expect(lines.join('\n')).toContain("it now has this installation's own");
      expect(lines.join('\n')).not.toContain('initialising');
      const password = readFileSync(`${dataDir}-password`, 'utf8').trim();
      expect({ legacy: await signsIn(port, 'postgres'), own: await signsIn(port, password) }).toEqual({
        legacy: false,
        own: true,
      });
      const reader = new pg.Client({ connectionString: second.url });
      await reader.connect();
      expect((await reader.query('select note from kept')).rows).toEqual([{ note: 'still here' }]);
      await reader.end();
    });
  });

  const asRoot = process.getuid?.() === 0 && !process.env.DATABASE_URL;
  describe.skipIf(!asRoot)(
    'as root, with the data folder where the postgres user cannot enter (a clone under /root)',
    () => {
      const locked = mkdtempSync(join(tmpdir(), 'shop-locked-')); // mode 0700, owned by root
      const home = mkdtempSync(join(tmpdir(), 'shop-pg-home-'));
      afterAll(() => {
        for (const line of postgresUsing(home)) process.kill(Number.parseInt(line, 10), 'SIGKILL');
        rmSync(locked, { recursive: true, force: true });
        rmSync(home, { recursive: true, force: true });
      });

      it('keeps the cluster under EMBEDDED_PG_HOME, owned by postgres, and finds it again on the next start', async () => {
        expect(statSync(locked).mode & 0o777).toBe(0o700);
        const env = {
          DATA_DIR: join(locked, 'data'),
          EMBEDDED_PG_HOME: home,
          EMBEDDED_PG_PORT: String(await freePort()),
          SEED_DEMO: 'true',
        };
        const first = await startServer(env);
        expect(first.output()).toMatch(/cannot enter .*; the cluster for it lives in /);
        expect((await fetch(`${first.url}/health`)).status).toBe(200);
        first.child.kill('SIGTERM');
        expect(await first.exit).toBe(0);

        const [cluster] = readdirSync(join(home, 'clusters'));
        expect(readFileSync(join(home, 'clusters', cluster!, 'source'), 'utf8')).toBe(
          `${join(locked, 'data', 'postgres')}\n`,
        );
        const data = statSync(join(home, 'clusters', cluster!, 'data'));
        expect(data.uid).not.toBe(0);
        expect(data.mode & 0o777).toBe(0o700);

        // The checkout's data folder points at it; kept, the next start reuses the cluster (its data survive).
        expect(readlinkSync(join(locked, 'data', 'postgres'))).toBe(join(home, 'clusters', cluster!, 'data'));
        const second = await startServer(env);
        expect(second.output()).not.toContain('initialising embedded PostgreSQL');
        const brands = (await (await fetch(`${second.url}/api/frontend/brand?size=1`)).json()) as {
          pagination: { totalCount: number };
        };
        expect(brands.pagination.totalCount).toBe(10);
        await fetch(`${second.url}/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Kept', email: 'kept@test.parts', password: 'Sturdy-pass-42' }),
        });
        second.child.kill('SIGTERM');
        expect(await second.exit).toBe(0);

        // Deleting the data folder (as the e2e run does) means a new cluster next time, as it would in place.
        rmSync(join(locked, 'data'), { recursive: true, force: true });
        const third = await startServer(env);
        expect(third.output()).toContain('initialising embedded PostgreSQL');
        const login = await fetch(`${third.url}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'kept@test.parts', password: 'Sturdy-pass-42' }),
        });
        expect(login.status, 'the account of the deleted cluster is gone').toBe(401);
        third.child.kill('SIGTERM');
        expect(await third.exit).toBe(0);
      }, 180_000); // Three starts, two of them a new cluster (initdb, migrations, demo seed): seconds each on a quiet machine, minutes on a busy one.

      it('says what to do, without a stack trace, when EMBEDDED_PG_HOME is no better', () => {
        const result = spawnSync(process.execPath, ['src/server.ts'], {
          cwd: apiDir,
          env: {
            PATH: process.env.PATH ?? '',
            DATA_DIR: join(locked, 'data2'),
            EMBEDDED_PG_HOME: join(locked, 'home'),
            PORT: '0',
          },
          encoding: 'utf8',
          timeout: 30_000,
        });
        expect(result.status).toBe(1);
        expect(result.stderr).toContain('The API could not start its database');
        expect(result.stderr).toMatch(/cannot enter EMBEDDED_PG_HOME .*choose a folder every user may enter/);
        expect(result.stderr + result.stdout).not.toMatch(/\n\s+at /);
      });
    },
  );
});
