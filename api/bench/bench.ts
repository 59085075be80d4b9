// `pnpm bench`: the vehicle filter and the search on a 1,000,000-part catalogue under 50 connections,
// the app against a bare Fastify + pg handler running the same SQL, in the same run. See api/README.md.
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot } from '../src/config.ts';
import { initOrm, prepareDatabase } from '../src/db/orm.ts';
import { generateCatalog } from '../src/seeders/catalog/generate-catalog.ts';
import { partNumberKey } from '@shop/contracts';
import { startBenchCluster, startServer as startBenchServer } from './harness.ts';

const env = process.env;
const PARTS = Number(env.BENCH_PARTS ?? 1_000_000);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = Number(env.BENCH_WARMUP_SECONDS ?? 3);
const APP_PORT = Number(env.BENCH_APP_PORT ?? 3_390);
const BARE_PORT = Number(env.BENCH_BARE_PORT ?? 3_391);
const UNCACHED_PORT = Number(env.BENCH_UNCACHED_PORT ?? 3_392);
const PAGE_SIZE = 20;
const apiDir = resolve(repoRoot, 'api');

const log = (message: string) => console.log(`[bench] ${message}`);

// 1. The database: the benchmark's own embedded cluster, kept between runs (generating a million parts takes
// minutes), tuned for tables of this size (harness.ts).
const server = await startBenchCluster(log);
const databaseUrl = Object.assign(new URL(server.url), { pathname: '/bench' }).toString();
const children: ChildProcess[] = [];
const stopAll = async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await server.stop();
};
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

try {
  await prepare();
  const samples = await sampleRequests();
  // The app as it runs (with its catalogue cache), the app with the cache off (the cost of the ORM,
  // schemas and hooks around the same SQL), and the bare handler, one after the other in the same run.
  const app = await startServer('app', join(apiDir, 'src', 'server.ts'), APP_PORT, {
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  const uncached = await startServer('app-nocache', join(apiDir, 'src', 'server.ts'), UNCACHED_PORT, {
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    CATALOG_CACHE_ENTRIES: '0',
  });
  const bare = await startServer('bare', join(apiDir, 'bench', 'bare-server.ts'), BARE_PORT, {});
  const results: Result[] = [];
  for (const scenario of ['vehicle filter', 'search'] as const) {
    for (const [name, port] of [
      ['app', APP_PORT],
      ['app-nocache', UNCACHED_PORT],
      ['bare', BARE_PORT],
    ] as const) {
      await run(port, scenario, samples, WARMUP_SECONDS);
      const result = await run(port, scenario, samples, SECONDS);
      results.push({ scenario, server: name, ...result });
      log(
        `${scenario.padEnd(15)} ${name.padEnd(11)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}  cache hits ${(result.hitRate * 100).toFixed(0)}%`,
      );
    }
  }
  for (const child of [app, uncached, bare]) child.kill('SIGTERM');
  report(results);
} finally {
  await stopAll();
}

async function prepare(): Promise<void> {
  const admin = new pg.Client({ connectionString: server.url });
  admin.on('error', () => {});
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = 'bench'")).rowCount;
  if (!exists) await admin.query('create database bench');
  await admin.end();
  const orm = await initOrm(databaseUrl);
  try {
    await prepareDatabase(orm, databaseUrl, { seedDemo: true });
    const em = orm.em.fork();
    const [row] = await em.execute<{ count: string }[]>('select count(*) from part');
    const count = Number(row?.count ?? 0);
    const missing = PARTS - count;
    if (missing > 0) {
      log(`generating ${missing} parts (about 5 fitments each) ...`);
      const started = performance.now();
      await em.transactional((tx) =>
        generateCatalog(
          (sql, params) => tx.execute(sql, params ?? [], sql.trimStart().startsWith('select') ? 'all' : 'run'),
          {
            parts: missing,
            accessories: 0,
            log,
          },
        ),
      );
      await em.execute('vacuum analyze');
      log(`catalogue of ${PARTS} parts ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    } else {
      log(`catalogue of ${count} parts already generated`);
    }
  } finally {
    await orm.close();
  }
}

interface Samples {
  vehicles: { yearId: number; brandId: number; modelId: number }[];
  queries: string[];
}

/** Requests drawn from the catalogue: random vehicles that have parts; part numbers typed in several ways, and words. */
async function sampleRequests(): Promise<Samples> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const vehicles = (
      await client.query<{ yearId: number; brandId: number; modelId: number }>(
        `select my.year_id as "yearId", m.brand_id as "brandId", m.id as "modelId"
         from vehicle_model_year my join vehicle_model m on m.id = my.model_id order by random()`,
      )
    ).rows;
    const numbers = (
      await client.query<{ part_number: string }>('select part_number from part tablesample system (1) limit 1000')
    ).rows.map((row) => row.part_number);
    const mistype = (text: string) => {
      const chars = [...text.replace(/[\s-]/g, '')];
      const at = Math.max(1, Math.floor(chars.length / 2));
      [chars[at], chars[at - 1]] = [chars[at - 1]!, chars[at]!];
      return chars.join('');
    };
    const words = [
      'brake pad',
      'oil filter',
      'shock absorber',
      'spark plug',
      'alternator',
      'wiper blade',
      'brak pad',
      'radiater',
      'តម្រងប្រេង',
      'អាម័រ',
      'ហ្វ្រាំង',
      'Denso',
      'Bosch',
    ];
    const queries = numbers
      .flatMap((number) => [number, mistype(number), partNumberKey(number).slice(0, 6)])
      .concat(words.flatMap((word) => Array(12).fill(word)));
    return { vehicles, queries };
  } finally {
    await client.end();
  }
}

async function startServer(
  name: string,
  script: string,
  port: number,
  extra: Record<string, string>,
): Promise<ChildProcess> {
  const child = await startBenchServer(name, script, port, databaseUrl, extra);
  children.push(child);
  return child;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Share of answers the app's catalogue cache served (its `x-cache: hit` header). */
  hitRate: number;
}
interface Result extends Measured {
  scenario: string;
  server: string;
}

function pick<T>(items: T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

async function run(
  port: number,
  scenario: 'vehicle filter' | 'search',
  samples: Samples,
  seconds: number,
): Promise<Measured> {
  const path = scenario === 'search' ? '/api/frontend/dashboard/search/part-or-keyword' : '/api/frontend/dashboard';
  const body = () =>
    scenario === 'search'
      ? { query: pick(samples.queries), page: 0, size: PAGE_SIZE }
      : { ...pick(samples.vehicles), page: 0, size: PAGE_SIZE, showSummary: true };
  let answers = 0;
  let hits = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }),
        onResponse: (_status, _body, _context, headers) => {
          answers += 1;
          if ((headers as Record<string, string> | undefined)?.['x-cache'] === 'hit') hits += 1;
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    hitRate: answers === 0 ? 0 : hits / answers,
  };
}

function report(results: Result[]): void {
  console.log('\nscenario         server         req/s    p50 ms   p99 ms   errors  cache hits');
  for (const r of results) {
    console.log(
      `${r.scenario.padEnd(16)} ${r.server.padEnd(12)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)} ${`${(r.hitRate * 100).toFixed(0)}%`.padStart(11)}`,
    );
  }
  console.log('\nagainst the bare handler (throughput; target >= 0.8, p99 < 100 ms):');
  for (const scenario of ['vehicle filter', 'search']) {
    const bare = results.find((r) => r.scenario === scenario && r.server === 'bare')!;
    for (const server of ['app', 'app-nocache']) {
      const app = results.find((r) => r.scenario === scenario && r.server === server)!;
      console.log(
        `  ${scenario.padEnd(15)} ${server.padEnd(12)} ${(app.rps / bare.rps).toFixed(2)}   p99 ${app.p99} ms (bare ${bare.p99} ms)`,
      );
    }
  }
  const file = resolve(repoRoot, '.data', 'bench-results.json');
  writeFileSync(
    file,
    JSON.stringify(
      { at: new Date().toISOString(), parts: PARTS, connections: CONNECTIONS, seconds: SECONDS, results },
      null,
      2,
    ),
  );
  console.log(`\nresults written to ${file}`);
}
