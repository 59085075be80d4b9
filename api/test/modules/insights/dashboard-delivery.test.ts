// The dashboards count the delivery fees (issue 38 §2: "dashboards ... include the fees") on real PostgreSQL: sales
// are the open lines plus the fees of the parts not cancelled, exact to the cent, with the fees apart; the shop sees
// every part's fees, a supplier only its own parts'; a cancelled part's fees leave with its lines; the trigger-kept
// rollups equal a rebuild from the order tables.
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
let b: StockFixture;
let rate: number;
const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const riel = (usd: string) => String(Math.round((Number(usd) * rate) / 100) * 100);
/**
 * The riel of amounts listed as [USD, how many] (fees, or a line's unit price and quantity): each one's riel, added up
 * (decisions.md, "Riel figures add up").
 */
const feesRiel = (...fees: [string, number][]) =>
  String(fees.reduce((sum, [usd, count]) => sum + Number(riel(usd)) * count, 0));
const linesRiel = feesRiel;
/** The orders placed, for the riel check that reads them back. */
const placed: number[] = [];
const rows = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  withDatabase(t.databaseUrl, async (db) => (await db.query(text, values)).rows as T[]);

async function placeOrder(paymentMethod: 'CASH' | 'BANK', lines: [StockFixture, number, string][]) {
  const id = await placeShopperOrder(t.app, shopper, lines, { paymentMethod });
  placed.push(id);
  return id;
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
  const byStatus = Object.fromEntries(
    (
      status.body.data as {
        status: string;
        orders: number;
        sales: string;
        salesKhr: string;
        deliveryFees: string;
        deliveryFeesKhr: string;
      }[]
    )
      .filter((row) => row.orders > 0)
      .map((row) => [
        row.status,
        {
          orders: row.orders,
          sales: row.sales,
          salesKhr: row.salesKhr,
          deliveryFees: row.deliveryFees,
          deliveryFeesKhr: row.deliveryFeesKhr,
        },
      ]),
  );
  return { sales: sales.body.data, byStatus };
}

beforeAll(async () => {
  t = await startTestApp();
  await rows('delete from delivery_zone');
  shopper = await createAccount(t.app, { type: 'CUSTOMER' });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  a = await arrangeStock(t.databaseUrl, { quantity: 500, price: '12.35', dealerPrice: '10.00' });
  const skipStocks: number[] = [];
  do {
    b = await arrangeStock(t.databaseUrl, {
      quantity: 500,
      price: '7.05',
      dealerPrice: '6.00',
      skipSuppliers: [a.supplierId],
      skipStocks,
    });
    skipStocks.push(b.stockId);
  } while (b.itemId === a.itemId);
  supplierA = await createAccount(t.app, { type: 'SUPPLIER', supplierId: a.supplierId });
  supplierB = await createAccount(t.app, { type: 'SUPPLIER', supplierId: b.supplierId });
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  // Road for $2.35 whatever the weight, cash on delivery $0.45, never free.
  const zone = await call(t.app, admin.token, 'POST', '/api/backend/delivery-zone', {
    locationId: province,
    codFee: '0.45',
    options: [{ option: 'Ground Way', daysMin: 1, daysMax: 2, bands: [{ upToGrams: null, fee: '2.35' }] }],
  });
  expect(zone.status, JSON.stringify(zone.body)).toBe(201);
  const home = await call(t.app, shopper.token, 'POST', '/api/frontend/user-location', {
    locationId: province,
    label: 'Home',
    address: 'Street 1',
    isDefault: true,
  });
  expect(home.status).toBe(201);
  rate = Number((await rows<{ rate: string }>(`select rate from currency where code = 'KHR'`))[0]!.rate);
});
afterAll(() => t?.close());

describe('dashboards count the delivery fees', () => {
  it('in the sales and apart, exactly, the shop every part, a supplier its own parts, a cancelled part none', async () => {
    // 1 (CASH): A 2 × 12.35 by road 2.35 + COD 0.45; B 1 × 7.05 by road 2.35 + COD 0.45.
    await placeOrder('CASH', [
      [a, 2, 'Ground Way'],
      [b, 1, 'Ground Way'],
    ]);
    // 2 (BANK): A 1 × 12.35 collected at the store (free); B 1 × 7.05 by road 2.35. Accepted.
    const second = await placeOrder('BANK', [
      [a, 1, 'STORE_PICKUP'],
      [b, 1, 'Ground Way'],
    ]);
    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${second}`, {})).status).toBe(200);
    // 3 (CASH): both by road; supplier A cancels its part, whose lines and fees leave.
    const third = await placeOrder('CASH', [
      [a, 1, 'Ground Way'],
      [b, 1, 'Ground Way'],
    ]);
    const cancelled = await call(t.app, supplierA.token, 'PUT', `/api/backend/order/cancelled/${third}`, {
      reasons: 'Out of stock',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    // The shop: lines 24.70 + 7.05 + 12.35 + 7.05 + 7.05 = 58.20; fees 2.80 + 2.80 + 2.35 + 2.80 = 10.75: four
    // road fees of 2.35 and three cash-on-delivery fees of 0.45, whose riel is each fee's riel added up, not the riel
    // of 10.75 (at the shop's rate of 4,100: 4 × 9,600 + 3 × 1,800 = 43,800, not 44,100).
    const shopFeesRiel = feesRiel(['2.35', 4], ['0.45', 3]);
    expect(shopFeesRiel).not.toBe(riel('10.75'));
    const shop = await dashboard(admin.token, 'admin');
    expect(shop.sales.totals).toMatchObject({
      orders: 3,
      sales: '68.95',
      deliveryFees: '10.75',
      deliveryFeesKhr: shopFeesRiel,
    });
    // The total's riel: the lines' riel plus the fees' riel (one day, one period), each line's riel added up.
    expect(shop.sales.totals.salesKhr).toBe(
      String(Number(linesRiel(['12.35', 3], ['7.05', 3])) + Number(shopFeesRiel)),
    );
    expect(shop.sales.series[0]).toMatchObject({
      sales: '68.95',
      deliveryFees: '10.75',
      deliveryFeesKhr: shopFeesRiel,
      salesKhr: shop.sales.totals.salesKhr,
    });
    expect(shop.byStatus).toEqual({
      PENDING: {
        orders: 2,
        sales: '47.20',
        salesKhr: String(Number(linesRiel(['12.35', 2], ['7.05', 2])) + Number(feesRiel(['2.35', 3], ['0.45', 3]))),
        deliveryFees: '8.40',
        deliveryFeesKhr: feesRiel(['2.35', 3], ['0.45', 3]),
      },
      ACCEPTED: {
        orders: 1,
        sales: '21.75',
        salesKhr: String(Number(linesRiel(['12.35', 1], ['7.05', 1])) + Number(riel('2.35'))),
        deliveryFees: '2.35',
        deliveryFeesKhr: riel('2.35'),
      },
    });

    // Supplier A: its lines 24.70 + 12.35, its fees 2.80 (order 1 only: pickup is free, order 3's part cancelled).
    const ownA = await dashboard(supplierA.token, 'supplier');
    expect(ownA.sales.totals).toMatchObject({
      orders: 2,
      sales: '39.85',
      deliveryFees: '2.80',
      deliveryFeesKhr: feesRiel(['2.35', 1], ['0.45', 1]),
    });
    expect(ownA.byStatus).toMatchObject({
      PENDING: { orders: 1, sales: '27.50', deliveryFees: '2.80', deliveryFeesKhr: feesRiel(['2.35', 1], ['0.45', 1]) },
      ACCEPTED: { orders: 1, sales: '12.35', deliveryFees: '0.00', deliveryFeesKhr: '0' },
      CANCELLED: { orders: 1, sales: '0.00', deliveryFees: '0.00', deliveryFeesKhr: '0' },
    });
    // Supplier B: 3 × 7.05 and 2.80 + 2.35 + 2.80.
    const ownB = await dashboard(supplierB.token, 'supplier');
    expect(ownB.sales.totals).toMatchObject({
      orders: 3,
      sales: '29.10',
      deliveryFees: '7.95',
      deliveryFeesKhr: feesRiel(['2.35', 3], ['0.45', 2]),
    });
    // The shop's fees are the suppliers' fees added up, in USD and in riel.
    expect(Number(ownA.sales.totals.deliveryFees) + Number(ownB.sales.totals.deliveryFees)).toBeCloseTo(10.75, 10);
    expect(Number(ownA.sales.totals.deliveryFeesKhr) + Number(ownB.sales.totals.deliveryFeesKhr)).toBe(
      Number(shopFeesRiel),
    );

    // A fee is a part's, not a vehicle's: by vehicle the sales are the lines alone and the fees are not given.
    const brand = (await rows<{ id: number }>('select id from brand order by id limit 1'))[0]!.id;
    const byVehicle = await dashboard(admin.token, 'admin', `&brandId=${brand}`);
    expect(byVehicle.sales.totals).toMatchObject({ deliveryFees: null, deliveryFeesKhr: null });
  });

  it("gives the lines' riel as each line's riel added up, as the orders list them, not the riel of their USD sum", async () => {
    // What the order pages list: each open line's riel, of the orders not cancelled (the dashboard's sales).
    let listed = 0;
    let usd = 0;
    for (const id of placed) {
      const order = await call(t.app, admin.token, 'GET', `/api/backend/order/${id}`);
      expect(order.status).toBe(200);
      if (order.body.data.status === 'CANCELLED') continue;
      for (const line of order.body.data.lines as { status: string; lineTotal: string; lineTotalKhr: string }[]) {
        if (line.status !== 'OPEN') continue;
        listed += Number(line.lineTotalKhr);
        usd += Number(line.lineTotal);
      }
    }
    // At 4,100 riel a dollar, 12.35 is 50,600 riel (not 50,635) and 7.05 is 28,900: the lines' riel and the riel of
    // their USD sum part.
    expect(String(listed)).not.toBe(riel(usd.toFixed(2)));
    const shop = await dashboard(admin.token, 'admin');
    const linesKhr = (figures: { salesKhr: string; deliveryFeesKhr: string }) =>
      Number(figures.salesKhr) - Number(figures.deliveryFeesKhr);
    expect(linesKhr(shop.sales.totals)).toBe(listed);
    expect(linesKhr(shop.sales.series[0])).toBe(listed);
    // The status rows of placed orders add up to the same riel.
    const byStatus = Object.entries(shop.byStatus).filter(([status]) => status !== 'CANCELLED');
    expect(byStatus.reduce((sum, [, row]) => sum + linesKhr(row), 0)).toBe(listed);
  });

  it('keeps the rollups equal to a rebuild from the order tables, fees included', async () => {
    await withDatabase(t.databaseUrl, async (db) => {
      const snapshot = async () =>
        (
          await db.query(
            `select day::text, supplier_id, status, orders, lines, units::text, sales::text, delivery::text from sales_rollup
             where orders <> 0 or lines <> 0 or sales <> 0 or delivery <> 0 order by 1, 2, 3`,
          )
        ).rows.concat(
          (
            await db.query(
              `select 'fee' as kind, day::text, supplier_id, status, amount::text, quantity from delivery_fee_rollup where quantity <> 0
               union all
               select 'line', day::text, supplier_id, status, amount::text, quantity from line_amount_rollup where quantity <> 0
               order by 1, 2, 3, 4, 5`,
            )
          ).rows,
        );
      const kept = await snapshot();
      await db.query('begin');
      for (const statement of rebuildRollups) await db.query(statement);
      const rebuilt = await snapshot();
      await db.query('rollback');
      expect(kept).toEqual(rebuilt);
      expect(kept.some((row: { delivery: string }) => Number(row.delivery) > 0)).toBe(true);
      expect(kept.some((row: { kind?: string }) => row.kind === 'line')).toBe(true);
    });
  });
});
