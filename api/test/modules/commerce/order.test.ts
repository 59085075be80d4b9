import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, stockQuantity, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let customer: TestAccount;
let other: TestAccount;
let dealer: TestAccount;
let admin: TestAccount;
let supplierA: TestAccount;
let supplierB: TestAccount;
let supplierC: TestAccount;
let a: StockFixture;
let b: StockFixture;

async function saveLocation(account: TestAccount, label = 'Home') {
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  const saved = await call(t.app, account.token, 'POST', '/api/frontend/user-location', {
    locationId: province,
    label,
    address: `${label} street`,
  });
  return saved.body.data.id as number;
}

const order = { paymentMethod: 'CASH', shippingOption: 'Ground Way' } as const;

async function fillCart(account: TestAccount, lines: { stockId: number; quantity: number; itemUnitId?: number }[]) {
  for (const line of lines) {
    const added = await call(t.app, account.token, 'POST', '/api/frontend/cart', line);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
}

const history = (stockId: number) =>
  withDatabase(
    t.databaseUrl,
    async (db) =>
      // The seed's INITIAL row is left out: these tests look at what orders did.
      (
        await db.query(
          `select quantity_before, quantity_after, reason, note, note_code, note_facts from stock_history where stock_id = $1 and reason <> 'INITIAL' order by id`,
          [stockId],
        )
      ).rows,
  );

beforeAll(async () => {
  t = await startTestApp();
  customer = await createAccount(t.app, { type: 'CUSTOMER' });
  other = await createAccount(t.app, { type: 'CUSTOMER' });
  dealer = await createAccount(t.app, { type: 'DEALER', dealerApproved: true });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  a = await arrangeStock(t.databaseUrl, { quantity: 40, price: '19.99', dealerPrice: '15.50' });
  b = await arrangeStock(t.databaseUrl, {
    quantity: 40,
    price: '3.05',
    dealerPrice: '2.75',
    skipSuppliers: [a.supplierId],
  });
  supplierA = await createAccount(t.app, { type: 'SUPPLIER', supplierId: a.supplierId });
  supplierB = await createAccount(t.app, { type: 'SUPPLIER', supplierId: b.supplierId });
  const third = await withDatabase(
    t.databaseUrl,
    async (db) =>
      (
        await db.query('select id from supplier where id <> all($1::int[]) order by id limit 1', [
          [a.supplierId, b.supplierId],
        ])
      ).rows[0].id as number,
  );
  supplierC = await createAccount(t.app, { type: 'SUPPLIER', supplierId: third });
  for (const account of [customer, other, dealer]) await saveLocation(account);
});
afterAll(() => t?.close());

describe('placing an order', () => {
  it('takes the stock of every line in base units, writes stock history, prices exactly and empties the cart', async () => {
    await fillCart(customer, [
      { stockId: a.stockId, quantity: 2 },
      { stockId: b.stockId, quantity: 1, itemUnitId: b.packUnitId },
    ]);
    const placed = await call(t.app, customer.token, 'POST', '/api/frontend/order', order);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const view = placed.body.data;
    const packCents = 305 * b.packFactor;
    const totalCents = 2 * 1999 + packCents;
    expect(view).toMatchObject({
      status: 'PENDING',
      dealerPricing: false,
      paymentMethod: 'CASH',
      shippingOption: 'Ground Way',
      lineCount: 2,
    });
    expect(view.total).toBe(`${Math.floor(totalCents / 100)}.${String(totalCents % 100).padStart(2, '0')}`);
    expect(view.lines.map((l: { baseQuantity: number }) => l.baseQuantity)).toEqual([2, b.packFactor]);
    expect(view.history).toEqual([
      expect.objectContaining({ from: null, to: 'PENDING', changedBy: expect.objectContaining({ id: customer.id }) }),
    ]);
    expect(view.address.address).toBe('Home street');
    expect(await stockQuantity(t.databaseUrl, a.stockId)).toBe(38);
    expect(await stockQuantity(t.databaseUrl, b.stockId)).toBe(40 - b.packFactor);
    expect(await history(a.stockId)).toEqual([
      {
        quantity_before: 40,
        quantity_after: 38,
        reason: 'ORDER',
        note: null,
        note_code: 'ORDER_PLACED',
        note_facts: { orderId: view.id },
      },
    ]);
    expect((await call(t.app, customer.token, 'GET', '/api/frontend/cart')).body.data.count).toBe(0);
    expect((await call(t.app, customer.token, 'GET', '/auth/me')).body.data.cartCount).toBe(0);
  });

  it('charges approved dealers the dealer price', async () => {
    await fillCart(dealer, [{ stockId: a.stockId, quantity: 3 }]);
    const placed = await call(t.app, dealer.token, 'POST', '/api/frontend/order', order);
    expect(placed.body.data).toMatchObject({ dealerPricing: true, total: '46.50' });
    expect(placed.body.data.lines[0]).toMatchObject({ unitPrice: '15.50', lineTotal: '46.50' });
  });

  it('takes nothing and names the short lines when any line lacks stock', async () => {
    const beforeA = await stockQuantity(t.databaseUrl, a.stockId);
    await fillCart(other, [
      { stockId: a.stockId, quantity: 1 },
      { stockId: b.stockId, quantity: 500 },
    ]);
    const refused = await call(t.app, other.token, 'POST', '/api/frontend/order', order);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'OUT_OF_STOCK',
      shortLines: [{ stockId: b.stockId, wanted: 500, available: 40 - b.packFactor }],
    });
    expect(refused.body.shortLines).toHaveLength(1);
    expect(await stockQuantity(t.databaseUrl, a.stockId)).toBe(beforeA);
    expect((await call(t.app, other.token, 'GET', '/api/frontend/cart')).body.data.count).toBe(2);
    expect((await call(t.app, other.token, 'GET', '/api/frontend/order')).body.data).toEqual([]);
    const cart = (await call(t.app, other.token, 'GET', '/api/frontend/cart')).body.data;
    for (const line of cart.lines) await call(t.app, other.token, 'DELETE', `/api/frontend/cart/${line.id}`);
  });

  it('refuses an empty cart, a bad body and a saved location of someone else, changing nothing', async () => {
    expect((await call(t.app, other.token, 'POST', '/api/frontend/order', order)).body.code).toBe('EMPTY_CART');
    await fillCart(other, [{ stockId: a.stockId, quantity: 1 }]);
    const foreign = await saveLocation(customer, 'Shop');
    expect(
      (await call(t.app, other.token, 'POST', '/api/frontend/order', { ...order, userLocationId: foreign })).status,
    ).toBe(404);
    expect(
      (await call(t.app, other.token, 'POST', '/api/frontend/order', { ...order, paymentMethod: 'GOLD' })).status,
    ).toBe(400);
    expect(
      (await call(t.app, other.token, 'POST', '/api/frontend/order', { ...order, shippingOption: 'Teleport' })).status,
    ).toBe(400);
    expect((await call(t.app, other.token, 'GET', '/api/frontend/cart')).body.data.count).toBe(1);
  });
});

describe('fifty buyers at once for ten units', () => {
  it('sells exactly ten, leaves the stock at zero and a history that adds up', async () => {
    const last = await arrangeStock(t.databaseUrl, {
      quantity: 10,
      price: '7.00',
      dealerPrice: '6.00',
      skipStocks: [a.stockId, b.stockId],
    });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createAccount(t.app, { type: 'CUSTOMER' })));
    await withDatabase(t.databaseUrl, async (db) => {
      const province = (await db.query('select id from location order by id limit 1')).rows[0].id;
      for (const buyer of buyers) {
        await db.query(
          `insert into user_location (user_id, location_id, label, address, is_default, created_at, updated_at) values ($1, $2, 'Home', 'Street', true, now(), now())`,
          [buyer.id, province],
        );
        await db.query(
          `insert into cart_item (user_id, stock_id, item_unit_id, quantity, created_at, updated_at) values ($1, $2, $3, 1, now(), now())`,
          [buyer.id, last.stockId, last.baseUnitId],
        );
      }
    });
    const answers = await Promise.all(
      buyers.map((buyer) => call(t.app, buyer.token, 'POST', '/api/frontend/order', order)),
    );
    const statuses = answers.map((answer) => answer.status);
    // Every answer is a sale (201) or out of stock (409); any other is counted by status, code and message (a 503 of
    // a pool with no free connection looked like an unreachable database: order.service.ts' PLACING_AT_ONCE).
    const others: Record<string, number> = {};
    for (const answer of answers.filter((a) => a.status !== 201 && a.status !== 409)) {
      const what = `${answer.status} ${answer.body?.code}: ${answer.body?.message}`;
      others[what] = (others[what] ?? 0) + 1;
    }
    expect(others).toEqual({});
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await stockQuantity(t.databaseUrl, last.stockId)).toBe(0);
    const rows = await history(last.stockId);
    expect(rows).toHaveLength(10);
    expect(
      rows.every(
        (row: { reason: string; quantity_before: number; quantity_after: number }) =>
          row.reason === 'ORDER' && row.quantity_before - row.quantity_after === 1,
      ),
    ).toBe(true);
    // Each row starts where the one before ended: 10 -> 9 -> ... -> 0.
    expect(rows.map((row: { quantity_before: number }) => row.quantity_before)).toEqual([
      10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    const sold = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (
          await db.query(`select coalesce(sum(base_quantity), 0)::int as n from order_detail where stock_id = $1`, [
            last.stockId,
          ])
        ).rows[0].n,
    );
    expect(sold).toBe(10);
  });
});

async function placeTwoSupplierOrder(account: TestAccount) {
  await fillCart(account, [
    { stockId: a.stockId, quantity: 1 },
    { stockId: b.stockId, quantity: 2 },
  ]);
  const placed = await call(t.app, account.token, 'POST', '/api/frontend/order', order);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data as { id: number; lines: { id: number; supplier: { id: number } }[] };
}

describe('the order state machine', () => {
  it('moves PENDING -> ACCEPTED -> PROCESSING -> DELIVERED -> PAID, records every move and refuses others with 409', async () => {
    const placed = await placeTwoSupplierOrder(customer);
    const put = (path: string, body: object = {}) =>
      call(t.app, admin.token, 'PUT', `/api/backend/order/${path}/${placed.id}`, body);
    expect((await put('delivered')).body).toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('PENDING'),
    });
    expect((await put('accepted', { note: 'ok' })).status).toBe(200);
    expect((await put('accepted')).body.message).toContain('ACCEPTED');
    expect((await put('processing')).status).toBe(200);
    expect((await put('delivered')).status).toBe(200);
    const refused = await put('cancelled', { reasons: 'too late' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('DELIVERED');
    const paid = await put('paid');
    expect(paid.body.data.status).toBe('PAID');
    // An admin's move moves every part: each part's timeline has every move, and the order's has each part's.
    const moves = (history: { from: string | null; to: string }[]) => history.map((h) => `${h.from}->${h.to}`);
    const path = [
      'null->PENDING',
      'PENDING->ACCEPTED',
      'ACCEPTED->PROCESSING',
      'PROCESSING->DELIVERED',
      'DELIVERED->PAID',
    ];
    expect(paid.body.data.parts).toHaveLength(2);
    for (const part of paid.body.data.parts) {
      expect(part.status).toBe('PAID');
      expect(moves(part.history)).toEqual(path);
      expect(part.history[1]).toMatchObject({ note: 'ok', changedBy: { id: admin.id }, partId: part.id });
    }
    expect(moves(paid.body.data.history)).toEqual([path[0], ...path.slice(1).flatMap((move) => [move, move])]);
  });

  it('makes one invoice per supplier when accepted and cancels them with the order, returning the stock', async () => {
    const placed = await placeTwoSupplierOrder(customer);
    const beforeA = await stockQuantity(t.databaseUrl, a.stockId);
    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${placed.id}`, {})).status).toBe(200);
    const invoices = (await call(t.app, customer.token, 'GET', '/api/frontend/invoice')).body.data.filter(
      (i: { orderId: number }) => i.orderId === placed.id,
    );
    expect(invoices).toHaveLength(2);
    expect(invoices.map((i: { supplier: { id: number } }) => i.supplier.id).sort()).toEqual(
      [a.supplierId, b.supplierId].sort(),
    );
    const one = await call(t.app, customer.token, 'GET', `/api/frontend/invoice/${invoices[0].id}`);
    expect(one.body.data.lines).toHaveLength(1);
    expect((await call(t.app, other.token, 'GET', `/api/frontend/invoice/${invoices[0].id}`)).status).toBe(404);
    // A shopper may not cancel an accepted order, but may still change its address.
    const tooLate = await call(t.app, customer.token, 'PUT', `/api/frontend/order/cancelled/${placed.id}`, {
      reasons: 'changed my mind',
    });
    expect(tooLate.status).toBe(409);
    // The facts let the shopper's page say "Order N is now Accepted" in the shopper's language.
    expect(tooLate.body).toMatchObject({ code: 'INVALID_STATUS', facts: { orderId: placed.id, status: 'ACCEPTED' } });
    const shop = await saveLocation(customer, 'Garage');
    const moved = await call(t.app, customer.token, 'PUT', `/api/frontend/order/modify-location/${placed.id}`, {
      userLocationId: shop,
    });
    expect(moved.body.data.address).toMatchObject({ userLocationId: shop, address: 'Garage street' });
    const cancelled = await call(t.app, admin.token, 'PUT', `/api/backend/order/cancelled/${placed.id}`, {
      reasons: 'supplier closed',
      refundNote: 'refund by bank',
    });
    expect(cancelled.body.data).toMatchObject({
      status: 'CANCELLED',
      reasons: 'supplier closed',
      refundNote: 'refund by bank',
    });
    expect(await stockQuantity(t.databaseUrl, a.stockId)).toBe(beforeA + 1);
    expect((await history(a.stockId)).at(-1)).toMatchObject({ reason: 'CANCEL', quantity_after: beforeA + 1 });
    expect(
      (await call(t.app, customer.token, 'GET', '/api/frontend/invoice?status=CANCELLED')).body.data.filter(
        (i: { orderId: number }) => i.orderId === placed.id,
      ),
    ).toHaveLength(2);
    expect(
      (await call(t.app, customer.token, 'GET', '/api/frontend/invoice')).body.data.filter(
        (i: { orderId: number }) => i.orderId === placed.id,
      ),
    ).toHaveLength(0);
    expect(
      (
        await call(t.app, customer.token, 'PUT', `/api/frontend/order/modify-location/${placed.id}`, {
          userLocationId: shop,
        })
      ).status,
    ).toBe(409);
    // The back office: the order's invoices, one supplier's, and a supplier's own.
    expect(
      (await call(t.app, admin.token, 'GET', `/api/backend/invoice/all-suppliers/${placed.id}`)).body.data,
    ).toHaveLength(2);
    const ofA = (
      await call(t.app, admin.token, 'GET', `/api/backend/invoice/admin/supplier/${a.supplierId}?status=ALL&size=100`)
    ).body.data;
    expect(ofA.every((i: { supplier: { id: number } }) => i.supplier.id === a.supplierId)).toBe(true);
    const own = (await call(t.app, supplierA.token, 'GET', '/api/backend/invoice/supplier?status=CANCELLED&size=100'))
      .body.data;
    expect(own.map((i: { orderId: number }) => i.orderId)).toContain(placed.id);
    expect(
      own.every(
        (i: { supplier: { id: number }; lines: { supplier: { id: number } }[] }) =>
          i.supplier.id === a.supplierId && i.lines.every((l) => l.supplier.id === a.supplierId),
      ),
    ).toBe(true);
    expect((await call(t.app, supplierC.token, 'GET', '/api/backend/invoice/supplier?status=ALL')).body.data).toEqual(
      [],
    );
    expect(
      (await call(t.app, admin.token, 'GET', '/api/backend/invoice')).body.data.every(
        (i: { status: string }) => i.status === 'ACCEPTED',
      ),
    ).toBe(true);
  });

  it('lets the shopper cancel one line, and the last open line cancels the order', async () => {
    const placed = await placeTwoSupplierOrder(customer);
    const beforeB = await stockQuantity(t.databaseUrl, b.stockId);
    const [first, second] = placed.lines;
    const one = await call(t.app, customer.token, 'PUT', `/api/frontend/order/cancelled/${placed.id}/${second!.id}`);
    expect(one.body.data).toMatchObject({ status: 'PENDING', total: '19.99' });
    expect(one.body.data.lines.map((l: { status: string }) => l.status)).toEqual(['OPEN', 'CANCELLED']);
    expect(await stockQuantity(t.databaseUrl, b.stockId)).toBe(beforeB + 2);
    expect(
      (await call(t.app, customer.token, 'PUT', `/api/frontend/order/cancelled/${placed.id}/${second!.id}`)).status,
    ).toBe(409);
    expect(
      (await call(t.app, other.token, 'PUT', `/api/frontend/order/cancelled/${placed.id}/${first!.id}`)).status,
    ).toBe(404);
    const last = await call(t.app, customer.token, 'PUT', `/api/frontend/order/cancelled/${placed.id}/${first!.id}`);
    expect(last.body.data.status).toBe('CANCELLED');
    expect(last.body.data.history.at(-1)).toMatchObject({ from: 'PENDING', to: 'CANCELLED' });
  });
});

describe('who sees what', () => {
  it('shows a supplier only its own lines, answers 404 to a supplier without lines, and 404 to another shopper', async () => {
    const placed = await placeTwoSupplierOrder(customer);
    const asA = await call(t.app, supplierA.token, 'GET', `/api/backend/order/${placed.id}`);
    expect(asA.body.data.lines.map((l: { supplier: { id: number } }) => l.supplier.id)).toEqual([a.supplierId]);
    expect(asA.body.data.total).toBe('19.99');
    expect((await call(t.app, supplierC.token, 'GET', `/api/backend/order/${placed.id}`)).status).toBe(404);
    expect((await call(t.app, supplierC.token, 'PUT', `/api/backend/order/accepted/${placed.id}`, {})).status).toBe(
      404,
    );
    expect((await call(t.app, other.token, 'GET', `/api/frontend/order/${placed.id}`)).status).toBe(404);
    expect((await call(t.app, other.token, 'PUT', `/api/frontend/order/cancelled/${placed.id}`, {})).status).toBe(404);
    const listA = await call(t.app, supplierA.token, 'GET', '/api/backend/order');
    expect(listA.body.data.map((o: { id: number }) => o.id)).toContain(placed.id);
    expect(
      (await call(t.app, supplierC.token, 'GET', '/api/backend/order?status=ALL&size=100')).body.data.map(
        (o: { id: number }) => o.id,
      ),
    ).not.toContain(placed.id);
    const pending = await call(t.app, admin.token, 'GET', '/api/backend/order');
    expect(pending.body.data.every((o: { status: string }) => o.status === 'PENDING')).toBe(true);
    expect(
      (await call(t.app, admin.token, 'GET', '/api/backend/order?status=ALL')).body.pagination.totalCount,
    ).toBeGreaterThan(pending.body.pagination.totalCount);
    // Supplier B moves the order (it has a line in it); the shopper hears about it.
    expect((await call(t.app, supplierB.token, 'PUT', `/api/backend/order/accepted/${placed.id}`, {})).status).toBe(
      200,
    );
    const buyers = (await call(t.app, admin.token, 'GET', '/api/backend/user/order?size=100')).body.data;
    expect(buyers[0]).toMatchObject({ id: customer.id, orderCount: expect.any(Number) });
    expect(buyers.map((u: { id: number }) => u.id)).not.toContain(other.id);
  });
});

describe('notifications', () => {
  it('tells the suppliers and admins of a new order and the shopper of every status change', async () => {
    const newCount = async (account: TestAccount, url: string) =>
      (await call(t.app, account.token, 'GET', url)).body.pagination.totalCount as number;
    const shopperBefore = await newCount(customer, '/api/frontend/notification/new');
    const placed = await placeTwoSupplierOrder(customer);
    const adminRows = await withDatabase(t.databaseUrl, async (db) =>
      (
        await db.query(`select user_id from notification where order_id = $1 and kind = 'ORDER_PLACED'`, [placed.id])
      ).rows.map((r) => r.user_id),
    );
    expect(adminRows).toEqual(expect.arrayContaining([admin.id, supplierA.id, supplierB.id]));
    expect(adminRows).not.toContain(supplierC.id);
    await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${placed.id}`, {});
    await call(t.app, admin.token, 'PUT', `/api/backend/order/processing/${placed.id}`, {});
    const fresh = await call(t.app, customer.token, 'GET', '/api/frontend/notification/new');
    expect(fresh.body.pagination.totalCount).toBe(shopperBefore + 2);
    expect(fresh.body.data[0]).toMatchObject({
      kind: 'ORDER_STATUS',
      orderId: placed.id,
      seen: false,
      title: expect.stringContaining('PROCESSING'),
    });
    const ids = fresh.body.data.slice(0, 2).map((n: { id: number }) => n.id);
    expect(
      (await call(t.app, other.token, 'PUT', '/api/frontend/notification/multiple', { ids })).body.data.updated,
    ).toBe(0);
    expect(
      (await call(t.app, customer.token, 'PUT', '/api/frontend/notification/multiple', { ids })).body.data.updated,
    ).toBe(2);
    expect(await newCount(customer, '/api/frontend/notification/new')).toBe(shopperBefore);
    expect(await newCount(customer, '/api/frontend/notification/old')).toBeGreaterThanOrEqual(2);
    expect((await call(t.app, customer.token, 'PUT', '/api/frontend/notification/multiple', { ids: [] })).status).toBe(
      400,
    );
  });
});
