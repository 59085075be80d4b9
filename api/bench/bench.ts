// `pnpm bench`: the vehicle filter, the search and the header's suggestions on a 1,000,000-part catalogue under 50
// connections, the app against a bare Fastify + pg handler running the same SQL, in the same run. The search is
// measured per kind of query: part numbers, words, queries naming a vehicle, cross-reference numbers (OEM,
// superseded) and queries with no direct result (the no-dead-end answer). See api/README.md.
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot } from '../src/config.ts';
import { initOrm, prepareDatabase } from '../src/db/orm.ts';
import { generateCatalog } from '../src/seeders/catalog/generate-catalog.ts';
import { partNumberKey } from '@shop/contracts';
import { startBenchCluster, startServer as startBenchServer, stopServers } from './harness.ts';

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

const SCENARIOS = [
  'vehicle filter',
  'search: numbers',
  'search: words',
  'search: vehicle',
  'search: cross numbers',
  'search: no result',
  'suggest',
] as const;
type Scenario = (typeof SCENARIOS)[number];

// 1. The database: the benchmark's own embedded cluster, kept between runs (generating a million parts takes
// minutes), tuned for tables of this size (harness.ts).
const server = await startBenchCluster(log);
// BENCH_DATABASE: another catalogue on the same cluster (e.g. a smaller one, BENCH_PARTS=100000 BENCH_DATABASE=bench_100k).
const DATABASE = env.BENCH_DATABASE ?? 'bench';
const databaseUrl = Object.assign(new URL(server.url), { pathname: `/${DATABASE}` }).toString();
const children: ChildProcess[] = [];
// The servers first, waiting until each has exited (closed its pools, stopped its job queue), then the cluster: stopped
// under running apps, their job queues and change listeners log "terminating connection" errors.
const stopAll = async () => {
  await stopServers(children);
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
  for (const scenario of SCENARIOS) {
    for (const [name, port] of [
      ['app', APP_PORT],
      ['app-nocache', UNCACHED_PORT],
      ['bare', BARE_PORT],
    ] as const) {
      await run(port, scenario, samples, WARMUP_SECONDS);
      const result = await run(port, scenario, samples, SECONDS);
      results.push({ scenario, server: name, ...result });
      log(
        `${scenario.padEnd(22)} ${name.padEnd(11)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}  cache hits ${(result.hitRate * 100).toFixed(0)}%  no direct result ${(result.emptyRate * 100).toFixed(0)}%`,
      );
    }
  }
  await stopServers([app, uncached, bare]);
  report(results);
} finally {
  await stopAll();
}

async function prepare(): Promise<void> {
  const admin = new pg.Client({ connectionString: server.url });
  admin.on('error', () => {});
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [DATABASE])).rowCount;
  if (!exists) await admin.query(`create database ${admin.escapeIdentifier(DATABASE)}`);
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
  queries: Record<Exclude<Scenario, 'vehicle filter' | 'suggest'>, string[]>;
  /** What the header's box sends as a shopper types: the beginnings of every kind of query above. */
  typed: string[];
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
    const crossNumbers = (
      await client.query<{ number: string }>('select number from part_number tablesample system (5) limit 1000')
    ).rows.map((row) => row.number);
    const named = (
      await client.query<{ brand: string; model: string; modelKh: string | null; year: number }>(
        `select b.name as brand, m.name as model, m.name_kh as "modelKh", y.value as year
         from vehicle_model_year my join vehicle_model m on m.id = my.model_id join brand b on b.id = m.brand_id
         join year y on y.id = my.year_id order by random() limit 200`,
      )
    ).rows;
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
      'denso spark plug',
      'bosch wiper',
    ];
    const wordsKh = ['ហ្វ្រាំង', 'តម្រងខ្យល់', 'អាម័រ', 'ប៊ូហ្ស៊ី'];
    const vehicleQueries = named.flatMap(({ brand, model, modelKh, year }, i) => [
      `${words[i % 6]} ${model.toLowerCase()} ${year}`,
      `${brand.toLowerCase()} ${words[(i + 1) % 6]}`,
      `${model.toLowerCase()} ${year}`,
      `${model.toLowerCase()} ${year - 3}-${year} ${words[(i + 2) % 6]}`,
      ...(modelKh ? [`${wordsKh[i % wordsKh.length]} ${modelKh}`] : []),
    ]);
    // Nothing matches these directly: a word the shop has no trigram for beside a vehicle (the loose retry, the unused
    // words, then the usable words), a badly mistyped part word, and a part number nothing starts or ends like.
    const noResult = named.flatMap(({ model }, i) => [
      `${words[i % 6]} ${model.toLowerCase()} qxzvw`,
      'brke pda qwv',
      `ZQ${String(100_000 + i * 7919).slice(0, 6)}XJ`,
    ]);
    const queries = {
      'search: numbers': numbers.flatMap((number) => [number, mistype(number), partNumberKey(number).slice(0, 6)]),
      'search: words': words.flatMap((word) => Array(12).fill(word)),
      'search: vehicle': vehicleQueries,
      'search: cross numbers': crossNumbers.flatMap((number) => [number, number.toLowerCase().replace(/[\s.-]/g, '')]),
      'search: no result': noResult,
    };
    const typed = Object.values(queries)
      .flat()
      .flatMap((query) => [query.slice(0, Math.max(2, Math.ceil(query.length / 2))), query]);
    return { vehicles, queries, typed };
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
  /** Share of search answers with no direct result (the no-dead-end answer came instead). */
  emptyRate: number;
}
interface Result extends Measured {
  scenario: string;
  server: string;
}

function pick<T>(items: T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

async function run(port: number, scenario: Scenario, samples: Samples, seconds: number): Promise<Measured> {
  const request = (): { method: 'GET' | 'POST'; path: string; body?: string } => {
    if (scenario === 'vehicle filter')
      return {
        method: 'POST',
        path: '/api/frontend/dashboard',
        body: JSON.stringify({ ...pick(samples.vehicles), page: 0, size: PAGE_SIZE, showSummary: true }),
      };
    if (scenario === 'suggest')
      return {
        method: 'GET',
        path: `/api/frontend/dashboard/suggest?query=${encodeURIComponent(pick(samples.typed))}`,
      };
    return {
      method: 'POST',
      path: '/api/frontend/dashboard/search/part-or-keyword',
      body: JSON.stringify({ query: pick(samples.queries[scenario]), page: 0, size: PAGE_SIZE }),
    };
  };
  const search = scenario.startsWith('search');
  let answers = 0;
  let hits = 0;
  let empty = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        headers: { 'content-type': 'application/json' },
        setupRequest: (next) => ({ ...next, ...request() }),
        onResponse: (_status, body, _context, headers) => {
          answers += 1;
          if ((headers as Record<string, string> | undefined)?.['x-cache'] === 'hit') hits += 1;
          if (search && /"(totalCount|total)":0[,}]/.test(body)) empty += 1;
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
    emptyRate: answers === 0 ? 0 : empty / answers,
  };
}

function report(results: Result[]): void {
  console.log(`\n${PARTS} parts, ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.log('scenario               server         req/s    p50 ms   p99 ms   errors  cache hits  no direct result');
  for (const r of results) {
    console.log(
      `${r.scenario.padEnd(22)} ${r.server.padEnd(12)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)} ${`${(r.hitRate * 100).toFixed(0)}%`.padStart(11)} ${`${(r.emptyRate * 100).toFixed(0)}%`.padStart(17)}`,
    );
  }
  console.log('\nagainst the bare handler (throughput; issue 36: >= 0.9, p99 <= 50 ms):');
  for (const scenario of SCENARIOS) {
    const bare = results.find((r) => r.scenario === scenario && r.server === 'bare')!;
    for (const server of ['app', 'app-nocache']) {
      const app = results.find((r) => r.scenario === scenario && r.server === server)!;
      console.log(
        `  ${scenario.padEnd(22)} ${server.padEnd(12)} ${(app.rps / Math.max(1, bare.rps)).toFixed(2)}   p99 ${app.p99} ms (bare ${bare.p99} ms)`,
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
