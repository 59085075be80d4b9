// `pnpm bench` (third part): the dashboard at 1,000,000 order lines. A database of its own on the benchmark's
// cluster gets BENCH_ORDER_LINES lines (about 3 an order, a year of days, every status, lines cancelled with
// their orders) written set-based with the rollup triggers on, and visitors. The app runs as its own process;
// each dashboard call is driven by autocannon, and the same aggregate is run directly on the order tables
// through a pg pool at the same concurrency, so the report puts the rollup beside what it saves. See api/README.md.
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot } from '../src/config.ts';
import { initOrm, prepareDatabase } from '../src/db/orm.ts';
import { demoAdmin, demoSupplier } from '../src/seeders/demo-accounts.ts';
import { signIn, startApp } from './app-process.ts';
import { startBenchCluster } from './harness.ts';

const env = process.env;
const LINES = Number(env.BENCH_ORDER_LINES ?? 1_000_000);
const CONNECTIONS = Number(env.BENCH_DASHBOARD_CONNECTIONS ?? 10);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const APP_PORT = Number(env.BENCH_APP_PORT ?? 3_390);
const BATCH_ORDERS = 50_000;
const log = (message: string) => console.log(`[bench dashboard] ${message}`);

const server = await startBenchCluster(log);
const databaseUrl = Object.assign(new URL(server.url), { pathname: '/bench_dashboard' }).toString();
let app: ChildProcess | undefined;
const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
pool.on('error', () => {});
try {
  await prepare();
  const facts = await sampleFacts();
  app = await startApp(databaseUrl, APP_PORT);
  const admin = await signIn(APP_PORT, demoAdmin);
  const supplier = await signIn(APP_PORT, demoSupplier);
  const supplierId = (
    await pool.query<{ supplier_id: number }>('select supplier_id from user_account where email = $1', [
      demoSupplier.email,
    ])
  ).rows[0]!.supplier_id;
  const since = (
    await pool.query<{ since: string }>(
      `select (date_trunc('week', (now() at time zone 'Asia/Phnom_Penh')) - interval '11 weeks')::date::text as since`,
    )
  ).rows[0]!.since;
  const weekly = (supplierFilter: string) => `
    select date_trunc('week', (o.created_at at time zone 'Asia/Phnom_Penh'))::date as week, count(distinct o.id) as orders,
           count(*) filter (where d.status = 'OPEN') as lines, sum(d.base_quantity) filter (where d.status = 'OPEN') as units,
           sum(d.line_total) filter (where d.status = 'OPEN') as sales
    from shop_order o join order_detail d on d.order_id = o.id
    where o.created_at >= '${since}'::date and o.status <> 'CANCELLED' ${supplierFilter} group by 1`;
  const scenarios: Scenario[] = [
    { name: 'sales by week (12)', path: () => '/api/backend/dashboard/admin', token: admin, direct: () => weekly('') },
    {
      name: 'sales by month, 1 brand, by model',
      path: () => `/api/backend/dashboard/admin?type=m&brandId=${pick(facts.brands)}&group=model`,
      token: admin,
      direct: () => `
        select date_trunc('month', (o.created_at at time zone 'Asia/Phnom_Penh'))::date, f.model_id, sum(d.line_total), sum(d.base_quantity)
        from shop_order o join order_detail d on d.order_id = o.id and d.status = 'OPEN'
        join stock st on st.id = d.stock_id join part pa on pa.item_id = st.item_id
        join lateral (select brand_id, model_id from part_fit where part_id = pa.id order by id limit 1) f on true
        where o.created_at >= now() - interval '12 months' and f.brand_id = ${pick(facts.brands)} group by 1, 2`,
    },
    {
      name: 'orders by status',
      path: () => '/api/backend/dashboard/admin/status',
      token: admin,
      direct: () => `
        select o.status, count(distinct o.id), sum(d.line_total) filter (where d.status = 'OPEN') from shop_order o join order_detail d on d.order_id = o.id group by 1`,
    },
    {
      name: 'top stock sales',
      path: () => '/api/backend/dashboard/admin/top-stock-sales',
      token: admin,
      direct: () => `
        select stock_id, sum(base_quantity), sum(line_total) from order_detail where status = 'OPEN' group by 1 order by 2 desc, 1 limit 10`,
    },
    {
      name: 'supplier: sales by week',
      path: () => '/api/backend/dashboard/supplier',
      token: supplier,
      direct: () => weekly(`and d.supplier_id = ${supplierId}`),
    },
    {
      name: 'supplier: top stock sales',
      path: () => '/api/backend/dashboard/supplier/top-stock-sales',
      token: supplier,
      direct: () => `
        select stock_id, sum(base_quantity), sum(line_total) from order_detail where status = 'OPEN' and supplier_id = ${supplierId} group by 1 order by 2 desc, 1 limit 10`,
    },
    {
      name: 'visitors (30 days)',
      path: () => '/api/backend/dashboard/admin/count-visitor',
      token: admin,
      direct: () => `
        select day, count(*) from visitor where day > current_date - 30 group by 1`,
    },
    {
      name: 'customers',
      path: () => '/api/backend/dashboard/admin/count-customer',
      token: admin,
      direct: () => `
        select count(*) from user_account where type in ('CUSTOMER', 'USER') and deleted_at is null`,
    },
  ];
  const results: Result[] = [];
  for (const scenario of scenarios) {
    await drive(scenario, 2);
    const viaApp = await drive(scenario, SECONDS);
    const direct = await directly(scenario, Math.min(SECONDS, 10));
    results.push({ scenario: scenario.name, app: viaApp, direct });
    log(
      `${scenario.name.padEnd(34)} app ${viaApp.rps.toFixed(0).padStart(6)} req/s p50 ${viaApp.p50} ms p99 ${viaApp.p99} ms errors ${viaApp.errors} | direct SQL p50 ${direct.p50} ms p99 ${direct.p99} ms`,
    );
  }
  report(results, await writeCost());
} finally {
  await pool.end().catch(() => {});
  if (app?.exitCode === null) app.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 500));
  await server.stop();
}

interface Scenario {
  name: string;
  path: () => string;
  token: string;
  /** The same question asked of the order tables themselves. */
  direct: () => string;
}
interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
interface Result {
  scenario: string;
  app: Measured;
  direct: Measured;
}

function pick<T>(items: T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

/** A database of its own, migrated and demo-seeded, holding LINES order lines and a year of visitors. */
async function prepare(): Promise<void> {
  const admin = new pg.Client({ connectionString: server.url });
  admin.on('error', () => {});
  await admin.connect();
  if (!(await admin.query("select 1 from pg_database where datname = 'bench_dashboard'")).rowCount)
    await admin.query('create database bench_dashboard');
  await admin.end();
  const orm = await initOrm(databaseUrl);
  try {
    await prepareDatabase(orm, databaseUrl, { seedDemo: true });
  } finally {
    await orm.close();
  }
  const have = Number((await pool.query('select count(*) from order_detail')).rows[0].count);
  if (have >= LINES) {
    log(`${have} order lines already there`);
    return;
  }
  await pool.query(`insert into user_account (type, email, name, password_hash, created_at, updated_at)
                    select 'CUSTOMER', 'bench-shopper-' || g || '@bench.parts', 'Bench shopper ' || g, 'x', now() - make_interval(days => g % 365), now()
                    from generate_series(1, 2000) g on conflict do nothing`);
  const started = performance.now();
  let lines = have;
  while (lines < LINES) {
    const batchStarted = performance.now();
    const client = await pool.connect();
    try {
      await client.query('begin');
      // Orders over the last year with the shop's mix of statuses; then 1-5 lines each from random stocks, at the
      // stock's price, cancelled with their order. Written set-based: the rollup triggers see each batch at once.
      await client.query('create temp table batch_orders (id int) on commit drop');
      await client.query(
        `with shoppers as (select array_agg(id) as ids from user_account where email like 'bench-shopper-%'),
              place as (select min(id) as id from location),
              placed as (
                insert into shop_order (user_id, status, total, payment_method, shipping_option, location_id, address, created_at, updated_at)
                select s.ids[1 + (hashint4(g) & 2047) % array_length(s.ids, 1)],
                       (array['PAID','PAID','PAID','PAID','PAID','DELIVERED','PROCESSING','ACCEPTED','PENDING','CANCELLED'])[1 + (hashint4(g + 7) & 1023) % 10],
                       0, 'CASH', 'Ground Way', p.id, 'Bench street', now() - make_interval(secs => (hashint4(g + 13) & 2147483647) % (365 * 86400)), now()
                from generate_series(1, $1::int) g, shoppers s, place p
                returning id)
         insert into batch_orders select id from placed`,
        [BATCH_ORDERS],
      );
      const inserted = await client.query(
        // Each supplier's lines of an order are its part, in the order's status (decisions.md, "Per-supplier fulfilment").
        `with stocks as (select array_agg(s.id order by s.id) as ids from stock s),
              planned as (
                select o.id as order_id, ord.status as order_status, st.id as stock_id, so.supplier_id, u.id as unit_id, q.qty, st.price
                from batch_orders o
                join shop_order ord on ord.id = o.id
                cross join lateral generate_series(1, 1 + (hashint4(o.id) & 1023) % 5) n
                cross join stocks
                join stock st on st.id = stocks.ids[1 + (hashint4(o.id * 7 + n) & 1048575) % array_length(stocks.ids, 1)]
                join store so on so.id = st.store_id
                join item_unit u on u.item_id = st.item_id and u.is_base
                cross join lateral (select 1 + (hashint4(o.id + n) & 1023) % 3 as qty) q),
              parts as (
                insert into order_part (order_id, supplier_id, status, created_at, updated_at)
                select distinct order_id, supplier_id, order_status, now(), now() from planned
                returning id, order_id, supplier_id)
         insert into order_detail (order_id, part_id, stock_id, supplier_id, item_unit_id, quantity, factor, base_quantity, unit_price, line_total, status, created_at, updated_at)
         select l.order_id, p.id, l.stock_id, l.supplier_id, l.unit_id, l.qty, 1, l.qty, l.price, l.price * l.qty,
                case when l.order_status = 'CANCELLED' then 'CANCELLED' else 'OPEN' end, now(), now()
         from planned l join parts p on p.order_id = l.order_id and p.supplier_id = l.supplier_id`,
      );
      await client.query(
        `update shop_order o set total = t.total from (select order_id, sum(line_total) as total from order_detail where order_id in (select id from batch_orders) and status = 'OPEN' group by 1) t where o.id = t.order_id`,
      );
      await client.query('commit');
      lines += inserted.rowCount ?? 0;
      log(
        `${lines} order lines (${((performance.now() - batchStarted) / 1000).toFixed(1)} s for ${inserted.rowCount} lines, rollups included)`,
      );
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }
  await pool.query(`insert into visitor (day, visitor_key, landing_path, referrer_host, locale, created_at)
                    select current_date - (g % 365), md5(g::text), '/en', null, 'en', now() - make_interval(days => g % 365)
                    from generate_series(1, 200000) g on conflict do nothing`);
  await pool.query('vacuum analyze');
  log(`${lines} order lines ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const [kept] = (await pool.query(`select sum(sales)::text as sales from sales_rollup where supplier_id = 0`)).rows;
  const [direct] = (await pool.query(`select sum(line_total)::text as sales from order_detail where status = 'OPEN'`))
    .rows;
  if (kept.sales !== direct.sales)
    throw new Error(`the rollup (${kept.sales}) and the order lines (${direct.sales}) disagree`);
  log(`rollup checked against the order lines: ${kept.sales} USD both`);
}

async function sampleFacts(): Promise<{ brands: number[] }> {
  const brands = (await pool.query<{ id: number }>('select id from brand')).rows.map((row) => row.id);
  return { brands };
}

async function drive(scenario: Scenario, seconds: number): Promise<Measured> {
  const result = await autocannon({
    url: `http://127.0.0.1:${APP_PORT}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        headers: { authorization: `Bearer ${scenario.token}` },
        setupRequest: (request) => ({ ...request, path: scenario.path() }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The direct aggregate at the same concurrency for `seconds`: each of CONNECTIONS workers runs it back to back. */
async function directly(scenario: Scenario, seconds: number): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          await pool.query(scenario.direct());
          latencies.push(performance.now() - started);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0);
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}

/**
 * What the triggers add to an order's writes: one order of three lines placed and accepted, in a transaction
 * rolled back, 200 times with the triggers on and 200 times with them off (session_replication_role = replica).
 */
async function writeCost(): Promise<{ on: number; off: number }> {
  const client = await pool.connect();
  const time = async (replica: boolean) => {
    const runs: number[] = [];
    for (let run = 0; run < 200; run += 1) {
      await client.query('begin');
      if (replica) await client.query('set local session_replication_role = replica');
      const started = performance.now();
      const order = await client.query<{ id: number }>(
        `insert into shop_order (user_id, status, total, payment_method, shipping_option, location_id, address, created_at, updated_at)
         select min(id), 'PENDING', 0, 'CASH', 'Ground Way', (select min(id) from location), 'Bench street', now(), now() from user_account returning id`,
      );
      await client.query(
        `with picked as (select st.id as stock_id, so.supplier_id, u.id as unit_id, st.price
                         from (select id, store_id, item_id, price from stock order by id offset $2 limit 3) st
                         join store so on so.id = st.store_id join item_unit u on u.item_id = st.item_id and u.is_base),
              parts as (insert into order_part (order_id, supplier_id, status, created_at, updated_at)
                        select distinct $1::int, supplier_id, 'PENDING', now(), now() from picked returning id, supplier_id)
         insert into order_detail (order_id, part_id, stock_id, supplier_id, item_unit_id, quantity, factor, base_quantity, unit_price, line_total, created_at, updated_at)
         select $1, p.id, l.stock_id, l.supplier_id, l.unit_id, 1, 1, 1, l.price, l.price, now(), now() from picked l join parts p on p.supplier_id = l.supplier_id`,
        [order.rows[0]!.id, run * 3],
      );
      // An admin's accept: every part, then the order (the order service's statements, without its checks).
      await client.query(`update order_part set status = 'ACCEPTED' where order_id = $1`, [order.rows[0]!.id]);
      await client.query(`update shop_order set status = 'ACCEPTED' where id = $1`, [order.rows[0]!.id]);
      runs.push(performance.now() - started);
      await client.query('rollback');
    }
    runs.sort((a, b) => a - b);
    return Number(runs[runs.length >> 1]!.toFixed(2));
  };
  try {
    return { off: await time(true), on: await time(false) };
  } finally {
    client.release();
  }
}

function report(results: Result[], writes: { on: number; off: number }): void {
  console.log(`\ndashboard at ${LINES} order lines, ${CONNECTIONS} connections (target: p99 < 100 ms)`);
  console.log(
    'call                                app req/s  p50 ms  p99 ms | direct SQL req/s  p50 ms   p99 ms | p99 direct/app',
  );
  for (const r of results) {
    console.log(
      `${r.scenario.padEnd(34)} ${r.app.rps.toFixed(0).padStart(9)} ${String(r.app.p50).padStart(7)} ${String(r.app.p99).padStart(7)} | ${r.direct.rps.toFixed(1).padStart(16)} ${String(r.direct.p50).padStart(7)} ${String(r.direct.p99).padStart(8)} | ${(r.direct.p99 / Math.max(1, r.app.p99)).toFixed(1).padStart(6)}x`,
    );
  }
  console.log(
    `\nan order of 3 lines placed and accepted (median of 200): ${writes.on} ms with the rollup triggers, ${writes.off} ms without`,
  );
  const file = resolve(repoRoot, '.data', 'bench-dashboard-results.json');
  writeFileSync(
    file,
    JSON.stringify(
      { at: new Date().toISOString(), lines: LINES, connections: CONNECTIONS, seconds: SECONDS, results, writes },
      null,
      2,
    ),
  );
  console.log(`\nresults written to ${file}`);
}
