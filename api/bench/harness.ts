// What the benchmarks share: the benchmark's own embedded PostgreSQL cluster (kept under .data/bench-postgres,
// tuned for million-row tables), a database of the demo shop on it, the app or a bare server as its own process,
// autocannon at a fixed concurrency, and the app-against-bare table. See api/README.md, "Benchmark".
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { repoRoot } from '../src/config.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { initOrm, prepareDatabase } from '../src/db/orm.ts';

export const apiDir = resolve(repoRoot, 'api');
const env = process.env;
export const BENCH_PG_PORT = Number(env.BENCH_PG_PORT ?? 54_395);
export const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(env.BENCH_SECONDS ?? 15);
export const WARMUP_SECONDS = Number(env.BENCH_WARMUP_SECONDS ?? 3);
const START_SECONDS = Number(env.BENCH_START_SECONDS ?? 120);

export const logger = (name: string) => (message: string) => console.log(`[${name}] ${message}`);

/**
 * The benchmark's cluster, sized for tables of a million rows: 2 GB of shared buffers instead of the default
 * 128 MB, and no JIT compilation (it only slows short statements). The first start sets these and restarts once.
 */
export async function startBenchCluster(log: (message: string) => void): Promise<EmbeddedPostgres> {
  const start = () =>
    startEmbeddedPostgres({
      dataDir: resolve(repoRoot, '.data', 'bench-postgres'),
      port: BENCH_PG_PORT,
      database: 'postgres',
    });
  const server = await start();
  if (!(await tuneCluster(server.url, log))) return server;
  await server.stop();
  return start();
}

/** Applies the benchmark's server settings; true when the server must restart for them. */
async function tuneCluster(url: string, log: (message: string) => void): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ setting: string }>(
      "select setting from pg_settings where name = 'shared_buffers'",
    );
    if (Number(rows[0]?.setting) * 8192 >= 2 ** 31) return false;
    for (const setting of ["shared_buffers = '2GB'", "effective_cache_size = '8GB'", 'jit = off'])
      await client.query(`alter system set ${setting}`);
    log('tuned the benchmark cluster (shared_buffers 2GB, jit off); restarting it');
    return true;
  } finally {
    await client.end();
  }
}

/** Database `name` on the cluster, created when missing, migrated and seeded with the demo shop; its URL. */
export async function demoDatabase(server: EmbeddedPostgres, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: server.url });
  admin.on('error', () => {});
  await admin.connect();
  try {
    if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount)
      await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const databaseUrl = Object.assign(new URL(server.url), { pathname: `/${name}` }).toString();
  const orm = await initOrm(databaseUrl);
  try {
    await prepareDatabase(orm, databaseUrl, { seedDemo: true });
  } finally {
    await orm.close();
  }
  return databaseUrl;
}

/** `script` (the app's src/server.ts or a bare server) on `databaseUrl` and `port`; resolves once /health answers. */
export async function startServer(
  name: string,
  script: string,
  port: number,
  databaseUrl: string,
  extra: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], {
    cwd: apiDir,
    env: { ...env, ...extra, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A server on a loaded machine, or the app's first look at a million-part catalogue, may take a while.
  for (let attempt = 0; attempt < START_SECONDS * 4; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`${name} did not start on port ${port}`);
}

/**
 * A bare server's frame (bench/bare-server.ts, bench/bare-desk-server.ts): a plain `pg` pool on DATABASE_URL (pg's
 * default size, 10, as the app's ORM uses), a Fastify app without logger, schemas or hooks with `register`'s routes
 * and /health, listening on PORT (else `defaultPort`), closed with its pool on SIGINT or SIGTERM.
 */
export async function serveBare(
  defaultPort: number,
  register: (app: FastifyInstance, pool: pg.Pool) => void | Promise<void>,
): Promise<void> {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required');
  const pool = new pg.Pool({ connectionString: databaseUrl });
  pool.on('error', () => {});
  const app = Fastify({ logger: false });
  await register(app, pool);
  app.get('/health', async () => ({ ok: true }));
  await app.listen({ port: Number(env.PORT ?? defaultPort), host: '127.0.0.1' });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

/** Stops the servers and waits until each has exited (it closes its pool first), at most 10 s each. */
export async function stopServers(children: readonly ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    }),
  );
}

export function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** GET requests from `path()` (a new one each request) at CONNECTIONS connections for `seconds`. */
export async function driveGet(
  port: number,
  path: () => string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Measured> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', headers, setupRequest: (request) => ({ ...request, path: path() }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export interface Compared {
  scenario: string;
  app: Measured;
  bare: Measured;
}

/**
 * Drives each scenario on the app, then on the bare server, after a warm-up of each: same run, same data,
 * same requests. Logs each figure as it comes.
 */
export async function compare(
  scenarios: readonly { name: string; path: () => string }[],
  servers: { appPort: number; barePort: number; token: string },
  log: (message: string) => void,
): Promise<Compared[]> {
  const results: Compared[] = [];
  const line = (server: string, m: Measured) =>
    `${server.padEnd(4)} ${m.rps.toFixed(0).padStart(6)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms  errors ${m.errors}`;
  for (const scenario of scenarios) {
    const measured: Partial<Record<'app' | 'bare', Measured>> = {};
    for (const [server, port] of [
      ['app', servers.appPort],
      ['bare', servers.barePort],
    ] as const) {
      const headers = { authorization: `Bearer ${servers.token}` };
      await driveGet(port, scenario.path, headers, WARMUP_SECONDS);
      measured[server] = await driveGet(port, scenario.path, headers, SECONDS);
      log(`${scenario.name.padEnd(28)} ${line(server, measured[server])}`);
    }
    results.push({ scenario: scenario.name, app: measured.app!, bare: measured.bare! });
  }
  return results;
}

/** The app-against-bare table, and the same as JSON in .data/<file>. */
export function reportComparison(
  title: string,
  results: readonly Compared[],
  file: string,
  facts: Record<string, unknown>,
): void {
  console.log(`\n${title}, ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.log('scenario                     app req/s  p50 ms  p99 ms | bare req/s  p50 ms  p99 ms | app/bare req/s');
  for (const r of results) {
    console.log(
      `${r.scenario.padEnd(28)} ${r.app.rps.toFixed(0).padStart(9)} ${String(r.app.p50).padStart(7)} ${String(r.app.p99).padStart(7)} | ${r.bare.rps.toFixed(0).padStart(10)} ${String(r.bare.p50).padStart(7)} ${String(r.bare.p99).padStart(7)} | ${(r.app.rps / Math.max(1, r.bare.rps)).toFixed(2).padStart(8)}${r.app.errors + r.bare.errors > 0 ? `  (errors: app ${r.app.errors}, bare ${r.bare.errors})` : ''}`,
    );
  }
  const path = resolve(repoRoot, '.data', file);
  writeFileSync(
    path,
    JSON.stringify(
      { at: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, ...facts, results },
      null,
      2,
    ),
  );
  console.log(`\nresults written to ${path}`);
}
