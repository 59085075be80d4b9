// `pnpm --filter @shop/api bench:holders`: the token holder cache (identity/holder-cache.ts) under shoppers' reads
// interleaved with cart writes. A database of its own on the benchmark's cluster (`bench_holders`, the demo shop),
// BENCH_HOLDER_SHOPPERS (200) signed-in shoppers; the app runs as its own process (bench/holder-app.ts: src/server.ts
// plus a count of the holder reads). Each scenario drives `GET /api/frontend/notification/new` (a cheap authenticated
// read) at BENCH_CONNECTIONS with a random shopper's token, and beside it `POST /api/frontend/cart` (one more of a
// stock: a real commit) at a fixed rate, the holder cache on and then off. It prints the reads' req/s, p50 and p99 and
// the share of requests whose holder came from memory. See api/README.md, "Token holder cache".
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  apiDir,
  CONNECTIONS,
  demoDatabase,
  logger,
  pick,
  SECONDS,
  startBenchCluster,
  startServer,
  stopServers,
  WARMUP_SECONDS,
} from './harness.ts';

const env = process.env;
const APP_PORT = Number(env.BENCH_APP_PORT ?? 3_392);
const SHOPPERS = Number(env.BENCH_HOLDER_SHOPPERS ?? 200);
/** Cart writes per second beside the reads. */
const WRITE_RATES = (env.BENCH_HOLDER_WRITE_RATES ?? '0,1,5,20').split(',').map(Number);
const log = logger('bench holders');

interface Run {
  cache: 'on' | 'off';
  writesPerSecond: number;
  reads: { rps: number; p50: number; p99: number; errors: number };
  writes: { perSecond: number; errors: number };
  hitRate: number;
}

const server = await startBenchCluster(log);
const runs: Run[] = [];
try {
  const databaseUrl = await demoDatabase(server, 'bench_holders');
  const stockId = await plentifulStock(databaseUrl);
  for (const cache of ['on', 'off'] as const) {
    const children: ChildProcess[] = [];
    try {
      children.push(
        await startServer('the app', join(apiDir, 'bench', 'holder-app.ts'), APP_PORT, databaseUrl, {
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          HOLDER_CACHE_SECONDS: cache === 'on' ? '10' : '0',
        }),
      );
      const { tokens } = (await (
        await fetch(`http://127.0.0.1:${APP_PORT}/bench/shoppers?count=${SHOPPERS}`, { method: 'POST' })
      ).json()) as { tokens: string[] };
      for (const writesPerSecond of WRITE_RATES) {
        await measure(tokens, stockId, writesPerSecond, WARMUP_SECONDS);
        const run = { cache, writesPerSecond, ...(await measure(tokens, stockId, writesPerSecond, SECONDS)) };
        runs.push(run);
        log(
          `cache ${cache}, ${String(writesPerSecond).padStart(3)} writes/s: reads ${run.reads.rps.toFixed(0)} req/s, p50 ${run.reads.p50} ms, p99 ${run.reads.p99} ms, ` +
            `holder from memory ${(run.hitRate * 100).toFixed(1)} % (${run.writes.perSecond.toFixed(1)} writes/s done; errors ${run.reads.errors + run.writes.errors})`,
        );
      }
    } finally {
      // Let the requests cut off at the end finish before the app closes its pool.
      await new Promise((done) => setTimeout(done, 1000));
      await stopServers(children);
    }
  }
} finally {
  await server.stop();
}
console.log(`\ntoken holder cache, ${SHOPPERS} shoppers, reads at ${CONNECTIONS} connections, ${SECONDS} s each`);
console.log('cache  writes/s asked (done) | reads req/s  p50 ms  p99 ms | holder from memory');
for (const r of runs) {
  console.log(
    `${r.cache.padEnd(6)} ${String(r.writesPerSecond).padStart(8)} (${r.writes.perSecond.toFixed(1).padStart(5)}) | ${r.reads.rps.toFixed(0).padStart(11)} ${String(r.reads.p50).padStart(7)} ${String(r.reads.p99).padStart(7)} | ${(r.hitRate * 100).toFixed(1).padStart(17)} %`,
  );
}

/** A demo stock with more than any run can add to carts. */
async function plentifulStock(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `update stock set quantity = 1000000000 where id = (select s.id from stock s join store st on st.id = s.store_id and st.enabled
         join supplier su on su.id = st.supplier_id and su.enabled order by s.id limit 1) returning id`,
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

/** Reads at CONNECTIONS and cart writes at `writesPerSecond` for `seconds`, and the holder reads they caused. */
async function measure(tokens: string[], stockId: number, writesPerSecond: number, seconds: number) {
  const loads = async () =>
    ((await (await fetch(`http://127.0.0.1:${APP_PORT}/bench/holder-loads`)).json()) as { loads: number }).loads;
  const withToken = (request: autocannon.Request) => ({
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${pick(tokens)}` },
  });
  const before = await loads();
  const [reads, writes] = await Promise.all([
    autocannon({
      url: `http://127.0.0.1:${APP_PORT}`,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [{ method: 'GET', path: '/api/frontend/notification/new?size=5', setupRequest: withToken }],
    }),
    writesPerSecond === 0
      ? undefined
      : autocannon({
          url: `http://127.0.0.1:${APP_PORT}`,
          connections: 10,
          overallRate: writesPerSecond,
          duration: seconds,
          requests: [
            {
              method: 'POST',
              path: '/api/frontend/cart',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ stockId, quantity: 1 }),
              setupRequest: withToken,
            },
          ],
        }),
  ]);
  // Sent, not answered: a request cut off at the end was still authenticated.
  const requests = reads.requests.sent + (writes?.requests.sent ?? 0);
  return {
    reads: {
      rps: reads.requests.average,
      p50: reads.latency.p50,
      p99: reads.latency.p99,
      errors: reads.errors + reads.non2xx,
    },
    writes: { perSecond: writes?.requests.average ?? 0, errors: writes ? writes.errors + writes.non2xx : 0 },
    hitRate: requests === 0 ? 0 : 1 - ((await loads()) - before) / requests,
  };
}
