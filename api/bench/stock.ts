// `pnpm bench` (stock desk, issue 12): the stock list of 1,000,000 stocks searched by part number. A database of
// its own on the benchmark's cluster (`bench_stock`, the demo shop) gets parts from the catalogue generator (the
// demo's and bench.ts's) until it holds BENCH_STOCKS stocks, kept for later runs. The app (signed in as the demo
// admin) and the bare handler (bench/bare-desk-server.ts, the app's own statement) are driven in turn, same run,
// with part numbers typed whole, without their dashes in lower case, and by their first characters.
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { initOrm } from '../src/db/orm.ts';
import { generateCatalog } from '../src/seeders/catalog/generate-catalog.ts';
import { signIn, startApp } from './app-process.ts';
import {
  apiDir,
  compare,
  demoDatabase,
  logger,
  pick,
  reportComparison,
  startBenchCluster,
  startServer,
  stopServers,
} from './harness.ts';

const env = process.env;
const STOCKS = Number(env.BENCH_STOCKS ?? 1_000_000);
const APP_PORT = Number(env.BENCH_APP_PORT ?? 3_390);
const BARE_PORT = Number(env.BENCH_BARE_PORT ?? 3_391);
const log = logger('bench stock');

const server = await startBenchCluster(log);
const children: ChildProcess[] = [];
try {
  const databaseUrl = await demoDatabase(server, 'bench_stock');
  const { stocks, queries } = await prepare(databaseUrl);
  children.push(await startApp(databaseUrl, APP_PORT));
  children.push(await startServer('bare', join(apiDir, 'bench', 'bare-desk-server.ts'), BARE_PORT, databaseUrl));
  const token = await signIn(APP_PORT);
  const results = await compare(
    [
      {
        name: 'search by part number',
        path: () => `/api/backend/stock?size=20&search=${encodeURIComponent(pick(queries))}`,
      },
    ],
    { appPort: APP_PORT, barePort: BARE_PORT, token },
    log,
  );
  reportComparison(`stock desk at ${stocks} stocks`, results, 'bench-stock-results.json', { stocks });
} finally {
  await stopServers(children);
  await server.stop();
}

/** Generates parts (each stocked in one store or more) until STOCKS stocks; returns the count and searches. */
async function prepare(databaseUrl: string): Promise<{ stocks: number; queries: string[] }> {
  const countStocks = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const [row] = (
        await client.query<{ stocks: string; parts: string }>(
          'select (select count(*) from stock) as stocks, (select count(*) from part) as parts',
        )
      ).rows;
      return { stocks: Number(row!.stocks), parts: Number(row!.parts) };
    } finally {
      await client.end();
    }
  };
  let counted = await countStocks();
  if (counted.stocks >= STOCKS) log(`${counted.stocks} stocks already there`);
  const started = performance.now();
  while (counted.stocks < STOCKS) {
    // The generator stocks a part in about the same number of stores each time: ask for as many parts as that makes up.
    const parts = Math.max(1_000, Math.ceil(((STOCKS - counted.stocks) * counted.parts) / Math.max(1, counted.stocks)));
    log(`generating ${parts} parts for ${STOCKS - counted.stocks} more stocks ...`);
    const orm = await initOrm(databaseUrl);
    try {
      await orm.em
        .fork()
        .transactional((tx) =>
          generateCatalog(
            (sql, params) => tx.execute(sql, params ?? [], sql.trimStart().startsWith('select') ? 'all' : 'run'),
            { parts, accessories: 0, log },
          ),
        );
      await orm.em.fork().execute('vacuum analyze');
    } finally {
      await orm.close();
    }
    counted = await countStocks();
    log(
      `${counted.stocks} stocks of ${counted.parts} parts (${((performance.now() - started) / 1000).toFixed(0)} s so far)`,
    );
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const numbers = (
      await client.query<{ part_number: string }>('select part_number from part tablesample system (1) limit 1000')
    ).rows.map((row) => row.part_number);
    const queries = numbers.flatMap((number) => [
      number,
      number.replace(/[\s-]/g, '').toLowerCase(),
      number.replace(/[\s-]/g, '').slice(0, 6),
    ]);
    return { stocks: counted.stocks, queries };
  } finally {
    await client.end();
  }
}
