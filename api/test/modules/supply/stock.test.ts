// The stock desk on real PostgreSQL: stock lists and writes, adjustments, stock history, low-stock alerts and
// stores, each route's happy path and bad input, supplier isolation (another supplier's stock: 404), history that
// adds up after orders, cancels, increases and adjustments, and 50 concurrent changes of one stock.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toNumbered } from '../../../src/lib/sql.ts';
import { stockListSql } from '../../../src/modules/supply/stock-read.ts';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, orderBookProblems, stockQuantity, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let customer: TestAccount;
let supplierA: TestAccount;
let supplierB: TestAccount;
let a: StockFixture;
let b: StockFixture;
let storeA: number;
let storeB: number;
let locationId: number;
let cashId: number;

const db = <T>(work: (client: pg.Client) => Promise<T>) => withDatabase(t.databaseUrl, work);
const historyOf = (stockId: number) =>
  db(
    async (c) =>
      (
        await c.query(
          'select quantity_before, quantity_after, reason, note, note_code, note_facts, created_by_id from stock_history where stock_id = $1 order by id',
          [stockId],
        )
      ).rows,
  );
const lowStockNotifications = (userId: number, stockId: number) =>
  db(
    async (c) =>
      (
        await c.query(
          `select count(*)::int as n from notification where user_id = $1 and kind = 'LOW_STOCK' and stock_id = $2`,
          [userId, stockId],
        )
      ).rows[0].n as number,
  );

/** An admin's order on the customer's behalf: the same stock taking as the shopper's own order. */
const order = (stockId: number, quantity: number) =>
  call(t.app, admin.token, 'POST', '/api/backend/order', {
    userId: customer.id,
    locationId,
    shippingOption: 'Rail Way',
    paymentMethodId: cashId,
    lines: [{ stockId, quantity }],
  });

/** An item supplier A's store does not stock yet. */
const unstockedItem = (storeId: number) =>
  db(
    async (c) =>
      (
        await c.query(
          'select i.id from item i where not exists (select 1 from stock s where s.item_id = i.id and s.store_id = $1) order by i.id limit 1',
          [storeId],
        )
      ).rows[0].id as number,
  );

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  customer = await createAccount(t.app, { type: 'CUSTOMER' });
  a = await arrangeStock(t.databaseUrl, { quantity: 40, price: '10.00', dealerPrice: '8.00' });
  b = await arrangeStock(t.databaseUrl, {
    quantity: 30,
    price: '4.00',
    dealerPrice: '3.50',
    skipSuppliers: [a.supplierId],
  });
  supplierA = await createAccount(t.app, { type: 'SUPPLIER', supplierId: a.supplierId });
  supplierB = await createAccount(t.app, { type: 'SUPPLIER', supplierId: b.supplierId });
  // arrangeStock set the quantities straight in the table; a history row makes the chain whole again.
  await db((c) =>
    c.query(
      `insert into stock_history (stock_id, quantity_before, quantity_after, reason, note, created_at)
       select s.id, coalesce((select h.quantity_after from stock_history h where h.stock_id = s.id order by h.id desc limit 1), 0), s.quantity, 'ADJUSTMENT', 'test arrangement', now()
       from stock s where s.id in ($1, $2)`,
      [a.stockId, b.stockId],
    ),
  );
  [storeA, storeB] = await db(async (c) => [
    (await c.query('select id from store where supplier_id = $1', [a.supplierId])).rows[0].id as number,
    (await c.query('select id from store where supplier_id = $1', [b.supplierId])).rows[0].id as number,
  ]);
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  locationId = (
    await call(t.app, customer.token, 'POST', '/api/frontend/user-location', {
      locationId: province,
      label: 'Home',
      address: 'Street 2',
    })
  ).body.data.id;
  cashId = (
    (await call(t.app, admin.token, 'GET', '/api/backend/payment-method')).body.data as { id: number; type: string }[]
  ).find((m) => m.type === 'CASH')!.id;
});
afterAll(() => t?.close());

describe('stock lists', () => {
  it('shows admins every store and a supplier only its own, on every list route', async () => {
    const all = await call(t.app, admin.token, 'GET', '/api/backend/stock?size=100');
    expect(all.status).toBe(200);
    expect(new Set(all.body.data.map((row: { supplier: { id: number } }) => row.supplier.id)).size).toBeGreaterThan(1);
    for (const url of [
      '/api/backend/stock?size=100',
      '/api/backend/stock/store?size=100',
      `/api/backend/stock/store/${storeA}?size=100`,
      `/api/backend/stock/supplier/${a.supplierId}?size=100`,
    ]) {
      const own = await call(t.app, supplierA.token, 'GET', url);
      expect(own.status, url).toBe(200);
      expect(own.body.data.length, url).toBeGreaterThan(0);
      expect(
        own.body.data.every((row: { supplier: { id: number } }) => row.supplier.id === a.supplierId),
        url,
      ).toBe(true);
    }
    expect((await call(t.app, supplierA.token, 'GET', `/api/backend/stock/store/${storeB}`)).status).toBe(404);
    expect((await call(t.app, supplierA.token, 'GET', `/api/backend/stock/supplier/${b.supplierId}`)).status).toBe(404);
    expect(
      (await call(t.app, admin.token, 'GET', `/api/backend/stock/store/${storeB}`)).body.data.every(
        (row: { store: { id: number } }) => row.store.id === storeB,
      ),
    ).toBe(true);
    expect((await call(t.app, admin.token, 'GET', '/api/backend/stock/store')).status).toBe(403);
  });

  it('filters low stock, by store and supplier, and finds a part number however it is typed', async () => {
    const { part_number: partNumber } = await db(
      async (c) =>
        (
          await c.query(
            'select coalesce(pa.part_number, ac.part_number) as part_number from stock s left join part pa on pa.item_id = s.item_id left join accessory ac on ac.item_id = s.item_id where s.id = $1',
            [a.stockId],
          )
        ).rows[0],
    );
    await db((c) => c.query('update stock set alert_threshold = 50 where id = $1', [a.stockId]));
    const low = await call(
      t.app,
      admin.token,
      'GET',
      `/api/backend/stock?low=true&supplierId=${a.supplierId}&size=100&search=${encodeURIComponent(partNumber)}`,
    );
    expect(low.body.data.map((row: { id: number }) => row.id)).toContain(a.stockId);
    expect(
      low.body.data.every(
        (row: { low: boolean; quantity: number; alertThreshold: number }) =>
          row.low && row.quantity <= row.alertThreshold,
      ),
    ).toBe(true);
    const notLow = await call(
      t.app,
      admin.token,
      'GET',
      `/api/backend/stock?low=false&search=${encodeURIComponent(partNumber)}`,
    );
    expect(notLow.body.data.map((row: { id: number }) => row.id)).not.toContain(a.stockId);
    await db((c) => c.query('update stock set alert_threshold = 5 where id = $1', [a.stockId]));
    const typed = partNumber.toLowerCase().replace(/[-\s]/g, '');
    const found = await call(
      t.app,
      supplierA.token,
      'GET',
      `/api/backend/stock?search=${encodeURIComponent(typed.slice(0, Math.max(4, typed.length - 2)))}`,
    );
    expect(found.body.data.map((row: { id: number }) => row.id)).toContain(a.stockId);
    expect(
      (await call(t.app, admin.token, 'GET', `/api/backend/stock?storeId=${storeB}&size=100`)).body.data.every(
        (row: { store: { id: number } }) => row.store.id === storeB,
      ),
    ).toBe(true);
    expect(
      (await call(t.app, admin.token, 'GET', '/api/backend/stock?sort=-quantity&size=5')).body.data.map(
        (row: { quantity: number }) => row.quantity,
      ),
    ).toEqual(
      [
        ...(await call(t.app, admin.token, 'GET', '/api/backend/stock?sort=-quantity&size=5')).body.data.map(
          (row: { quantity: number }) => row.quantity,
        ),
      ].sort((x, y) => y - x),
    );
    expect((await call(t.app, admin.token, 'GET', '/api/backend/stock?sort=colour')).body).toMatchObject({
      statusCode: 400,
      field: 'sort',
    });
    expect((await call(t.app, admin.token, 'GET', '/api/backend/stock?size=101')).body).toMatchObject({
      statusCode: 400,
      field: 'size',
    });
  });

  it('searches from the matching items: part numbers and names through their indexes, then only their stocks (plan)', async () => {
    const { text, values } = toNumbered(stockListSql({ kind: 'admin' }, { search: 'brake', size: 20 }));
    const plan = await withDatabase(t.databaseUrl, async (db) => {
      // Without the indexes a plan can only read whole tables; forbidding that makes a missing index show.
      await db.query('set enable_seqscan = off');
      return (await db.query(`explain ${text}`, values)).rows
        .map((row: Record<string, string>) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toMatch(/part_name_trgm_index/);
    expect(plan).toMatch(/part_part_number_key_pattern_index/);
    expect(plan).toMatch(/stock_item_id_index/);
    expect(plan).not.toMatch(/Seq Scan on (stock|part|item)\b/);
  });

  it('answers one stock to its supplier and admins, 404 to another supplier', async () => {
    const own = await call(t.app, supplierA.token, 'GET', `/api/backend/stock/${a.stockId}`);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      id: a.stockId,
      quantity: 40,
      price: '10.00',
      dealerPrice: '8.00',
      store: { id: storeA },
      supplier: { id: a.supplierId },
    });
    expect((await call(t.app, supplierB.token, 'GET', `/api/backend/stock/${a.stockId}`)).status).toBe(404);
    expect((await call(t.app, admin.token, 'GET', `/api/backend/stock/${a.stockId}`)).status).toBe(200);
  });

  it('lists items to stock with their units and the stock the store already has', async () => {
    const items = await call(t.app, supplierA.token, 'GET', '/api/backend/stock/items-unit?size=100');
    expect(items.status).toBe(200);
    expect(items.body.data[0].units.length).toBeGreaterThan(0);
    const held = items.body.data.filter((row: { stockId: number | null }) => row.stockId !== null);
    const stockIds = await db(async (c) =>
      (await c.query('select id from stock where store_id = $1', [storeA])).rows.map((row) => row.id),
    );
    expect(held.every((row: { stockId: number }) => stockIds.includes(row.stockId))).toBe(true);
  });
});

describe('stock writes', () => {
  it("creates a stock in the supplier's own store with an opening INITIAL history row", async () => {
    const itemId = await unstockedItem(storeA);
    const created = await call(t.app, supplierA.token, 'POST', '/api/backend/stock', {
      itemId,
      price: '12.5',
      alertThreshold: 3,
      quantity: 9,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      item: { itemId },
      store: { id: storeA },
      quantity: 9,
      price: '12.50',
      dealerPrice: '12.50',
      alertThreshold: 3,
      low: false,
    });
    expect(await historyOf(created.body.data.id)).toEqual([
      {
        quantity_before: 0,
        quantity_after: 9,
        reason: 'INITIAL',
        note: null,
        note_code: 'OPENING_STOCK',
        note_facts: {},
        created_by_id: supplierA.id,
      },
    ]);
    expect(
      (await call(t.app, supplierA.token, 'POST', '/api/backend/stock', { itemId, price: '1.00' })).body,
    ).toMatchObject({ statusCode: 409, code: 'DUPLICATE', field: 'itemId' });
    // Another store's id is "not found" to a supplier; an admin must name the store.
    expect(
      (
        await call(t.app, supplierA.token, 'POST', '/api/backend/stock', {
          itemId: await unstockedItem(storeB),
          storeId: storeB,
          price: '1.00',
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, admin.token, 'POST', '/api/backend/stock', { itemId, price: '1.00' })).body,
    ).toMatchObject({ statusCode: 400, field: 'storeId' });
    const byAdmin = await call(t.app, admin.token, 'POST', '/api/backend/stock', {
      itemId: await unstockedItem(storeB),
      storeId: storeB,
      price: '2.00',
      dealerPrice: '1.80',
    });
    expect(byAdmin.body.data).toMatchObject({ store: { id: storeB }, quantity: 0, dealerPrice: '1.80' });
    expect(await historyOf(byAdmin.body.data.id)).toEqual([]);
  });

  it('stocks an item once when two requests race for it: the one the unique key stops gets 409 DUPLICATE naming itemId', async () => {
    const itemId = await unstockedItem(storeA);
    const stockIt = () =>
      call(t.app, supplierA.token, 'POST', '/api/backend/stock', { itemId, price: '1.00', quantity: 10 });
    // A real race, the same every run: each request checks that the store does not stock the item, inserts the stock,
    // then writes its opening stock's history. Holding the history table stops the first there, its stock inserted but
    // not committed; the second's check cannot see that row, so its insert meets the unique key (store, item) and
    // waits for the first. Released, the first commits and the key turns the second away (db/constraint-errors.ts).
    const answers = await db((holder) =>
      db(async (watcher) => {
        await holder.query('begin');
        await holder.query('lock table stock_history in share mode');
        const racing = [stockIt(), stockIt()];
        try {
          await vi.waitFor(
            async () => {
              const { rows } = await watcher.query(
                `select wait_event from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' order by 1`,
              );
              expect(rows.map((row) => row.wait_event)).toEqual(['relation', 'transactionid']);
            },
            { timeout: 10_000, interval: 20 },
          );
        } finally {
          await holder.query('commit');
        }
        return Promise.all(racing);
      }),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({
      statusCode: 409,
      code: 'DUPLICATE',
      field: 'itemId',
    });
    expect(
      await db(
        async (c) =>
          (await c.query('select count(*)::int as n from stock where store_id = $1 and item_id = $2', [storeA, itemId]))
            .rows[0].n,
      ),
    ).toBe(1);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const before = await db(async (c) => (await c.query('select count(*)::int as n from stock')).rows[0].n);
    const itemId = await unstockedItem(storeA);
    for (const [body, field] of [
      [{ itemId, price: '1.234' }, 'price'],
      [{ itemId, price: '-1.00' }, 'price'],
      [{ itemId, price: '1.00', dealerPrice: '0.001' }, 'dealerPrice'],
      [{ itemId, price: '1.00', alertThreshold: -1 }, 'alertThreshold'],
      [{ itemId, price: '1.00', quantity: -3 }, 'quantity'],
      [{ price: '1.00' }, 'itemId'],
      [{ itemId: 999_999, price: '1.00' }, 'itemId'],
    ] as const) {
      const answer = await call(t.app, supplierA.token, 'POST', '/api/backend/stock', body);
      expect(answer.status, JSON.stringify(body)).toBe(field === 'itemId' && 'itemId' in body ? 404 : 400);
      expect(answer.body.field, JSON.stringify(body)).toBe(field);
    }
    expect(await db(async (c) => (await c.query('select count(*)::int as n from stock')).rows[0].n)).toBe(before);
  });

  it("changes prices and the threshold; the quantity is not the update's", async () => {
    const changed = await call(t.app, supplierA.token, 'PUT', `/api/backend/stock/${a.stockId}`, {
      price: '11.00',
      dealerPrice: '9.50',
      quantity: 1000,
    });
    expect(changed.body.data).toMatchObject({ price: '11.00', dealerPrice: '9.50', quantity: 40 });
    expect(
      (await call(t.app, supplierA.token, 'PUT', `/api/backend/stock/${a.stockId}`, { price: '11.001' })).body,
    ).toMatchObject({ statusCode: 400, field: 'price' });
    expect((await call(t.app, supplierA.token, 'PUT', `/api/backend/stock/${a.stockId}`, {})).status).toBe(400);
    expect(
      (await call(t.app, supplierB.token, 'PUT', `/api/backend/stock/${a.stockId}`, { price: '0.01' })).status,
    ).toBe(404);
    const alert = await call(t.app, supplierA.token, 'PUT', `/api/backend/stock/alert/${a.stockId}`, {
      alertThreshold: 7,
    });
    expect(alert.body.data).toMatchObject({ alertThreshold: 7, low: false });
    expect(
      (await call(t.app, supplierA.token, 'PUT', `/api/backend/stock/alert/${a.stockId}`, { alertThreshold: -1 })).body,
    ).toMatchObject({ statusCode: 400, field: 'alertThreshold' });
    expect(
      (await call(t.app, supplierB.token, 'PUT', `/api/backend/stock/alert/${a.stockId}`, { alertThreshold: 1 }))
        .status,
    ).toBe(404);
    const audit = await call(t.app, supplierA.token, 'GET', `/api/backend/audit/stock/${a.stockId}`);
    expect(
      audit.body.data.some((entry: { changes: { field: string }[] }) =>
        entry.changes.some((change) => change.field === 'price'),
      ),
    ).toBe(true);
  });

  it('increases a stock with an INCREASE history row; zero or negative is a 400 naming quantity', async () => {
    const before = await stockQuantity(t.databaseUrl, b.stockId);
    const increased = await call(t.app, supplierB.token, 'PUT', `/api/backend/stock/increase-stock/${b.stockId}`, {
      quantity: 6,
      note: 'Delivery 771',
    });
    expect(increased.body.data.quantity).toBe(before + 6);
    expect((await historyOf(b.stockId)).at(-1)).toEqual({
      quantity_before: before,
      quantity_after: before + 6,
      reason: 'INCREASE',
      // What a person typed stays a note; only system-written notes are codes.
      note: 'Delivery 771',
      note_code: null,
      note_facts: null,
      created_by_id: supplierB.id,
    });
    for (const quantity of [0, -2, 1.5, '3']) {
      expect(
        (await call(t.app, supplierB.token, 'PUT', `/api/backend/stock/increase-stock/${b.stockId}`, { quantity }))
          .body,
        String(quantity),
      ).toMatchObject({ statusCode: 400, field: 'quantity' });
    }
    expect(
      (await call(t.app, supplierA.token, 'PUT', `/api/backend/stock/increase-stock/${b.stockId}`, { quantity: 1 }))
        .status,
    ).toBe(404);
    expect(await stockQuantity(t.databaseUrl, b.stockId)).toBe(before + 6);
  });

  it('changes chosen prices by a percentage, with one result per stock', async () => {
    const mine = await call(t.app, supplierA.token, 'POST', '/api/backend/stock', {
      itemId: await unstockedItem(storeA),
      price: '19.99',
      dealerPrice: '10.00',
    });
    const answer = await call(t.app, supplierA.token, 'PUT', '/api/backend/stock/price', {
      ids: [mine.body.data.id, b.stockId],
      percent: 10,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { id: mine.body.data.id, ok: true, code: null, price: '21.99', dealerPrice: '11.00' },
      { id: b.stockId, ok: false, code: 'NOT_FOUND', price: null, dealerPrice: null },
    ]);
    const down = await call(t.app, supplierA.token, 'PUT', '/api/backend/stock/price', {
      ids: [mine.body.data.id],
      percent: -50,
      dealerPrice: false,
    });
    expect(down.body.data[0]).toMatchObject({ price: '11.00', dealerPrice: '11.00' });
    expect(
      (await call(t.app, supplierA.token, 'PUT', '/api/backend/stock/price', { ids: [], percent: 5 })).body,
    ).toMatchObject({ statusCode: 400, field: 'ids' });
    expect(
      (
        await call(t.app, supplierA.token, 'PUT', '/api/backend/stock/price', {
          ids: [mine.body.data.id],
          percent: -95,
        })
      ).body,
    ).toMatchObject({ statusCode: 400, field: 'percent' });
  });

  it('refuses to delete a stock open order lines hold, and deletes one nobody ordered', async () => {
    const held = await call(t.app, supplierA.token, 'POST', '/api/backend/stock', {
      itemId: await unstockedItem(storeA),
      price: '3.00',
      quantity: 5,
    });
    const placed = await order(held.body.data.id, 1);
    expect(placed.status).toBe(201);
    expect(
      (await call(t.app, supplierA.token, 'DELETE', `/api/backend/stock/${held.body.data.id}`)).body,
    ).toMatchObject({ statusCode: 409, code: 'STOCK_IN_ORDERS', usedBy: ['order_detail'] });
    await call(t.app, admin.token, 'PUT', `/api/backend/order/cancelled/${placed.body.data.id}`, { reasons: 'test' });
    expect(
      (await call(t.app, supplierA.token, 'DELETE', `/api/backend/stock/${held.body.data.id}`)).body,
    ).toMatchObject({ statusCode: 409, code: 'IN_USE' });
    const free = await call(t.app, supplierA.token, 'POST', '/api/backend/stock', {
      itemId: await unstockedItem(storeA),
      price: '3.00',
      quantity: 5,
    });
    expect((await call(t.app, supplierB.token, 'DELETE', `/api/backend/stock/${free.body.data.id}`)).status).toBe(404);
    expect((await call(t.app, supplierA.token, 'DELETE', `/api/backend/stock/${free.body.data.id}`)).status).toBe(200);
    expect((await call(t.app, supplierA.token, 'GET', `/api/backend/stock/${free.body.data.id}`)).status).toBe(404);
  });
});

describe('adjustments', () => {
  it('corrects a stock by counted units, with history, and undoes one when deleted', async () => {
    const stock = (
      await call(t.app, supplierA.token, 'POST', '/api/backend/stock', {
        itemId: await unstockedItem(storeA),
        price: '5.00',
        quantity: 20,
        alertThreshold: 2,
      })
    ).body.data.id as number;
    const found = await call(t.app, supplierA.token, 'POST', '/api/backend/adjustment', {
      stockId: stock,
      kind: 'FOUND',
      quantity: 3,
      reason: 'Behind the shelf',
    });
    expect(found.status).toBe(201);
    expect(found.body.data).toMatchObject({
      stockId: stock,
      kind: 'FOUND',
      quantity: 3,
      quantityBefore: 20,
      quantityAfter: 23,
      reason: 'Behind the shelf',
      createdBy: { id: supplierA.id },
    });
    const damaged = await call(t.app, supplierA.token, 'POST', '/api/backend/adjustment', {
      stockId: stock,
      kind: 'DAMAGED',
      quantity: 2,
      reason: 'Dropped',
    });
    expect(damaged.body.data).toMatchObject({ quantityBefore: 23, quantityAfter: 21 });
    const recount = await call(t.app, supplierA.token, 'POST', '/api/backend/adjustment', {
      stockId: stock,
      kind: 'RECOUNT',
      quantity: 18,
      reason: 'Monthly count',
    });
    expect(recount.body.data).toMatchObject({ quantityBefore: 21, quantityAfter: 18 });
    const lost = await call(t.app, supplierA.token, 'POST', '/api/backend/adjustment', {
      stockId: stock,
      kind: 'LOST',
      quantity: 19,
      reason: 'Stolen',
    });
    expect(lost.body).toMatchObject({ statusCode: 409, code: 'INSUFFICIENT_STOCK', available: 18, field: 'quantity' });
    expect(await stockQuantity(t.databaseUrl, stock)).toBe(18);
    expect(
      (await historyOf(stock)).map((row) => [
        row.reason,
        row.quantity_before,
        row.quantity_after,
        row.note_code,
        row.note_facts,
        row.note,
      ]),
    ).toEqual([
      // The kind is a code with facts (worded by the page); the reason stays as the person typed it.
      ['INITIAL', 0, 20, 'OPENING_STOCK', {}, null],
      ['ADJUSTMENT', 20, 23, 'ADJUSTMENT_MADE', { kind: 'FOUND' }, 'Behind the shelf'],
      ['ADJUSTMENT', 23, 21, 'ADJUSTMENT_MADE', { kind: 'DAMAGED' }, 'Dropped'],
      ['ADJUSTMENT', 21, 18, 'ADJUSTMENT_MADE', { kind: 'RECOUNT' }, 'Monthly count'],
    ]);

    const list = await call(t.app, supplierA.token, 'GET', `/api/backend/adjustment?stockId=${stock}`);
    expect(list.body.data.map((row: { kind: string }) => row.kind)).toEqual(['RECOUNT', 'DAMAGED', 'FOUND']);
    expect((await call(t.app, supplierB.token, 'GET', `/api/backend/adjustment?stockId=${stock}`)).body.data).toEqual(
      [],
    );
    expect((await call(t.app, supplierB.token, 'GET', `/api/backend/adjustment/${found.body.data.id}`)).status).toBe(
      404,
    );
    expect(
      (await call(t.app, admin.token, 'GET', `/api/backend/adjustment/${found.body.data.id}`)).body.data.kind,
    ).toBe('FOUND');
    const renamed = await call(t.app, supplierA.token, 'PUT', `/api/backend/adjustment/${found.body.data.id}`, {
      reason: 'Found in the back room',
      quantity: 99,
    });
    expect(renamed.body.data).toMatchObject({ reason: 'Found in the back room', quantity: 3 });
    expect(
      (await call(t.app, supplierB.token, 'PUT', `/api/backend/adjustment/${found.body.data.id}`, { reason: 'x' }))
        .status,
    ).toBe(404);

    expect(
      (await call(t.app, supplierB.token, 'DELETE', `/api/backend/adjustment/${damaged.body.data.id}`)).status,
    ).toBe(404);
    expect(
      (await call(t.app, supplierA.token, 'DELETE', `/api/backend/adjustment/${damaged.body.data.id}`)).status,
    ).toBe(200);
    expect(await stockQuantity(t.databaseUrl, stock)).toBe(20);
    expect((await historyOf(stock)).at(-1)).toMatchObject({
      reason: 'ADJUSTMENT',
      quantity_before: 18,
      quantity_after: 20,
      note: null,
      note_code: 'ADJUSTMENT_UNDONE',
      note_facts: { adjustmentId: damaged.body.data.id, kind: 'DAMAGED' },
    });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ stockId: a.stockId, kind: 'LOST', quantity: 0, reason: 'x' }, 'quantity'],
      [{ stockId: a.stockId, kind: 'FOUND', quantity: -1, reason: 'x' }, 'quantity'],
      [{ stockId: a.stockId, kind: 'FOUND', quantity: 1, reason: '   ' }, 'reason'],
      [{ stockId: a.stockId, kind: 'FOUND', quantity: 1 }, 'reason'],
      [{ stockId: a.stockId, kind: 'MISPLACED', quantity: 1, reason: 'x' }, 'kind'],
    ] as const) {
      expect(
        (await call(t.app, supplierA.token, 'POST', '/api/backend/adjustment', body)).body,
        JSON.stringify(body),
      ).toMatchObject({ statusCode: 400, field });
    }
    expect(
      (
        await call(t.app, supplierB.token, 'POST', '/api/backend/adjustment', {
          stockId: a.stockId,
          kind: 'FOUND',
          quantity: 1,
          reason: 'x',
        })
      ).status,
    ).toBe(404);
  });
});

describe('stock history', () => {
  it('adds up after orders, cancels, increases and adjustments, page by page', async () => {
    const stock = (
      await call(t.app, supplierA.token, 'POST', '/api/backend/stock', {
        itemId: await unstockedItem(storeA),
        price: '2.00',
        quantity: 30,
        alertThreshold: 0,
      })
    ).body.data.id as number;
    const first = await order(stock, 4);
    await order(stock, 3);
    await call(t.app, supplierA.token, 'PUT', `/api/backend/stock/increase-stock/${stock}`, { quantity: 10 });
    await call(t.app, admin.token, 'PUT', `/api/backend/order/cancelled/${first.body.data.id}`, {
      reasons: 'Changed mind',
    });
    await call(t.app, supplierA.token, 'POST', '/api/backend/adjustment', {
      stockId: stock,
      kind: 'LOST',
      quantity: 2,
      reason: 'Missing',
    });
    expect(await stockQuantity(t.databaseUrl, stock)).toBe(30 - 4 - 3 + 10 + 4 - 2);

    const page0 = await call(t.app, supplierA.token, 'GET', `/api/backend/stock-history/stock/${stock}?size=4`);
    const page1 = await call(t.app, supplierA.token, 'GET', `/api/backend/stock-history/stock/${stock}?size=4&page=1`);
    expect(page0.body.pagination).toMatchObject({ totalCount: 6, totalPage: 2 });
    const rows = [...page0.body.data, ...page1.body.data].reverse();
    expect(rows.map((row: { reason: string }) => row.reason)).toEqual([
      'INITIAL',
      'ORDER',
      'ORDER',
      'INCREASE',
      'CANCEL',
      'ADJUSTMENT',
    ]);
    expect(rows.map((row: { change: number }) => row.change)).toEqual([30, -4, -3, 10, 4, -2]);
    // A chain: each row starts where the one before ended, and the last ends at the stock's quantity.
    rows.forEach((row: { quantityBefore: number }, index: number) =>
      expect(row.quantityBefore).toBe(index === 0 ? 0 : rows[index - 1].quantityAfter),
    );
    expect(rows.at(-1).quantityAfter).toBe(await stockQuantity(t.databaseUrl, stock));
    expect(rows[1].createdBy).toEqual({ id: admin.id, name: expect.any(String) });
    expect(
      (await call(t.app, supplierA.token, 'GET', `/api/backend/stock-history/stock/${stock}?reason=ORDER`)).body.data
        .length,
    ).toBe(2);
    expect((await call(t.app, supplierB.token, 'GET', `/api/backend/stock-history/stock/${stock}`)).status).toBe(404);
    expect((await call(t.app, admin.token, 'GET', `/api/backend/stock-history/stock/${stock}`)).status).toBe(200);
    expect(await orderBookProblems(t.databaseUrl)).toEqual([]);
  });

  it('stays consistent under 50 concurrent increases and orders of one stock', async () => {
    const stock = (
      await call(t.app, supplierA.token, 'POST', '/api/backend/stock', {
        itemId: await unstockedItem(storeA),
        price: '1.00',
        quantity: 20,
        alertThreshold: 0,
      })
    ).body.data.id as number;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 2 === 0
          ? call(t.app, supplierA.token, 'PUT', `/api/backend/stock/increase-stock/${stock}`, { quantity: 2 })
          : order(stock, 3),
      ),
    );
    const increases = answers.filter((answer, index) => index % 2 === 0 && answer.status === 200).length;
    const orders = answers.filter((answer, index) => index % 2 === 1 && answer.status === 201).length;
    const refused = answers.filter((answer) => answer.status === 409).length;
    expect(increases).toBe(25);
    expect(orders + refused).toBe(25);
    expect(answers.every((answer) => [200, 201, 409].includes(answer.status))).toBe(true);
    const quantity = await stockQuantity(t.databaseUrl, stock);
    expect(quantity).toBe(20 + increases * 2 - orders * 3);
    const history = await historyOf(stock);
    expect(history.length).toBe(1 + increases + orders);
    history.forEach((row, index) =>
      expect(row.quantity_before).toBe(index === 0 ? 0 : history[index - 1].quantity_after),
    );
    expect(history.at(-1).quantity_after).toBe(quantity);
    expect(await orderBookProblems(t.databaseUrl)).toEqual([]);
  });
});

describe('low-stock alerts', () => {
  it('notifies the supplier and the admins once per crossing, not once per sale', async () => {
    const stock = (
      await call(t.app, supplierA.token, 'POST', '/api/backend/stock', {
        itemId: await unstockedItem(storeA),
        price: '1.00',
        quantity: 8,
        alertThreshold: 5,
      })
    ).body.data.id as number;
    await order(stock, 2);
    expect(await lowStockNotifications(supplierA.id, stock)).toBe(0);
    await order(stock, 1); // 8 -> 6 -> 5: the crossing
    expect(await lowStockNotifications(supplierA.id, stock)).toBe(1);
    expect(await lowStockNotifications(admin.id, stock)).toBe(1);
    expect(await lowStockNotifications(supplierB.id, stock)).toBe(0);
    await order(stock, 1);
    await order(stock, 1);
    await call(t.app, supplierA.token, 'POST', '/api/backend/adjustment', {
      stockId: stock,
      kind: 'DAMAGED',
      quantity: 1,
      reason: 'Cracked',
    });
    expect(await lowStockNotifications(supplierA.id, stock)).toBe(1);
    // Back above the threshold re-arms it; the next crossing alerts again.
    await call(t.app, supplierA.token, 'PUT', `/api/backend/stock/increase-stock/${stock}`, { quantity: 10 });
    expect(await lowStockNotifications(supplierA.id, stock)).toBe(1);
    await call(t.app, supplierA.token, 'POST', '/api/backend/adjustment', {
      stockId: stock,
      kind: 'LOST',
      quantity: 8,
      reason: 'Lost',
    });
    expect(await lowStockNotifications(supplierA.id, stock)).toBe(2);
    // Raising the threshold over the quantity is a crossing too.
    await call(t.app, supplierA.token, 'PUT', `/api/backend/stock/increase-stock/${stock}`, { quantity: 20 });
    await call(t.app, supplierA.token, 'PUT', `/api/backend/stock/alert/${stock}`, { alertThreshold: 30 });
    expect(await lowStockNotifications(supplierA.id, stock)).toBe(3);
    const mine = await call(t.app, supplierA.token, 'GET', '/api/backend/notification/supplier?status=new&size=100');
    const alert = mine.body.data.find(
      (row: { kind: string; stockId: number }) => row.kind === 'LOW_STOCK' && row.stockId === stock,
    );
    expect(alert).toMatchObject({ kind: 'LOW_STOCK', stockId: stock, orderId: null, seen: false });
    // The facts to word it by, in either language: the part, its store and what was left at the crossing.
    const names = await db(
      async (c) =>
        (
          await c.query(
            `select coalesce(pa.name, ac.name) as item, coalesce(pa.part_number, ac.part_number) as number, st.name as store
             from stock s join store st on st.id = s.store_id
             left join part pa on pa.item_id = s.item_id left join accessory ac on ac.item_id = s.item_id where s.id = $1`,
            [stock],
          )
        ).rows[0],
    );
    expect(alert.lowStock).toMatchObject({
      itemName: names.item,
      partNumber: names.number,
      storeName: names.store,
      quantity: 24,
      threshold: 30,
    });
  });
});

describe('stores', () => {
  it("lists stores for admins and its own for a supplier; 404 for another's", async () => {
    const all = await call(t.app, admin.token, 'GET', '/api/backend/store?size=100');
    expect(all.body.data.length).toBeGreaterThan(1);
    expect(all.body.data.find((row: { id: number }) => row.id === storeA)).toMatchObject({
      supplierId: a.supplierId,
      stockCount: expect.any(Number),
      supplierName: expect.any(String),
    });
    const own = await call(t.app, supplierA.token, 'GET', '/api/backend/store');
    expect(own.body.data.map((row: { id: number }) => row.id)).toEqual([storeA]);
    expect((await call(t.app, supplierA.token, 'GET', `/api/backend/store/${storeA}`)).status).toBe(200);
    expect((await call(t.app, supplierA.token, 'GET', `/api/backend/store/${storeB}`)).status).toBe(404);
    const named = (
      await call(
        t.app,
        admin.token,
        'GET',
        `/api/backend/store?search=${encodeURIComponent(all.body.data[0].name.slice(0, 5))}`,
      )
    ).body.data;
    expect(named.length).toBeGreaterThan(0);
  });

  it('lets admins change, create and delete stores, with the rules a store keeps', async () => {
    const changed = await call(t.app, admin.token, 'PUT', `/api/backend/store/${storeB}`, {
      phone: '012 999 888',
      enabled: false,
    });
    expect(changed.body.data).toMatchObject({ phone: '012 999 888', enabled: false });
    await call(t.app, admin.token, 'PUT', `/api/backend/store/${storeB}`, { enabled: true });
    expect((await call(t.app, supplierA.token, 'PUT', `/api/backend/store/${storeA}`, { name: 'x' })).status).toBe(403);
    expect(
      (await call(t.app, admin.token, 'PUT', `/api/backend/store/${storeB}`, { phone: 'call me' })).body,
    ).toMatchObject({ statusCode: 400, field: 'phone' });
    expect(
      (await call(t.app, admin.token, 'POST', '/api/backend/store', { supplierId: a.supplierId, name: 'Second' })).body,
    ).toMatchObject({ statusCode: 409, field: 'supplierId' });
    expect((await call(t.app, admin.token, 'DELETE', `/api/backend/store/${storeA}`)).body).toMatchObject({
      statusCode: 409,
      code: 'IN_USE',
    });
    // A supplier without a store gets one; a store that never held stock can be deleted.
    const supplier = await call(t.app, admin.token, 'POST', '/api/backend/supplier', {
      name: 'Storeless Parts',
      phone: '012 333 444',
      email: 'storeless@parts.demo',
      address: 'Street 3',
      account: { email: 'owner@storeless.demo', password: 'Storeless-Parts-7' },
    });
    const storeId = supplier.body.data.store.id as number;
    expect((await call(t.app, admin.token, 'DELETE', `/api/backend/store/${storeId}`)).status).toBe(200);
    const created = await call(t.app, admin.token, 'POST', '/api/backend/store', {
      supplierId: supplier.body.data.id,
      name: 'Storeless Parts, Main Street',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      supplierId: supplier.body.data.id,
      name: 'Storeless Parts, Main Street',
      stockCount: 0,
      enabled: true,
    });
  });
});
