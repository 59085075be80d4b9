// `pnpm bench` (third part): the catalogue import of BENCH_IMPORT_ROWS (10,000) fitment rows. A fresh database of its
// own on the benchmark's cluster, migrated and demo-seeded (3,000 parts), so every run adds the same new fitments;
// the app runs as its own process and gets the CSV over HTTP as a browser sends it: the dry run, then the import.
// Prints each one's time and rows per second (target: the import under 30 s), then exports the fitments and dry-runs
// the export, which must find nothing to add or change. See api/README.md.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import pg from 'pg';
import { repoRoot } from '../src/config.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { initOrm, prepareDatabase } from '../src/db/orm.ts';
import { signIn, startApp } from './app-process.ts';

const env = process.env;
const ROWS = Number(env.BENCH_IMPORT_ROWS ?? 10_000);
const PG_PORT = Number(env.BENCH_PG_PORT ?? 54_395);
const APP_PORT = Number(env.BENCH_APP_PORT ?? 3_390);
const DATABASE = 'bench_import';
const log = (message: string) => console.log(`[bench import] ${message}`);

interface Report {
  rows: number;
  add: number;
  update: number;
  unchanged: number;
  rejected: unknown[];
}

const server = await startEmbeddedPostgres({
  dataDir: resolve(repoRoot, '.data', 'bench-postgres'),
  port: PG_PORT,
  database: 'postgres',
});
const databaseUrl = Object.assign(new URL(server.url), { pathname: `/${DATABASE}` }).toString();
let app: ChildProcess | undefined;
try {
  const file = await prepare();
  app = await startApp(databaseUrl, APP_PORT);
  const token = await signIn(APP_PORT);
  const send = async (path: string, body: string) => {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${APP_PORT}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body,
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    const report = ((await response.json()) as { data: Report }).data;
    return { report, seconds: (performance.now() - started) / 1000 };
  };
  const megabytes = (Buffer.byteLength(file) / 2 ** 20).toFixed(2);
  const dry = await send('/api/backend/import/fitments/dry-run', file);
  log(
    `dry run of ${dry.report.rows} rows (${megabytes} MiB): ${dry.seconds.toFixed(2)} s (${Math.round(dry.report.rows / dry.seconds)} rows/s), ${dry.report.add} to add, ${dry.report.rejected.length} rejected`,
  );
  const applied = await send('/api/backend/import/fitments', file);
  if (applied.report.add !== ROWS) throw new Error(`expected ${ROWS} fitments added, got ${applied.report.add}`);
  log(
    `import of ${applied.report.rows} rows: ${applied.seconds.toFixed(2)} s (${Math.round(applied.report.rows / applied.seconds)} rows/s) ${applied.seconds < 30 ? 'under' : 'OVER'} the 30 s target`,
  );

  const started = performance.now();
  const exported = await (
    await fetch(`http://127.0.0.1:${APP_PORT}/api/backend/export/fitments`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).text();
  const exportSeconds = (performance.now() - started) / 1000;
  const again = await send('/api/backend/import/fitments/dry-run', exported);
  log(
    `export of every fitment as ${again.report.rows} range rows: ${exportSeconds.toFixed(2)} s; its dry run ${again.seconds.toFixed(2)} s: ${again.report.add} to add, ${again.report.update} to update, ${again.report.unchanged} unchanged`,
  );
  if (again.report.add + again.report.update + again.report.rejected.length > 0)
    throw new Error('the export did not import back unchanged');
} finally {
  // The app stops before its database does, so it does not log the database going away.
  if (app?.exitCode === null) {
    const exited = once(app, 'exit');
    app.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
  }
  await server.stop();
}

/** A new database with the demo shop, and a CSV of ROWS single-year fitments of its parts that it does not have yet. */
async function prepare(): Promise<string> {
  const admin = new pg.Client({ connectionString: server.url });
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const orm = await initOrm(databaseUrl);
  try {
    await prepareDatabase(orm, databaseUrl, { seedDemo: true });
    const perPart = 4;
    const rows = await orm.em.fork().execute<{ part_number: string; brand: string; model: string; year: number }[]>(
      `select p.part_number, b.name as brand, m.name as model, y.value as year
       from (select id, part_number from part order by id limit ?) p
       cross join lateral (select my.model_id, my.year_id from vehicle_model_year my
                           where not exists (select 1 from part_fit f where f.part_id = p.id and f.model_id = my.model_id and f.year_id = my.year_id)
                           order by hashint4(p.id + my.model_id * 100 + my.year_id) limit ?) v
       join vehicle_model m on m.id = v.model_id join brand b on b.id = m.brand_id join year y on y.id = v.year_id
       limit ?`,
      [Math.ceil(ROWS / perPart), perPart, ROWS],
    );
    if (rows.length !== ROWS) throw new Error(`the demo shop gave ${rows.length} new fitments, not ${ROWS}`);
    const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
    return [
      'part_number,brand,model,year_from,year_to,position,note',
      ...rows.map((row) =>
        [row.part_number, row.brand, row.model, row.year, '', '', ''].map(String).map(quote).join(','),
      ),
    ].join('\r\n');
  } finally {
    await orm.close();
  }
}
