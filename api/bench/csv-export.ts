// `pnpm bench` (second part): CSV export of 100,000 rows. The app runs as its own process on the benchmark's
// cluster; the audit trail gets BENCH_CSV_ROWS rows, then GET /api/backend/audit?format=csv is read to the end.
// Reports the time to the last byte and the API process's peak resident memory (VmHWM) before and after, so a
// streamed export shows as no growth. See api/README.md.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { repoRoot } from '../src/config.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { initOrm, prepareDatabase } from '../src/db/orm.ts';
import { signIn, startApp } from './app-process.ts';

const env = process.env;
const ROWS = Number(env.BENCH_CSV_ROWS ?? 100_000);
const PG_PORT = Number(env.BENCH_PG_PORT ?? 54_395);
const APP_PORT = Number(env.BENCH_APP_PORT ?? 3_390);
// Rows of each size under their own entity name: the trail is append-only, so a smaller run cannot trim a larger one's.
const ENTITY = `bench-rows-${ROWS}`;
const log = (message: string) => console.log(`[bench csv] ${message}`);

const server = await startEmbeddedPostgres({
  dataDir: resolve(repoRoot, '.data', 'bench-postgres'),
  port: PG_PORT,
  database: 'postgres',
});
const databaseUrl = Object.assign(new URL(server.url), { pathname: '/bench_csv' }).toString();
let app: ChildProcess | undefined;
try {
  await prepare();
  app = await startApp(databaseUrl, APP_PORT);
  const token = await signIn(APP_PORT);
  const peakBefore = peakRss(app.pid!);
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${APP_PORT}/api/backend/audit?format=csv&entity=${ENTITY}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const peakAfter = peakRss(app.pid!);
  const rows = lines - 1;
  if (rows !== ROWS) throw new Error(`expected ${ROWS} rows, got ${rows}`);
  log(
    `${rows} rows, ${(bytes / 2 ** 20).toFixed(1)} MiB of CSV in ${seconds.toFixed(2)} s (${Math.round(rows / seconds)} rows/s)`,
  );
  log(
    `API process peak RSS: ${peakBefore} MiB before the export, ${peakAfter} MiB after (growth ${peakAfter - peakBefore} MiB)`,
  );
} finally {
  if (app?.exitCode === null) app.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 500));
  await server.stop();
}

/** A database of its own, migrated and demo-seeded, holding exactly ROWS audit rows of the entity ENTITY. */
async function prepare(): Promise<void> {
  const admin = new pg.Client({ connectionString: server.url });
  admin.on('error', () => {});
  await admin.connect();
  if (!(await admin.query("select 1 from pg_database where datname = 'bench_csv'")).rowCount)
    await admin.query('create database bench_csv');
  await admin.end();
  const orm = await initOrm(databaseUrl);
  try {
    await prepareDatabase(orm, databaseUrl, { seedDemo: true });
    const em = orm.em.fork();
    const [row] = await em.execute<{ count: string }[]>('select count(*) from audit_entry where entity = ?', [ENTITY]);
    const missing = ROWS - Number(row?.count ?? 0);
    if (missing > 0) {
      await em.execute(
        `insert into audit_entry (at, actor_id, actor_type, entity, entity_id, action, changes, note)
         select now() - make_interval(secs => g), 1, 'SUPER_ADMIN', ?, g, 'update',
                jsonb_build_array(jsonb_build_object('field', 'name', 'from', 'Old name ' || g, 'to', 'New name ' || g)), null
         from generate_series(1, ?) g`,
        [ENTITY, missing],
      );
      log(`added ${missing} audit rows`);
    }
  } finally {
    await orm.close();
  }
}

/** The process's peak resident set size so far, in MiB (Linux: VmHWM). */
function peakRss(pid: number): number {
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
}
