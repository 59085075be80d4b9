// `pnpm bench` (orders desk, issue 11): the staff order list at 1,000,000 orders. A database of its own on the
// benchmark's cluster (`bench_orders`, the demo shop) gets BENCH_ORDERS orders of 1-5 lines from the demo shop's
// stocks (every supplier), over two years, every status, from customers who all have a phone, written set-based and
// kept for later runs. The app (signed in as the demo admin) and the bare handler (bench/bare-desk-server.ts, the
// app's own statements) are driven in turn, same run: search by customer phone, search by part number, and the
// status tabs' counts. See api/README.md, "Benchmark".
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { rebuildRollups } from '../src/modules/insights/sales-rollup-sql.ts';
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
const ORDERS = Number(env.BENCH_ORDERS ?? 1_000_000);
const APP_PORT = Number(env.BENCH_APP_PORT ?? 3_390);
const BARE_PORT = Number(env.BENCH_BARE_PORT ?? 3_391);
/** A customer places about ten orders. */
const ORDERS_PER_CUSTOMER = 10;
const BATCH = 100_000;
const log = logger('bench orders');

const server = await startBenchCluster(log);
const children: ChildProcess[] = [];
try {
  const databaseUrl = await demoDatabase(server, 'bench_orders');
  const samples = await prepare(databaseUrl);
  children.push(await startApp(databaseUrl, APP_PORT));
  children.push(await startServer('bare', join(apiDir, 'bench', 'bare-desk-server.ts'), BARE_PORT, databaseUrl));
  const token = await signIn(APP_PORT);
  const list = (search: string) => `/api/backend/order?status=ALL&size=20&search=${encodeURIComponent(search)}`;
  const results = await compare(
    [
      { name: 'search by customer phone', path: () => list(pick(samples.phones)) },
      { name: 'search by part number', path: () => list(pick(samples.partNumbers)) },
      { name: 'status tabs counts', path: () => '/api/backend/order/counts' },
    ],
    { appPort: APP_PORT, barePort: BARE_PORT, token },
    log,
  );
  reportComparison(`orders desk at ${ORDERS} orders`, results, 'bench-orders-results.json', { orders: ORDERS });
} finally {
  await stopServers(children);
  await server.stop();
}

/** Tops the database up to ORDERS generated orders; returns phone numbers and part numbers to search for. */
async function prepare(databaseUrl: string): Promise<{ phones: string[]; partNumbers: string[] }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => {});
  try {
    const customers = Math.ceil(ORDERS / ORDERS_PER_CUSTOMER);
    // Phones as people type them: "+855 12 000 001", "012000002", "855-12-000003" (the search finds any spelling).
    await pool.query(
      `insert into user_account (type, email, name, phone, password_hash, created_at, updated_at)
       select 'CUSTOMER', 'bench-customer-' || g || '@bench.parts', 'Bench customer ' || g,
              case g % 3 when 0 then '+855 ' || substr(d, 1, 2) || ' ' || substr(d, 3, 3) || ' ' || substr(d, 6)
                         when 1 then '0' || d else '855-' || substr(d, 1, 2) || '-' || substr(d, 3) end,
              'x', now() - interval '2 years', now()
       from generate_series(1, $1::int) g cross join lateral (select (12000000 + g)::text as d) n
       on conflict do nothing`,
      [customers],
    );
    let have = Number(
      (await pool.query(`select count(*) from shop_order where address = 'Bench street'`)).rows[0].count,
    );
    if (have >= ORDERS) log(`${have} orders already there`);
    const started = performance.now();
    while (have < ORDERS) {
      const count = Math.min(BATCH, ORDERS - have);
      const batchStarted = performance.now();
      const client = await pool.connect();
      try {
        await client.query('begin');
        // Consistent by construction; the dashboard's rollup triggers are off for the load (the rollups are rebuilt below).
        await client.query('set local session_replication_role = replica');
        const { rows } = await client.query<{ last: number }>('select coalesce(max(id), 0) as last from shop_order');
        const last = rows[0]!.last;
        // Statuses as a shop's book has them: mostly settled, a tenth pending, some cancelled.
        await client.query(
          `with customers as (select array_agg(id order by id) as ids from user_account where email like 'bench-customer-%'),
                place as (select min(id) as id from location)
           insert into shop_order (user_id, status, total, payment_method, shipping_option, location_id, recipient_name, phone, address, created_at, updated_at)
           select c.ids[1 + (hashint4(g) & 1048575) % array_length(c.ids, 1)],
                  (array['PAID','PAID','PAID','PAID','DELIVERED','DELIVERED','PROCESSING','ACCEPTED','PENDING','CANCELLED'])[1 + (hashint4(g + 7) & 1023) % 10],
                  0, (array['CASH','BANK'])[1 + (g & 1)], 'Ground Way', p.id,
                  case when g % 4 = 0 then 'Recipient ' || g end, case when g % 4 = 0 then '0' || (30000000 + g % 5000000)::text end,
                  'Bench street', now() - make_interval(secs => (hashint4(g + 13) & 2147483647) % (730 * 86400)), now()
           from generate_series($1::int, $2::int) g, customers c, place p`,
          [have + 1, have + count],
        );
        const lines = await client.query(
          // Each supplier's lines of an order are its part, in the order's status (decisions.md, "Per-supplier fulfilment").
          `with stocks as (select array_agg(s.id order by s.id) as ids from stock s),
                planned as (
                  select o.id as order_id, o.status as order_status, st.id as stock_id, so.supplier_id, u.id as unit_id, q.qty, st.price
                  from shop_order o
                  cross join lateral generate_series(1, 1 + (hashint4(o.id) & 1023) % 5) n
                  cross join stocks
                  join stock st on st.id = stocks.ids[1 + (hashint4(o.id * 7 + n) & 1048575) % array_length(stocks.ids, 1)]
                  join store so on so.id = st.store_id
                  join item_unit u on u.item_id = st.item_id and u.is_base
                  cross join lateral (select 1 + (hashint4(o.id + n) & 1023) % 3 as qty) q
                  where o.id > $1),
                parts as (
                  insert into order_part (order_id, supplier_id, status, created_at, updated_at)
                  select distinct order_id, supplier_id, order_status, now(), now() from planned
                  returning id, order_id, supplier_id)
           insert into order_detail (order_id, part_id, stock_id, supplier_id, item_unit_id, quantity, factor, base_quantity, unit_price, line_total, status, created_at, updated_at)
           select l.order_id, p.id, l.stock_id, l.supplier_id, l.unit_id, l.qty, 1, l.qty, l.price, l.price * l.qty,
                  case when l.order_status = 'CANCELLED' then 'CANCELLED' else 'OPEN' end, now(), now()
           from planned l join parts p on p.order_id = l.order_id and p.supplier_id = l.supplier_id`,
          [last],
        );
        await client.query(
          `update shop_order o set total = t.total
           from (select order_id, sum(line_total) as total from order_detail where order_id > $1 and status = 'OPEN' group by 1) t
           where o.id = t.order_id`,
          [last],
        );
        await client.query('commit');
        have += count;
        log(
          `${have} orders (${count} with ${lines.rowCount} lines in ${((performance.now() - batchStarted) / 1000).toFixed(1)} s)`,
        );
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
      if (have >= ORDERS) {
        await pool.query('vacuum analyze');
        log(`${have} orders ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
    }
    // The load wrote with the triggers off: the dashboard's rollup (which the opening status counts read) is filled
    // from the orders afterwards, set-based, as the dashboard migration does; checked against the orders each run.
    const [kept] = (
      await pool.query<{ rolled: string; orders: string }>(
        `select (select coalesce(sum(orders), 0) from sales_rollup where supplier_id = 0)::text as rolled, (select count(*) from shop_order)::text as orders`,
      )
    ).rows;
    if (kept!.rolled !== kept!.orders) {
      log(`rollup counts ${kept!.rolled} orders of ${kept!.orders}: rebuilding the dashboard rollups ...`);
      const rebuildStarted = performance.now();
      const client = await pool.connect();
      try {
        await client.query('begin');
        for (const statement of rebuildRollups) await client.query(statement);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
      await pool.query('vacuum analyze');
      log(`rollups rebuilt in ${((performance.now() - rebuildStarted) / 1000).toFixed(0)} s`);
    }
    // Customers who ordered, their number typed another way or only its last six digits; part numbers sold.
    const phones = (
      await pool.query<{ phone: string }>(
        `select u.phone from user_account u where u.email like 'bench-customer-%' and exists (select 1 from shop_order o where o.user_id = u.id)
         order by random() limit 1000`,
      )
    ).rows.flatMap(({ phone }) => {
      const digits = phone.replace(/\D/g, '').replace(/^(855|0+)/, '');
      return [`0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`, digits.slice(-6)];
    });
    const partNumbers = (
      await pool.query<{ part_number: string }>(
        `select pa.part_number from stock s join part pa on pa.item_id = s.item_id where exists (select 1 from order_detail d where d.stock_id = s.id) order by random() limit 1000`,
      )
    ).rows.map((row) => row.part_number);
    return { phones, partNumbers };
  } finally {
    await pool.end();
  }
}
