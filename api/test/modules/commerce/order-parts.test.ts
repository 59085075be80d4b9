// Per-supplier fulfilment (decisions.md; issue 33 §2 and the §4 audit item), tried from one supplier's side against a
// mixed order of suppliers A and B: every move, read and payment by supplier A is followed by a comparison of B's part
// as the database holds it (part, lines, stock and its history, invoice, receipts, timeline, notifications, audit
// entries). `untouched` counts those comparisons, for the "left the other's part unchanged N of N".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveOrderStatus } from '../../../src/modules/commerce/order-parts.ts';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, stockQuantity, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';
import { supplierPartRows } from '../../support/order-part-rows.ts';

let t: TestApp;
let shopper: TestAccount;
let admin: TestAccount;
let supplierA: TestAccount;
let supplierB: TestAccount;
let a: StockFixture;
let b: StockFixture;
const untouched = { checked: 0, same: 0 };

interface Placed {
  id: number;
  lines: { id: number; supplier: { id: number } }[];
}

async function place(paymentMethod: 'CASH' | 'BANK' = 'CASH'): Promise<Placed> {
  for (const [stockId, quantity] of [
    [a.stockId, 2],
    [b.stockId, 3],
  ] as const) {
    expect((await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { stockId, quantity })).status).toBe(201);
  }
  const placed = await call(t.app, shopper.token, 'POST', '/api/frontend/order', {
    paymentMethod,
    shippingOption: 'Ground Way',
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data as Placed;
}

/** Runs `act` (supplier A's doing) and checks that B's part of `orderId` is exactly as before. */
async function leavesB<T>(orderId: number, act: () => Promise<T>): Promise<T> {
  const before = await withDatabase(t.databaseUrl, (db) => supplierPartRows(db, orderId, b.supplierId));
  const result = await act();
  const after = await withDatabase(t.databaseUrl, (db) => supplierPartRows(db, orderId, b.supplierId));
  untouched.checked += 1;
  expect(after).toEqual(before);
  untouched.same += 1;
  return result;
}

const asA = (method: 'GET' | 'PUT' | 'POST', url: string, body?: object) =>
  call(t.app, supplierA.token, method, url, body);
const statusOf = async (orderId: number) =>
  (await withDatabase(t.databaseUrl, (db) => db.query('select status from shop_order where id = $1', [orderId])))
    .rows[0].status as string;
const partStatuses = (orderId: number) =>
  withDatabase(t.databaseUrl, async (db) =>
    Object.fromEntries(
      (await db.query('select supplier_id, status from order_part where order_id = $1', [orderId])).rows.map((row) => [
        row.supplier_id,
        row.status,
      ]),
    ),
  );

/** The order's stored status is its parts' derivation, checked after every step. */
async function expectDerived(orderId: number, expected: string) {
  const parts = Object.values(await partStatuses(orderId)) as Parameters<typeof deriveOrderStatus>[0][number][];
  expect(deriveOrderStatus(parts)).toBe(expected);
  expect(await statusOf(orderId)).toBe(expected);
}

beforeAll(async () => {
  t = await startTestApp();
  shopper = await createAccount(t.app, { type: 'CUSTOMER' });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  a = await arrangeStock(t.databaseUrl, { quantity: 200, price: '10.10', dealerPrice: '9.00' });
  b = await arrangeStock(t.databaseUrl, {
    quantity: 200,
    price: '0.30',
    dealerPrice: '0.20',
    skipSuppliers: [a.supplierId],
  });
  supplierA = await createAccount(t.app, { type: 'SUPPLIER', supplierId: a.supplierId });
  supplierB = await createAccount(t.app, { type: 'SUPPLIER', supplierId: b.supplierId });
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  await call(t.app, shopper.token, 'POST', '/api/frontend/user-location', {
    locationId: province,
    label: 'Home',
    address: 'Street 1',
  });
});
afterAll(async () => {
  console.info(
    `mixed-order moves and reads by supplier A left B's part unchanged ${untouched.same} of ${untouched.checked}`,
  );
  await t?.close();
});

describe('the derivation', () => {
  it('is CANCELLED when every part is, else the least advanced part that is not cancelled', () => {
    expect(deriveOrderStatus(['CANCELLED', 'CANCELLED'])).toBe('CANCELLED');
    expect(deriveOrderStatus(['CANCELLED', 'DELIVERED'])).toBe('DELIVERED');
    expect(deriveOrderStatus(['PAID', 'ACCEPTED', 'CANCELLED'])).toBe('ACCEPTED');
    expect(deriveOrderStatus(['PAID', 'PAID'])).toBe('PAID');
    expect(deriveOrderStatus(['PENDING', 'PAID'])).toBe('PENDING');
  });
});

describe("supplier A's moves of a mixed order", () => {
  it("A's cancel cancels A's part only: its lines and stock back, B's lines, stock and timeline unchanged", async () => {
    const order = await place();
    const stockA = await stockQuantity(t.databaseUrl, a.stockId);
    const cancelled = await leavesB(order.id, () =>
      asA('PUT', `/api/backend/order/cancelled/${order.id}`, { reasons: 'out of this part', refundNote: 'none' }),
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    // A sees its part's status as the order's.
    expect(cancelled.body.data.status).toBe('CANCELLED');
    expect(await stockQuantity(t.databaseUrl, a.stockId)).toBe(stockA + 2);
    expect(await partStatuses(order.id)).toEqual({ [a.supplierId]: 'CANCELLED', [b.supplierId]: 'PENDING' });
    await expectDerived(order.id, 'PENDING');
    // The shopper's order goes on with B's part: its total is B's lines, its reasons are not the order's.
    const shopperView = (await call(t.app, shopper.token, 'GET', `/api/frontend/order/${order.id}`)).body.data;
    expect(shopperView).toMatchObject({ status: 'PENDING', total: '0.90', reasons: null });
    expect(shopperView.parts.map((p: { status: string }) => p.status)).toEqual(
      expect.arrayContaining(['CANCELLED', 'PENDING']),
    );
    // A cannot cancel again (409 naming its part's status); B still can move its own part.
    const again = await leavesB(order.id, () =>
      asA('PUT', `/api/backend/order/cancelled/${order.id}`, { reasons: 'again' }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'INVALID_STATUS',
      facts: { orderId: order.id, status: 'CANCELLED', supplierId: a.supplierId },
    });
    expect((await call(t.app, supplierB.token, 'PUT', `/api/backend/order/accepted/${order.id}`, {})).status).toBe(200);
    await expectDerived(order.id, 'ACCEPTED');
  });

  it("A's accept, process and deliver move A's part and A's invoice only; the order stays at B's PENDING", async () => {
    const order = await place();
    for (const [path, status] of [
      ['accepted', 'ACCEPTED'],
      ['processing', 'PROCESSING'],
      ['delivered', 'DELIVERED'],
    ] as const) {
      const moved = await leavesB(order.id, () => asA('PUT', `/api/backend/order/${path}/${order.id}`, {}));
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.data.status).toBe(status);
      expect(moved.body.data.parts).toHaveLength(1);
      expect(
        moved.body.data.lines.every((line: { supplier: { id: number } }) => line.supplier.id === a.supplierId),
      ).toBe(true);
      await expectDerived(order.id, 'PENDING');
    }
    const invoices = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (await db.query('select supplier_id, status, total from invoice where order_id = $1', [order.id])).rows,
    );
    expect(invoices).toEqual([{ supplier_id: a.supplierId, status: 'ACCEPTED', total: '20.20' }]);
    // A's move past its part's status is a 409 naming it, and changes nothing.
    const back = await leavesB(order.id, () => asA('PUT', `/api/backend/order/accepted/${order.id}`, {}));
    expect(back.status).toBe(409);
    expect(back.body.facts).toMatchObject({ status: 'DELIVERED', supplierId: a.supplierId });
    // The shopper hears of A's part by name; nothing about B.
    const notes = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (
          await db.query(
            'select to_status, supplier_name from notification where order_id = $1 and user_id = $2 order by id',
            [order.id, shopper.id],
          )
        ).rows,
    );
    expect(notes.map((n) => n.to_status)).toEqual(['ACCEPTED', 'PROCESSING', 'DELIVERED']);
    const nameA = await withDatabase(
      t.databaseUrl,
      async (db) => (await db.query('select name from supplier where id = $1', [a.supplierId])).rows[0].name,
    );
    expect(notes.every((n) => n.supplier_name === nameA)).toBe(true);
  });

  it('a bulk move of several mixed orders by A (one move each, as the desk sends them) leaves every B part unchanged', async () => {
    const orders = [await place(), await place(), await place()];
    for (const order of orders) {
      expect((await leavesB(order.id, () => asA('PUT', `/api/backend/order/accepted/${order.id}`, {}))).status).toBe(
        200,
      );
      await expectDerived(order.id, 'PENDING');
    }
    // A's desk lists them under its part's status; the admin's under the order's.
    const listA = (await asA('GET', '/api/backend/order?status=ACCEPTED&size=100')).body.data.map(
      (o: { id: number }) => o.id,
    );
    expect(listA).toEqual(expect.arrayContaining(orders.map((o) => o.id)));
    const pendingA = (await asA('GET', '/api/backend/order?status=PENDING&size=100')).body.data.map(
      (o: { id: number }) => o.id,
    );
    expect(pendingA).not.toEqual(expect.arrayContaining([orders[0]!.id]));
    const listAdmin = (
      await call(t.app, admin.token, 'GET', '/api/backend/order?status=PENDING&size=100')
    ).body.data.map((o: { id: number }) => o.id);
    expect(listAdmin).toEqual(expect.arrayContaining(orders.map((o) => o.id)));
    // The tabs' counts: the opening ones (rollup) and the filtered ones (the parts themselves) agree, for A and B.
    for (const account of [supplierA, supplierB, admin]) {
      const opening = (await call(t.app, account.token, 'GET', '/api/backend/order/counts')).body.data;
      const filtered = (await call(t.app, account.token, 'GET', '/api/backend/order/counts?paymentMethod=CASH')).body
        .data;
      expect(filtered).toEqual(opening);
    }
    const countsB = (await call(t.app, supplierB.token, 'GET', '/api/backend/order/counts')).body.data;
    expect(countsB.ACCEPTED).toBeLessThan(countsB.ALL);
  });

  it("A's packing slip (its order detail) shows A's lines and A's timeline only; reading it changes nothing of B", async () => {
    const order = await place();
    expect(
      (
        await call(t.app, supplierB.token, 'PUT', `/api/backend/order/accepted/${order.id}`, {
          note: 'B packs tomorrow',
        })
      ).status,
    ).toBe(200);
    const slip = await leavesB(order.id, () => asA('GET', `/api/backend/order/${order.id}`));
    expect(slip.body.data.status).toBe('PENDING');
    expect(slip.body.data.lines.map((l: { supplier: { id: number } }) => l.supplier.id)).toEqual([a.supplierId]);
    expect(slip.body.data.parts.map((p: { supplier: { id: number } }) => p.supplier.id)).toEqual([a.supplierId]);
    expect(JSON.stringify(slip.body.data)).not.toContain('B packs tomorrow');
    expect(slip.body.data.history.map((h: { to: string }) => h.to)).toEqual(['PENDING']);
  });

  it("A's receipt paying A's invoice in full moves A's delivered part to PAID; B's invoice and part unchanged", async () => {
    const order = await place('BANK');
    for (const path of ['accepted', 'processing', 'delivered'])
      expect((await asA('PUT', `/api/backend/order/${path}/${order.id}`, {})).status).toBe(200);
    expect((await call(t.app, supplierB.token, 'PUT', `/api/backend/order/accepted/${order.id}`, {})).status).toBe(200);
    const invoiceA = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (await db.query('select id from invoice where order_id = $1 and supplier_id = $2', [order.id, a.supplierId]))
          .rows[0].id as number,
    );
    const receipt = await leavesB(order.id, () =>
      asA('POST', '/api/backend/receipt', { invoiceId: invoiceA, amount: '20.20', method: 'CASH' }),
    );
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
    const paid = await leavesB(order.id, () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/backend/receipt/${receipt.body.data.id}/status?status=PAID`,
        headers: { authorization: `Bearer ${supplierA.token}` },
      }),
    );
    expect(paid.statusCode).toBe(200);
    expect(await partStatuses(order.id)).toEqual({ [a.supplierId]: 'PAID', [b.supplierId]: 'ACCEPTED' });
    await expectDerived(order.id, 'ACCEPTED');
    // The KHQR asks for what is still due: B's part (A's is paid).
    const khqr = await call(t.app, shopper.token, 'GET', `/api/frontend/order/${order.id}/khqr?currency=USD`);
    expect(khqr.status, JSON.stringify(khqr.body)).toBe(200);
    expect(khqr.body.data.amount).toBe('0.90');
  });

  it("A's supplier return of its own stock leaves B's part unchanged; B's stock is not A's to return (404)", async () => {
    const order = await place();
    const made = await leavesB(order.id, () =>
      asA('POST', '/api/backend/supplier-return-stock', {
        stockId: a.stockId,
        itemUnitId: a.baseUnitId,
        quantity: 1,
        reason: 'Damaged',
      }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const refused = await leavesB(order.id, () =>
      asA('POST', '/api/backend/supplier-return-stock', {
        stockId: b.stockId,
        itemUnitId: b.baseUnitId,
        quantity: 1,
        reason: 'Not mine',
      }),
    );
    expect(refused.status).toBe(404);
  });

  it("A's audit read of a mixed order shows its own part's entries and the whole order's, never B's note text or account name", async () => {
    const order = await place();
    const secret = 'B internal: customer owes us from last month';
    expect(
      (await call(t.app, supplierB.token, 'POST', `/api/backend/order/${order.id}/notes`, { body: secret })).status,
    ).toBe(201);
    expect(
      (
        await call(t.app, supplierB.token, 'PUT', `/api/backend/order/accepted/${order.id}`, {
          note: 'B accepted quietly',
        })
      ).status,
    ).toBe(200);
    expect((await asA('PUT', `/api/backend/order/accepted/${order.id}`, {})).status).toBe(200);
    const nameB = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (await db.query('select name from user_account where id = $1', [supplierB.id])).rows[0].name as string,
    );
    const readA = await leavesB(order.id, () => asA('GET', `/api/backend/audit/order/${order.id}?size=100`));
    expect(readA.status).toBe(200);
    const text = JSON.stringify(readA.body);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('B accepted quietly');
    expect(text).not.toContain(nameB);
    expect(readA.body.data.map((e: { actor: { id: number } | null }) => e.actor?.id)).toEqual(
      expect.arrayContaining([supplierA.id, shopper.id]),
    );
    // B reads its own; the admin reads every entry.
    const readB = JSON.stringify(
      (await call(t.app, supplierB.token, 'GET', `/api/backend/audit/order/${order.id}?size=100`)).body,
    );
    expect(readB).toContain(secret);
    const all = (await call(t.app, admin.token, 'GET', `/api/backend/audit/order/${order.id}?size=100`)).body.data;
    expect(all.length).toBe(readA.body.data.length + 2);
    // A's notes list never had B's note either.
    expect(JSON.stringify((await asA('GET', `/api/backend/order/${order.id}/notes`)).body)).not.toContain(secret);
  });
});

describe("admins' moves and the shopper's", () => {
  it('an admin move applies to every part that can make it, and is a 409 naming the order status when none can', async () => {
    const order = await place();
    expect((await asA('PUT', `/api/backend/order/accepted/${order.id}`, {})).status).toBe(200);
    await expectDerived(order.id, 'PENDING');
    const none = await call(t.app, admin.token, 'PUT', `/api/backend/order/delivered/${order.id}`, {});
    expect(none.status).toBe(409);
    expect(none.body.facts).toEqual({ orderId: order.id, status: 'PENDING' });
    // Only B's part can be accepted: the admin's accept moves B alone.
    const accepted = await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${order.id}`, {});
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.status).toBe('ACCEPTED');
    expect(accepted.body.data.parts.map((p: { status: string }) => p.status)).toEqual(['ACCEPTED', 'ACCEPTED']);
    await expectDerived(order.id, 'ACCEPTED');
    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/processing/${order.id}`, {})).status).toBe(200);
    await expectDerived(order.id, 'PROCESSING');
    expect((await call(t.app, supplierB.token, 'PUT', `/api/backend/order/delivered/${order.id}`, {})).status).toBe(
      200,
    );
    await expectDerived(order.id, 'PROCESSING');
    // The admin's cancel cancels A's part (PROCESSING may be cancelled, DELIVERED may not): the order is B's DELIVERED.
    const cancelled = await call(t.app, admin.token, 'PUT', `/api/backend/order/cancelled/${order.id}`, {
      reasons: 'A cannot ship',
      refundNote: 'refund A',
    });
    expect(cancelled.status).toBe(200);
    expect(await partStatuses(order.id)).toEqual({ [a.supplierId]: 'CANCELLED', [b.supplierId]: 'DELIVERED' });
    await expectDerived(order.id, 'DELIVERED');
    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/paid/${order.id}`, {})).status).toBe(200);
    await expectDerived(order.id, 'PAID');
    const invoices = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (await db.query('select supplier_id, status from invoice where order_id = $1 order by supplier_id', [order.id]))
          .rows,
    );
    expect(Object.fromEntries(invoices.map((i) => [i.supplier_id, i.status]))).toEqual({
      [a.supplierId]: 'CANCELLED',
      [b.supplierId]: 'ACCEPTED',
    });
  });

  it("the shopper's cancel cancels the parts still PENDING; a line of an accepted part cannot be cancelled", async () => {
    const order = await place();
    expect((await asA('PUT', `/api/backend/order/accepted/${order.id}`, {})).status).toBe(200);
    const lineA = order.lines.find((line) => line.supplier.id === a.supplierId)!;
    const refused = await call(t.app, shopper.token, 'PUT', `/api/frontend/order/cancelled/${order.id}/${lineA.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.facts).toMatchObject({ status: 'ACCEPTED', supplierId: a.supplierId });
    const stockB = await stockQuantity(t.databaseUrl, b.stockId);
    const cancelled = await call(t.app, shopper.token, 'PUT', `/api/frontend/order/cancelled/${order.id}`, {
      reasons: 'B is too slow',
    });
    expect(cancelled.status).toBe(200);
    expect(await partStatuses(order.id)).toEqual({ [a.supplierId]: 'ACCEPTED', [b.supplierId]: 'CANCELLED' });
    expect(await stockQuantity(t.databaseUrl, b.stockId)).toBe(stockB + 3);
    await expectDerived(order.id, 'ACCEPTED');
    expect(cancelled.body.data).toMatchObject({ status: 'ACCEPTED', total: '20.20' });
    expect((await call(t.app, shopper.token, 'PUT', `/api/frontend/order/cancelled/${order.id}`, {})).status).toBe(409);
  });

  it("the shopper's line cancel: the last open line of a part cancels that part, the order goes on", async () => {
    const order = await place();
    const lineB = order.lines.find((line) => line.supplier.id === b.supplierId)!;
    const done = await call(t.app, shopper.token, 'PUT', `/api/frontend/order/cancelled/${order.id}/${lineB.id}`);
    expect(done.status).toBe(200);
    expect(await partStatuses(order.id)).toEqual({ [a.supplierId]: 'PENDING', [b.supplierId]: 'CANCELLED' });
    await expectDerived(order.id, 'PENDING');
    expect(done.body.data.total).toBe('20.20');
    const partB = done.body.data.parts.find((p: { supplier: { id: number } }) => p.supplier.id === b.supplierId);
    expect(partB.history.at(-1)).toMatchObject({ from: 'PENDING', to: 'CANCELLED', partId: partB.id });
  });
});
