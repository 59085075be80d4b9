// The dashboards against real PostgreSQL: every figure equals the same sum computed straight from the order
// tables after orders, line and order cancels and moves up to PAID; the trigger-kept rollups equal a rebuild from
// scratch; a supplier sees only its store; bad input is a 400 naming the parameter.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildRollups } from '../../../src/modules/insights/sales-rollup-sql.ts';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, placeOrder as placeShopperOrder, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let shopper: TestAccount;
let admin: TestAccount;
let supplierA: TestAccount;
let supplierB: TestAccount;
let a: StockFixture;
let a2: StockFixture;
let b: StockFixture;
const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

const placeOrder = (lines: [StockFixture, number][]) =>
  placeShopperOrder(t.app, shopper, lines, { paymentMethod: 'CASH' });

async function move(orderId: number, ...steps: string[]) {
  for (const step of steps)
    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/${step}/${orderId}`, {})).status, step).toBe(200);
}

/** The same figures, computed straight from the orders (open lines; an order once per scope it has lines in). */
async function direct(scope: number) {
  return withDatabase(t.databaseUrl, async (db) => {
    const supplierFilter = scope ? 'and d.supplier_id = $1' : 'and $1::int = 0';
    // The shop counts an order in its (derived) status, a supplier in its part's (decisions.md, "Per-supplier fulfilment").
    const statusOf = scope ? 'p.status' : 'o.status';
    const status = await db.query(
      `select ${statusOf} as status, count(distinct o.id)::int as orders, coalesce(sum(d.line_total) filter (where d.status = 'OPEN'), 0)::numeric(16,2)::text as sales
       from shop_order o join order_detail d on d.order_id = o.id ${supplierFilter} join order_part p on p.id = d.part_id group by 1 order by 1`,
      [scope],
    );
    const live = await db.query(
      `select count(distinct o.id) filter (where ${statusOf} <> 'CANCELLED')::int as orders,
              count(*) filter (where d.status = 'OPEN')::int as lines,
              coalesce(sum(d.base_quantity) filter (where d.status = 'OPEN'), 0)::int as units,
              coalesce(sum(d.line_total) filter (where d.status = 'OPEN'), 0)::numeric(16,2)::text as sales
       from shop_order o join order_detail d on d.order_id = o.id ${supplierFilter} join order_part p on p.id = d.part_id`,
      [scope],
    );
    const stocks = await db.query(
      `select d.stock_id, sum(d.base_quantity)::int as units from order_detail d where d.status = 'OPEN' ${supplierFilter} group by 1 order by 2 desc, 1`,
      [scope],
    );
    // A line's vehicle: its part's first fitment.
    const byBrand = await db.query(
      `select coalesce(f.brand_id, 0) as id, sum(d.line_total)::numeric(16,2)::text as sales, sum(d.base_quantity)::int as units
       from order_detail d join stock st on st.id = d.stock_id left join part pa on pa.item_id = st.item_id
       left join lateral (select brand_id from part_fit where part_id = pa.id order by id limit 1) f on true
       where d.status = 'OPEN' ${supplierFilter} group by 1 order by 1`,
      [scope],
    );
    return { status: status.rows, live: live.rows[0], stocks: stocks.rows, byBrand: byBrand.rows };
  });
}

async function dashboard(token: string, who: 'admin' | 'supplier', query = '') {
  const sales = await call(
    t.app,
    token,
    'GET',
    `/api/backend/dashboard/${who}?type=d&from=${today()}&to=${today()}${query}`,
  );
  expect(sales.status, JSON.stringify(sales.body)).toBe(200);
  const status = await call(t.app, token, 'GET', `/api/backend/dashboard/${who}/status`);
  expect(status.status).toBe(200);
  const top = await call(t.app, token, 'GET', `/api/backend/dashboard/${who}/top-stock-sales?size=50`);
  expect(top.status).toBe(200);
  return { sales: sales.body.data, status: status.body.data, top: top.body.data };
}

async function expectMatches(scope: number, token: string, who: 'admin' | 'supplier') {
  const expected = await direct(scope);
  const got = await dashboard(token, who, '&group=brand');
  const nonZero = got.status
    .filter((row: { orders: number }) => row.orders > 0)
    .map((row: { status: string; orders: number; sales: string }) => ({
      status: row.status,
      orders: row.orders,
      sales: row.sales,
    }));
  expect(nonZero.sort((x: { status: string }, y: { status: string }) => x.status.localeCompare(y.status))).toEqual(
    expected.status,
  );
  expect(got.sales.totals).toMatchObject({
    orders: expected.live.orders,
    lines: expected.live.lines,
    units: expected.live.units,
    sales: expected.live.sales,
  });
  expect(got.sales.series).toHaveLength(1);
  expect(got.sales.series[0]).toMatchObject({ start: today(), sales: expected.live.sales, units: expected.live.units });
  expect(
    got.top.map((row: { stockId: number; units: number }) => ({ stock_id: row.stockId, units: row.units })),
  ).toEqual(expected.stocks);
  expect(
    got.sales.groups
      .map((row: { id: number; sales: string; units: number }) => ({ id: row.id, sales: row.sales, units: row.units }))
      .sort((x: { id: number }, y: { id: number }) => x.id - y.id),
  ).toEqual(expected.byBrand);
  return { expected, got };
}

/** The rollups as the triggers kept them, and as a rebuild from the order tables makes them: equal. */
async function rollupsAgreeWithRebuild() {
  await withDatabase(t.databaseUrl, async (db) => {
    const snapshot = async () => ({
      sales: (
        await db.query(
          `select day::text, supplier_id, status, orders, lines, units::text, sales::text from sales_rollup where orders <> 0 or lines <> 0 or sales <> 0 order by 1, 2, 3`,
        )
      ).rows,
      vehicles: (
        await db.query(
          `select level, day::text, supplier_id, brand_id, model_id, year_id, lines, units::text, sales::text from vehicle_sales_rollup where lines <> 0 or sales <> 0 order by 1, 2, 3, 4, 5, 6`,
        )
      ).rows,
      stocks: (
        await db.query(
          `select stock_id, supplier_id, lines, units::text, sales::text from stock_sales where lines <> 0 or sales <> 0 order by 1`,
        )
      ).rows,
      amounts: (
        await db.query(
          `select day::text, supplier_id, status, amount::text, quantity from line_amount_rollup where quantity <> 0 order by 1, 2, 3, 4`,
        )
      ).rows,
      stockAmounts: (
        await db.query(
          `select day::text, supplier_id, status, stock_id, amount::text, quantity from stock_amount_rollup where quantity <> 0 order by 1, 2, 3, 4, 5`,
        )
      ).rows,
      vehicleAmounts: (
        await db.query(
          `select day::text, supplier_id, status, brand_id, model_id, year_id, amount::text, quantity from vehicle_amount_rollup where quantity <> 0 order by 1, 2, 3, 4, 5, 6, 7`,
        )
      ).rows,
    });
    const kept = await snapshot();
    await db.query('begin');
    for (const statement of rebuildRollups) await db.query(statement);
    const rebuilt = await snapshot();
    await db.query('rollback');
    expect(kept).toEqual(rebuilt);
    expect(kept.sales.length).toBeGreaterThan(0);
    expect(kept.amounts.length).toBeGreaterThan(0);
    expect(kept.stockAmounts.length).toBeGreaterThan(0);
    expect(kept.vehicleAmounts.length).toBeGreaterThan(0);
  });
}

beforeAll(async () => {
  t = await startTestApp();
  shopper = await createAccount(t.app, { type: 'CUSTOMER' });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  a = await arrangeStock(t.databaseUrl, { quantity: 500, price: '12.35', dealerPrice: '10.00' });
  a2 = await arrangeStock(t.databaseUrl, {
    quantity: 500,
    price: '0.10',
    dealerPrice: '0.10',
    supplierId: a.supplierId,
    skipStocks: [a.stockId],
  });
  b = await arrangeStock(t.databaseUrl, {
    quantity: 500,
    price: '7.05',
    dealerPrice: '6.00',
    skipSuppliers: [a.supplierId],
  });
  supplierA = await createAccount(t.app, { type: 'SUPPLIER', supplierId: a.supplierId });
  supplierB = await createAccount(t.app, { type: 'SUPPLIER', supplierId: b.supplierId });
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  expect(
    (
      await call(t.app, shopper.token, 'POST', '/api/frontend/user-location', {
        locationId: province,
        label: 'Home',
        address: 'Street 1',
      })
    ).status,
  ).toBe(201);
});
afterAll(() => t?.close());

describe('dashboard figures equal the sums of the orders', () => {
  it('after orders, a cancelled line, a cancelled order and moves up to PAID, for the shop and each supplier', async () => {
    const first = await placeOrder([
      [a, 2],
      [b, 3],
      [a2, 7],
    ]);
    const second = await placeOrder([
      [a, 1],
      [b, 1],
    ]);
    const third = await placeOrder([[b, 4]]);
    const fourth = await placeOrder([[a2, 3]]);
    await expectMatches(0, admin.token, 'admin');

    // The shopper cancels one line of the first order (it stays PENDING), staff cancel the second.
    const detail = await call(t.app, shopper.token, 'GET', `/api/frontend/order/${first}`);
    const lineOfB = detail.body.data.lines.find((line: { stockId: number }) => line.stockId === b.stockId);
    expect(
      (await call(t.app, shopper.token, 'PUT', `/api/frontend/order/cancelled/${first}/${lineOfB.id}`)).status,
    ).toBe(200);
    expect(
      (await call(t.app, admin.token, 'PUT', `/api/backend/order/cancelled/${second}`, { reasons: 'test' })).status,
    ).toBe(200);
    await move(third, 'accepted', 'processing', 'delivered', 'paid');
    await move(fourth, 'accepted');

    const shop = await expectMatches(0, admin.token, 'admin');
    expect(shop.got.status.find((row: { status: string }) => row.status === 'PAID')).toMatchObject({
      orders: 1,
      sales: '28.20',
    });
    expect(shop.got.status.find((row: { status: string }) => row.status === 'CANCELLED')).toMatchObject({
      orders: 1,
      sales: '0.00',
    });
    // 2 x 12.35 + 7 x 0.10 (first, B's line cancelled) + 4 x 7.05 (third) + 3 x 0.10 (fourth)
    expect(shop.got.sales.totals.sales).toBe('53.90');
    expect(shop.got.sales.totals.orders).toBe(3);
    await expectMatches(a.supplierId, supplierA.token, 'supplier');
    await expectMatches(b.supplierId, supplierB.token, 'supplier');
    await rollupsAgreeWithRebuild();
  });

  it("answers riel beside dollars: each line's riel and each fee's added up; the total's riel is the sum of the periods'", async () => {
    // Straight from the orders: a line's riel is its unit's riel (rounded to 100) times its quantity (decisions.md,
    // "Riel figures add up"), of the open lines and the fees of the parts not cancelled, of orders not cancelled.
    const riel = (usd: string) =>
      `(round(${usd} * (select rate from currency where code = 'KHR') * 0.01) * 100)::bigint`;
    const expected = await withDatabase(t.databaseUrl, async (db) => {
      const placed = `from shop_order o where o.status <> 'CANCELLED' and (o.created_at at time zone 'Asia/Phnom_Penh')::date = $1::date`;
      const lines = await db.query(
        `select coalesce(sum(${riel('d.unit_price')} * d.quantity), 0)::text as khr from order_detail d
         where d.status = 'OPEN' and d.order_id in (select o.id ${placed})`,
        [today()],
      );
      const fees = await db.query(
        `select coalesce(sum(${riel('p.delivery_fee')} + ${riel('p.cod_fee')}), 0)::text as khr from order_part p
         where p.status <> 'CANCELLED' and p.order_id in (select o.id ${placed})`,
        [today()],
      );
      return { lines: lines.rows[0].khr as string, fees: fees.rows[0].khr as string };
    });
    const { sales } = await dashboard(admin.token, 'admin');
    const periods = sales.series as { sales: string; salesKhr: string; deliveryFeesKhr: string }[];
    expect(periods).toHaveLength(1);
    expect(periods[0]!.deliveryFeesKhr).toBe(expected.fees);
    expect(periods[0]!.salesKhr).toBe(String(BigInt(expected.lines) + BigInt(expected.fees)));
    expect(BigInt(sales.totals.salesKhr)).toBeGreaterThan(0n);
    expect(sales.totals.salesKhr).toBe(String(periods.reduce((sum, period) => sum + BigInt(period.salesKhr), 0n)));
  });

  it("gives each top seller's riel as its lines' riel added up, not the riel of its dollars", async () => {
    const riel = (usd: string) =>
      `(round(${usd} * (select rate from currency where code = 'KHR') * 0.01) * 100)::bigint`;
    for (const [scope, token, who] of [
      [0, admin.token, 'admin'],
      [a.supplierId, supplierA.token, 'supplier'],
    ] as const) {
      // Straight from the orders: every open line of the stock, whatever its order's status (as its units count).
      const expected = await withDatabase(t.databaseUrl, async (db) =>
        (
          await db.query(
            `select d.stock_id, sum(${riel('d.unit_price')} * d.quantity)::text as by_line, ${riel('sum(d.line_total)')}::text as of_sum
             from order_detail d where d.status = 'OPEN' and ($1::int = 0 or d.supplier_id = $1) group by 1 order by 1`,
            [scope],
          )
        ).rows.map((row: { stock_id: number; by_line: string; of_sum: string }) => ({
          stockId: row.stock_id,
          byLine: row.by_line,
          ofSum: row.of_sum,
        })),
      );
      // The 0.10 part sold 7 and 3: its lines' riel differ from the riel of their dollars, so the test can tell.
      const cheap = expected.find((row) => row.stockId === a2.stockId)!;
      expect(cheap.byLine).not.toBe(cheap.ofSum);
      const { top } = await dashboard(token, who);
      expect(
        (top as { stockId: number; salesKhr: string }[])
          .map((row) => ({ stockId: row.stockId, salesKhr: row.salesKhr }))
          .sort((x, y) => x.stockId - y.stockId),
      ).toEqual(expected.map((row) => ({ stockId: row.stockId, salesKhr: row.byLine })));
    }
  });

  it("gives a vehicle's riel (a filter, a group) as its lines' riel added up, not the riel of its dollars", async () => {
    const riel = (usd: string) =>
      `(round(${usd} * (select rate from currency where code = 'KHR') * 0.01) * 100)::bigint`;
    // Straight from the orders: the open lines of each brand (a line's vehicle: its part's first fitment; none: 0).
    const expected = await withDatabase(t.databaseUrl, async (db) =>
      (
        await db.query(
          `select coalesce(f.brand_id, 0) as id, sum(${riel('d.unit_price')} * d.quantity)::text as by_line,
                  ${riel('sum(d.line_total)')}::text as of_sum
           from order_detail d join stock st on st.id = d.stock_id left join part pa on pa.item_id = st.item_id
           left join lateral (select brand_id from part_fit where part_id = pa.id order by id limit 1) f on true
           where d.status = 'OPEN' group by 1 order by 1`,
        )
      ).rows.map((row: { id: number; by_line: string; of_sum: string }) => ({
        id: row.id,
        byLine: row.by_line,
        ofSum: row.of_sum,
      })),
    );
    // The test can tell the two apart: some brand's lines' riel differ from the riel of their dollars.
    expect(expected.some((row) => row.byLine !== row.ofSum)).toBe(true);
    const { sales } = await dashboard(admin.token, 'admin', '&group=brand');
    expect(
      (sales.groups as { id: number; salesKhr: string }[])
        .map((row) => ({ id: row.id, salesKhr: row.salesKhr }))
        .sort((x, y) => x.id - y.id),
    ).toEqual(expected.map((row) => ({ id: row.id, salesKhr: row.byLine })));
    for (const brand of expected.filter((row) => row.id > 0)) {
      const filtered = await dashboard(admin.token, 'admin', `&brandId=${brand.id}`);
      expect(filtered.sales.totals.salesKhr).toBe(brand.byLine);
      expect(filtered.sales.series[0].salesKhr).toBe(brand.byLine);
    }
  });

  it('filters by vehicle brand and year (orders are then not counted: an order may hold several vehicles)', async () => {
    const expected = await direct(0);
    const brand = expected.byBrand.find((row: { id: number }) => row.id > 0);
    expect(brand).toBeDefined();
    const filtered = await call(
      t.app,
      admin.token,
      'GET',
      `/api/backend/dashboard/admin?type=m&brandId=${brand.id}&group=year`,
    );
    expect(filtered.status).toBe(200);
    expect(filtered.body.data.totals).toMatchObject({ orders: null, sales: brand.sales, units: brand.units });
    const byYear = filtered.body.data.groups as { id: number; sales: string }[];
    const sum = byYear.reduce((cents, row) => cents + Math.round(Number(row.sales) * 100), 0);
    expect(sum).toBe(Math.round(Number(brand.sales) * 100));
    const year = byYear[0]!;
    const both = await call(
      t.app,
      admin.token,
      'GET',
      `/api/backend/dashboard/admin?type=y&brandId=${brand.id}&yearId=${year.id}&group=model`,
    );
    expect(both.body.data.totals.sales).toBe(year.sales);
  });

  it("a supplier sees only its own store: another store's stocks never appear", async () => {
    const top = (await dashboard(supplierB.token, 'supplier')).top as { stockId: number; supplier: { id: number } }[];
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((row) => row.supplier.id === b.supplierId)).toBe(true);
    expect(top.map((row) => row.stockId)).not.toContain(a.stockId);
    expect((await call(t.app, supplierA.token, 'GET', '/api/backend/dashboard/admin')).status).toBe(403);
    expect((await call(t.app, admin.token, 'GET', '/api/backend/dashboard/supplier')).status).toBe(403);
  });

  it('buckets weeks from Monday, empty ones included, and counts customers and dealers', async () => {
    const weeks = await call(t.app, admin.token, 'GET', '/api/backend/dashboard/admin');
    expect(weeks.body.data.type).toBe('w');
    expect(weeks.body.data.series).toHaveLength(12);
    for (const bucket of weeks.body.data.series) expect(new Date(`${bucket.start}T00:00:00Z`).getUTCDay()).toBe(1);
    const dealer = await createAccount(t.app, { type: 'DEALER' });
    const dealers = await call(t.app, admin.token, 'GET', '/api/backend/dashboard/admin/count-dealer');
    expect(dealers.body.data).toMatchObject({ total: expect.any(Number), waiting: expect.any(Number) });
    expect(dealers.body.data.waiting).toBeGreaterThanOrEqual(1);
    const customers = await call(t.app, admin.token, 'GET', '/api/backend/dashboard/admin/count-customer');
    const expected = await withDatabase(t.databaseUrl, async (db) =>
      Number(
        (await db.query(`select count(*) from user_account where type in ('CUSTOMER', 'USER') and deleted_at is null`))
          .rows[0].count,
      ),
    );
    expect(customers.body.data.total).toBe(expected);
    expect(dealer.id).toBeGreaterThan(0);
  });
});

const renameTrigger = (db: pg.Client, table: string, from: string, to: string) =>
  db.query(`alter trigger ${db.escapeIdentifier(from)} on ${table} rename to ${db.escapeIdentifier(to)}`);

/**
 * Renames the triggers of `tables` so that each event's fire in the reverse of their name order (PostgreSQL fires
 * one event's triggers in name order); the answer puts the names back.
 */
async function reverseTriggerOrder(tables: string[]) {
  return withDatabase(t.databaseUrl, async (db) => {
    const renamed: { table: string; from: string; to: string }[] = [];
    for (const table of tables) {
      const { rows } = await db.query<{ name: string }>(
        `select tgname as name from pg_trigger where tgrelid = $1::regclass and not tgisinternal order by tgname collate "C"`,
        [table],
      );
      rows.forEach(({ name }, index) =>
        renamed.push({ table, from: name, to: `t${String(rows.length - index).padStart(2, '0')}_${name}` }),
      );
    }
    for (const { table, from, to } of renamed) await renameTrigger(db, table, from, to);
    return () =>
      withDatabase(t.databaseUrl, async (again) => {
        for (const { table, from, to } of renamed) await renameTrigger(again, table, to, from);
      });
  });
}

describe('the rollups do not depend on the order PostgreSQL fires their triggers in', () => {
  it('keeps the same figures when the triggers of each event fire in the reverse of their name order', async () => {
    const restore = await reverseTriggerOrder(['order_detail', 'order_part', 'shop_order']);
    try {
      const placed = await placeOrder([
        [a, 1],
        [b, 2],
        [a2, 4],
      ]);
      // Another line of the same stock, so that its vehicle still sells once the first is cancelled.
      await placeOrder([[a2, 1]]);
      const detail = await call(t.app, shopper.token, 'GET', `/api/frontend/order/${placed}`);
      const lineOfA2 = detail.body.data.lines.find((line: { stockId: number }) => line.stockId === a2.stockId);
      expect(
        (await call(t.app, shopper.token, 'PUT', `/api/frontend/order/cancelled/${placed}/${lineOfA2.id}`)).status,
      ).toBe(200);
      await move(placed, 'accepted', 'processing');
      await rollupsAgreeWithRebuild();
      await expectMatches(0, admin.token, 'admin');
    } finally {
      await restore();
    }
  });
});

describe('bad input: 400 naming the parameter', () => {
  it.each([
    ['/api/backend/dashboard/admin?type=q', 'type'],
    ['/api/backend/dashboard/admin?from=2026-05-02&to=2026-05-01', 'to'],
    ['/api/backend/dashboard/admin?type=d&from=2020-01-01&to=2026-01-01', 'from'],
    ['/api/backend/dashboard/admin/top-stock-sales?size=51', 'size'],
    ['/api/backend/dashboard/admin/status?from=2026-05-02&to=2026-05-01', 'to'],
    ['/api/backend/dashboard/admin/count-visitor?from=2026-05-02&to=2026-05-01', 'to'],
    ['/api/backend/dashboard/admin?group=part', 'group'],
    ['/api/backend/visitor?size=101', 'size'],
  ])('%s', async (url, field) => {
    const answer = await call(t.app, admin.token, 'GET', url);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.field).toBe(field);
  });
});
