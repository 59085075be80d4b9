// Orders taken in the back-office: the stocks to take them from (admins all stores, a supplier its own) and
// an admin's order on a customer's behalf, with the shopper's order's stock taking, history and notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, stockQuantity, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';
import { toNumbered } from '../../../src/lib/sql.ts';
import { matchingItemsSql } from '../../../src/modules/commerce/order-stock.ts';

let t: TestApp;
let admin: TestAccount;
let customer: TestAccount;
let dealer: TestAccount;
let other: TestAccount;
let supplierA: TestAccount;
let supplierB: TestAccount;
let a: StockFixture;
let b: StockFixture;
let customerLocationId: number;
let dealerLocationId: number;
let otherLocationId: number;
let cashId: number;
let bankId: number;

async function saveLocation(account: TestAccount) {
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  return (
    await call(t.app, account.token, 'POST', '/api/frontend/user-location', {
      locationId: province,
      label: 'Home',
      address: `${account.email} street`,
    })
  ).body.data.id as number;
}

const counts = () =>
  withDatabase(t.databaseUrl, async (db) => ({
    orders: (await db.query('select count(*)::int as n from shop_order')).rows[0].n as number,
    history: (await db.query('select count(*)::int as n from stock_history')).rows[0].n as number,
    notifications: (await db.query('select count(*)::int as n from notification')).rows[0].n as number,
    stocks: [await stockQuantity(t.databaseUrl, a.stockId), await stockQuantity(t.databaseUrl, b.stockId)],
  }));

const body = () => ({
  userId: customer.id,
  locationId: customerLocationId,
  shippingOption: 'Rail Way',
  paymentMethodId: bankId,
  lines: [
    { stockId: a.stockId, quantity: 2 },
    { stockId: b.stockId, unitId: b.packUnitId, quantity: 1 },
  ],
});

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  customer = await createAccount(t.app, { type: 'CUSTOMER' });
  dealer = await createAccount(t.app, { type: 'DEALER', dealerApproved: true });
  other = await createAccount(t.app, { type: 'CUSTOMER' });
  a = await arrangeStock(t.databaseUrl, { quantity: 20, price: '7.25', dealerPrice: '6.00' });
  b = await arrangeStock(t.databaseUrl, {
    quantity: 50,
    price: '1.10',
    dealerPrice: '0.95',
    skipSuppliers: [a.supplierId],
  });
  supplierA = await createAccount(t.app, { type: 'SUPPLIER', supplierId: a.supplierId });
  supplierB = await createAccount(t.app, { type: 'SUPPLIER', supplierId: b.supplierId });
  customerLocationId = await saveLocation(customer);
  dealerLocationId = await saveLocation(dealer);
  otherLocationId = await saveLocation(other);
  const methods = (await call(t.app, admin.token, 'GET', '/api/backend/payment-method')).body.data as {
    id: number;
    type: string;
  }[];
  cashId = methods.find((m) => m.type === 'CASH')!.id;
  bankId = methods.find((m) => m.type === 'BANK')!.id;
});
afterAll(() => t?.close());

describe('GET /api/backend/order/stock', () => {
  it("lists every selling store's stock for admins, with units, prices and quantity", async () => {
    const page = await call(t.app, admin.token, 'GET', '/api/backend/order/stock?size=100');
    expect(page.status).toBe(200);
    const suppliers = new Set(page.body.data.map((row: { supplier: { id: number } }) => row.supplier.id));
    expect(suppliers.size).toBeGreaterThan(1);
    expect(page.body.pagination.totalCount).toBeGreaterThan(page.body.data.length - 1);
    const row = (
      await call(
        t.app,
        admin.token,
        'GET',
        `/api/backend/order/stock?size=100&page=0&search=${encodeURIComponent('zzz-no-such-part')}`,
      )
    ).body;
    expect(row.data).toEqual([]);
  });

  it('finds a stock by part number however it is typed, and by name', async () => {
    const partNumber = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (
          await db.query(
            'select coalesce(pa.part_number, ac.part_number) as pn, coalesce(pa.name, ac.name) as name from stock s left join part pa on pa.item_id = s.item_id left join accessory ac on ac.item_id = s.item_id where s.id = $1',
            [a.stockId],
          )
        ).rows[0] as { pn: string; name: string },
    );
    const spelled = ` ${partNumber.pn.toLowerCase().split('').join(' ')} `;
    const byNumber = await call(
      t.app,
      admin.token,
      'GET',
      `/api/backend/order/stock?size=100&search=${encodeURIComponent(spelled)}`,
    );
    const found = byNumber.body.data.find((r: { stockId: number }) => r.stockId === a.stockId);
    expect(found).toMatchObject({
      price: '7.25',
      dealerPrice: '6.00',
      quantity: 20,
      supplier: { id: a.supplierId },
      item: { partNumber: partNumber.pn },
    });
    expect(found.units.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([a.baseUnitId, a.packUnitId]));
    expect(found.units[0].id).toBe(a.baseUnitId);
    expect(found.baseUnitId).toBe(a.baseUnitId);
    expect(found.priceKhr).toMatch(/^\d+00$/);
    const byName = await call(
      t.app,
      admin.token,
      'GET',
      `/api/backend/order/stock?size=100&search=${encodeURIComponent(partNumber.name.slice(0, 8).toUpperCase())}`,
    );
    expect(byName.body.data.map((r: { stockId: number }) => r.stockId)).toContain(a.stockId);
  });

  it("searches through the catalogue search's indexes (pg_trgm on names, pattern indexes on part numbers), never reading every part", async () => {
    const partNumber = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (
          await db.query(
            'select coalesce(pa.part_number, ac.part_number) as pn from stock s left join part pa on pa.item_id = s.item_id left join accessory ac on ac.item_id = s.item_id where s.id = $1',
            [a.stockId],
          )
        ).rows[0].pn as string,
    );
    const planOf = (search: string) => {
      const { text, values } = toNumbered(matchingItemsSql(search));
      return withDatabase(t.databaseUrl, async (db) => {
        // Without the index a plan can only read the whole table; forbidding that makes a missing index show.
        await db.query('set enable_seqscan = off');
        return (await db.query(`explain ${text}`, values)).rows
          .map((row: Record<string, string>) => row['QUERY PLAN'])
          .join('\n');
      });
    };
    const byWords = await planOf('brake pad');
    expect(byWords).toContain(`'brake pad'::text <% search_text`);
    expect(byWords).not.toMatch(/Seq Scan on (part|accessory|search_name)\b/);
    // On this small seed the planner may read the few names through the kind index; with a real catalogue's thousands of
    // names (added and rolled back here) it takes the trigram index for the words.
    const { text, values } = toNumbered(matchingItemsSql('brake pad'));
    const atScale = await withDatabase(t.databaseUrl, async (db) => {
      await db.query('begin');
      try {
        await db.query(
          `insert into search_name (kind, search_text, count) select k, 'name ' || md5(i::text), 1 from generate_series(1, 8000) i, unnest(array['part', 'accessory']) k`,
        );
        // Fold the new rows into the index proper (a fresh GIN index keeps them in a pending list the planner shies away from).
        await db.query(`select gin_clean_pending_list('search_name_trgm_index')`);
        await db.query('analyze search_name');
        return (await db.query(`explain ${text}`, values)).rows
          .map((row: Record<string, string>) => row['QUERY PLAN'])
          .join('\n');
      } finally {
        await db.query('rollback');
      }
    });
    expect(atScale).toMatch(/Bitmap Index Scan on search_name_trgm_index/);
    expect(atScale).not.toMatch(/Seq Scan on (part|accessory|search_name)\b/);
    const byNumber = await planOf(partNumber);
    expect(byNumber).toMatch(/part_part_number_key_pattern_index/);
    expect(byNumber).toMatch(/part_part_number_key_reverse_index/);
    expect(byNumber).not.toMatch(/Seq Scan on (part|accessory)\b/);
    // Partial part numbers, either end, are found.
    const ends = await call(
      t.app,
      admin.token,
      'GET',
      `/api/backend/order/stock?size=100&search=${encodeURIComponent(partNumber.slice(-5))}`,
    );
    const starts = await call(
      t.app,
      admin.token,
      'GET',
      `/api/backend/order/stock?size=100&search=${encodeURIComponent(partNumber.slice(0, 5))}`,
    );
    for (const page of [ends, starts])
      expect(page.body.data.map((r: { item: { partNumber: string } }) => r.item.partNumber)).toContain(partNumber);
  });

  it("shows a supplier only its own store's stock, and no disabled store's", async () => {
    const mine = await call(t.app, supplierA.token, 'GET', '/api/backend/order/stock?size=100');
    expect(mine.status).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(new Set(mine.body.data.map((row: { supplier: { id: number } }) => row.supplier.id))).toEqual(
      new Set([a.supplierId]),
    );
    const theirs = (await call(t.app, supplierB.token, 'GET', '/api/backend/order/stock?size=100')).body.data.map(
      (r: { stockId: number }) => r.stockId,
    );
    expect(theirs).not.toContain(a.stockId);

    await withDatabase(t.databaseUrl, (db) =>
      db.query('update store set enabled = false where supplier_id = $1', [b.supplierId]),
    );
    const all = (await call(t.app, admin.token, 'GET', '/api/backend/order/stock?size=100')).body;
    expect(all.data.map((r: { supplier: { id: number } }) => r.supplier.id)).not.toContain(b.supplierId);
    await withDatabase(t.databaseUrl, (db) =>
      db.query('update store set enabled = true where supplier_id = $1', [b.supplierId]),
    );
  });

  it('refuses bad queries with 400 and shoppers with 403', async () => {
    for (const query of ['size=0', 'size=101', 'page=-1', `search=${'x'.repeat(101)}`, 'page=1.5']) {
      expect((await call(t.app, admin.token, 'GET', `/api/backend/order/stock?${query}`)).status, query).toBe(400);
    }
    expect((await call(t.app, customer.token, 'GET', '/api/backend/order/stock')).status).toBe(403);
  });
});

describe('POST /api/backend/order', () => {
  it('takes the stock in one go, prices the lines, records the admin as the actor and notifies everyone concerned', async () => {
    const before = await counts();
    const placed = await call(t.app, admin.token, 'POST', '/api/backend/order', { ...body(), note: 'Phoned in' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    const packCents = 110 * b.packFactor;
    const totalCents = 2 * 725 + packCents;
    expect(order).toMatchObject({
      status: 'PENDING',
      customer: { id: customer.id },
      paymentMethod: 'BANK',
      shippingOption: 'Rail Way',
      dealerPricing: false,
      note: 'Phoned in',
      address: { userLocationId: customerLocationId, address: `${customer.email} street` },
      total: `${Math.floor(totalCents / 100)}.${String(totalCents % 100).padStart(2, '0')}`,
    });
    expect(
      order.lines.map((l: { stockId: number; quantity: number; baseQuantity: number; unit: { id: number } }) => [
        l.stockId,
        l.unit.id,
        l.quantity,
        l.baseQuantity,
      ]),
    ).toEqual([
      [a.stockId, a.baseUnitId, 2, 2],
      [b.stockId, b.packUnitId, 1, b.packFactor],
    ]);
    expect(order.history).toEqual([
      expect.objectContaining({ from: null, to: 'PENDING', changedBy: expect.objectContaining({ id: admin.id }) }),
    ]);
    expect(await stockQuantity(t.databaseUrl, a.stockId)).toBe(before.stocks[0]! - 2);
    expect(await stockQuantity(t.databaseUrl, b.stockId)).toBe(before.stocks[1]! - b.packFactor);
    const history = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (
          await db.query(
            `select stock_id, reason, created_by_id from stock_history
             where note_code = 'ORDER_PLACED' and (note_facts->>'orderId')::int = $1 order by stock_id`,
            [order.id],
          )
        ).rows,
    );
    expect(history).toEqual(
      [a.stockId, b.stockId]
        .sort((x, y) => x - y)
        .map((stockId) => ({ stock_id: stockId, reason: 'ORDER', created_by_id: admin.id })),
    );
    const notified = await withDatabase(t.databaseUrl, async (db) =>
      (await db.query('select user_id, kind from notification where order_id = $1', [order.id])).rows.map(
        (r) => r.user_id as number,
      ),
    );
    expect(notified).toEqual(expect.arrayContaining([admin.id, supplierA.id, supplierB.id, customer.id]));
    // The customer sees it as their own order, and their cart was not touched.
    expect((await call(t.app, customer.token, 'GET', `/api/frontend/order/${order.id}`)).status).toBe(200);
    expect((await call(t.app, customer.token, 'GET', '/api/frontend/notification/new')).body.data[0].title).toBe(
      `Order #${order.id} was placed for you`,
    );
    // The supplier sees its own lines of it, as for any order.
    expect(
      (await call(t.app, supplierA.token, 'GET', `/api/backend/order/${order.id}`)).body.data.lines.map(
        (l: { stockId: number }) => l.stockId,
      ),
    ).toEqual([a.stockId]);
  });

  it("charges an approved dealer the dealer price, with the payment method's kind", async () => {
    const placed = await call(t.app, admin.token, 'POST', '/api/backend/order', {
      userId: dealer.id,
      locationId: dealerLocationId,
      shippingOption: 'Ground Way',
      paymentMethodId: cashId,
      lines: [{ stockId: a.stockId, quantity: 1 }],
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({
      dealerPricing: true,
      total: '6.00',
      paymentMethod: 'CASH',
      customer: { id: dealer.id },
    });
  });

  it('answers 409 OUT_OF_STOCK naming the short lines by index, and takes nothing', async () => {
    const before = await counts();
    const answer = await call(t.app, admin.token, 'POST', '/api/backend/order', {
      ...body(),
      lines: [
        { stockId: b.stockId, quantity: 1 },
        { stockId: a.stockId, quantity: before.stocks[0]! + 1 },
      ],
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'OUT_OF_STOCK',
      shortLines: [{ lineIndex: 1, stockId: a.stockId, wanted: before.stocks[0]! + 1, available: before.stocks[0] }],
    });
    expect(answer.body.message).toMatch(/wanted/);
    expect(await counts()).toEqual(before);
  });

  it("refuses what is not a customer's order with a clear 4xx, changing nothing", async () => {
    const before = await counts();
    const disabledMethod = await call(t.app, admin.token, 'POST', '/api/backend/payment-method', {
      name: 'Cheque',
      type: 'BANK',
      enabled: false,
    });
    const otherItemsUnit = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (await db.query('select id from item_unit where item_id <> $1 order by id limit 1', [a.itemId])).rows[0]
          .id as number,
    );
    const cases: [object, number, RegExp][] = [
      [{ userId: supplierA.id }, 400, /SUPPLIER/],
      [{ userId: admin.id }, 400, /ADMIN/],
      [{ userId: 2_147_483_000 }, 404, /User/],
      [{ locationId: otherLocationId }, 404, /location/],
      [{ locationId: 2_147_483_000 }, 404, /location/],
      [{ paymentMethodId: 2_147_483_000 }, 404, /Payment method/],
      [{ paymentMethodId: disabledMethod.body.data.id }, 400, /switched off/],
      [{ lines: [{ stockId: 2_147_483_000, quantity: 1 }] }, 404, /lines\[0\]: stock/],
      [
        {
          lines: [
            { stockId: a.stockId, quantity: 1 },
            { stockId: a.stockId, unitId: otherItemsUnit, quantity: 1 },
          ],
        },
        400,
        /lines\[1\]: unit/,
      ],
      [{ lines: [{ stockId: a.stockId, unitId: 2_147_483_000, quantity: 1 }] }, 400, /lines\[0\]: unit/],
      [{ lines: [] }, 400, /lines/],
      [{ lines: [{ stockId: a.stockId, quantity: 0 }] }, 400, /quantity/],
      [{ lines: [{ stockId: a.stockId, quantity: 10_001 }] }, 400, /quantity/],
      [{ lines: Array.from({ length: 101 }, () => ({ stockId: a.stockId, quantity: 1 })) }, 400, /lines/],
      [{ lines: [{ stockId: 'abc', quantity: 1 }] }, 400, /stockId/],
      [{ shippingOption: 'Teleport' }, 400, /shippingOption/],
      [{ userId: undefined }, 400, /userId/],
      [{ note: 'n'.repeat(501) }, 400, /note/],
    ];
    for (const [change, status, message] of cases) {
      const answer = await call(t.app, admin.token, 'POST', '/api/backend/order', { ...body(), ...change });
      expect(answer.status, JSON.stringify(change).slice(0, 100)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    await withDatabase(t.databaseUrl, (db) =>
      db.query('update user_account set enabled = false where id = $1', [other.id]),
    );
    const disabled = await call(t.app, admin.token, 'POST', '/api/backend/order', {
      ...body(),
      userId: other.id,
      locationId: otherLocationId,
    });
    expect(disabled).toMatchObject({ status: 400, body: { code: 'NOT_A_CUSTOMER' } });
    expect(await counts()).toEqual(before);
  });

  it('never sells the last unit twice when two orders race for it', async () => {
    await withDatabase(t.databaseUrl, (db) => db.query('update stock set quantity = 1 where id = $1', [a.stockId]));
    const line = { stockId: a.stockId, quantity: 1 };
    const answers = await Promise.all([
      call(t.app, admin.token, 'POST', '/api/backend/order', { ...body(), lines: [line] }),
      call(t.app, admin.token, 'POST', '/api/backend/order', {
        ...body(),
        userId: dealer.id,
        locationId: dealerLocationId,
        lines: [line],
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await stockQuantity(t.databaseUrl, a.stockId)).toBe(0);
  });

  it('is for admins: suppliers and shoppers get 403', async () => {
    expect((await call(t.app, supplierA.token, 'POST', '/api/backend/order', body())).status).toBe(403);
    expect((await call(t.app, customer.token, 'POST', '/api/backend/order', body())).status).toBe(403);
  });
});
