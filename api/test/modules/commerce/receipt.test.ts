// Receipts on real PostgreSQL: partial payments add up exactly, an overpayment is refused naming what is due,
// paid in full moves a DELIVERED order to PAID through the state machine, void and delete rules, and a supplier
// handles only its own invoices' receipts (others: 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let shopper: TestAccount;
let admin: TestAccount;
let supplierA: TestAccount;
let supplierB: TestAccount;
let a: StockFixture;
let b: StockFixture;

async function acceptedOrder(): Promise<{ orderId: number; invoiceA: number; invoiceB: number }> {
  for (const stockId of [a.stockId, b.stockId])
    expect((await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { stockId, quantity: 1 })).status).toBe(201);
  const placed = await call(t.app, shopper.token, 'POST', '/api/frontend/order', {
    paymentMethod: 'BANK',
    shippingOption: 'Ground Way',
  });
  expect(placed.status).toBe(201);
  const orderId = placed.body.data.id as number;
  expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${orderId}`, {})).status).toBe(200);
  const invoices = await withDatabase(
    t.databaseUrl,
    async (db) =>
      (await db.query('select id, supplier_id from invoice where order_id = $1', [orderId])).rows as {
        id: number;
        supplier_id: number;
      }[],
  );
  return {
    orderId,
    invoiceA: invoices.find((i) => i.supplier_id === a.supplierId)!.id,
    invoiceB: invoices.find((i) => i.supplier_id === b.supplierId)!.id,
  };
}

const receiptCount = () =>
  withDatabase(t.databaseUrl, async (db) => Number((await db.query('select count(*) from receipt')).rows[0].count));
const orderStatus = async (orderId: number) =>
  (await call(t.app, admin.token, 'GET', `/api/backend/order/${orderId}`)).body.data.status as string;
const record = (account: TestAccount, invoiceId: number, amount: string, method = 'CASH', reference?: string) =>
  call(t.app, account.token, 'POST', '/api/backend/receipt', {
    invoiceId,
    amount,
    method,
    ...(reference ? { reference } : {}),
  });
const patch = (account: TestAccount, url: string) =>
  t.app.inject({ method: 'PATCH', url, headers: { authorization: `Bearer ${account.token}` } });

beforeAll(async () => {
  t = await startTestApp();
  shopper = await createAccount(t.app, { type: 'CUSTOMER' });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  // 10.10 and 0.30: sums that binary floats get wrong (0.1 + 0.2).
  a = await arrangeStock(t.databaseUrl, { quantity: 50, price: '10.10', dealerPrice: '9.00' });
  b = await arrangeStock(t.databaseUrl, {
    quantity: 50,
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
afterAll(() => t?.close());

describe('receipts', () => {
  it('partial payments add up exactly; more than is due is refused naming the amount due; nothing is written', async () => {
    const { invoiceB } = await acceptedOrder();
    const first = await record(admin, invoiceB, '0.10', 'BANK', ' TRX-1 ');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      amount: '0.10',
      method: 'BANK',
      reference: 'TRX-1',
      status: 'PENDING',
      invoiceId: invoiceB,
      recordedBy: { id: admin.id },
    });
    expect((await record(admin, invoiceB, '0.10')).status).toBe(201);
    const before = await receiptCount();
    const over = await record(admin, invoiceB, '0.11');
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      code: 'OVERPAYMENT',
      field: 'amount',
      amountDue: '0.10',
      facts: { amountDue: '0.10' },
    });
    expect(await receiptCount()).toBe(before);
    const summary = await call(t.app, admin.token, 'GET', `/api/backend/invoice/${invoiceB}/receipts`);
    expect(summary.body.data).toMatchObject({ total: '0.30', paid: '0.00', pending: '0.20', due: '0.10' });
    expect(summary.body.data.receipts).toHaveLength(2);
  });

  it('paid in full makes a DELIVERED part PAID through the state machine, the other part unchanged; then its receipts cannot be voided', async () => {
    const { orderId, invoiceA, invoiceB } = await acceptedOrder();
    const ra = (await record(supplierA, invoiceA, '10.10')).body.data.id as number;
    const rb = (await record(supplierB, invoiceB, '0.30')).body.data.id as number;
    expect((await patch(supplierA, `/api/backend/receipt/${ra}/status?status=PAID`)).statusCode).toBe(200);
    for (const move of ['processing', 'delivered'])
      expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/${move}/${orderId}`, {})).status).toBe(200);
    expect(await orderStatus(orderId)).toBe('DELIVERED');
    const paid = await patch(supplierB, `/api/backend/receipt/${rb}/status?status=PAID`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('PAID');
    // B's part is paid; A's receipt was paid before its part was delivered, so A's part waits for a move: the
    // order is its least advanced part's status.
    const parts = async () =>
      Object.fromEntries(
        (
          (await call(t.app, admin.token, 'GET', `/api/backend/order/${orderId}`)).body.data.parts as {
            supplier: { id: number };
            status: string;
          }[]
        ).map((p) => [p.supplier.id, p.status]),
      );
    expect(await parts()).toEqual({ [a.supplierId]: 'DELIVERED', [b.supplierId]: 'PAID' });
    expect(await orderStatus(orderId)).toBe('DELIVERED');
    const history = (await call(t.app, admin.token, 'GET', `/api/backend/order/${orderId}`)).body.data.history;
    expect(history.at(-1)).toMatchObject({ from: 'DELIVERED', to: 'PAID', changedBy: { id: supplierB.id } });
    // The admin's move to PAID applies to the part that can make it: A's.
    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/paid/${orderId}`, {})).status).toBe(200);
    expect(await parts()).toEqual({ [a.supplierId]: 'PAID', [b.supplierId]: 'PAID' });
    expect(await orderStatus(orderId)).toBe('PAID');
    const refused = await patch(admin, `/api/backend/receipt/void/${ra}/status?status=VOID`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'RECEIPT_STATUS',
      facts: { receiptId: ra, orderId, orderStatus: 'PAID' },
    });
    expect((await call(t.app, admin.token, 'GET', `/api/backend/receipt/${ra}`)).body.data.status).toBe('PAID');
  });

  it('a void receipt no longer counts; only a pending one is deleted; a void one cannot be paid', async () => {
    const { invoiceA } = await acceptedOrder();
    const id = (await record(admin, invoiceA, '10.10')).body.data.id as number;
    expect((await record(admin, invoiceA, '0.01')).body).toMatchObject({ code: 'OVERPAYMENT', amountDue: '0.00' });
    const voided = await patch(admin, `/api/backend/receipt/void/${id}/status?status=VOID`);
    expect(voided.statusCode).toBe(200);
    expect(voided.json().data.status).toBe('VOID');
    expect((await call(t.app, admin.token, 'GET', `/api/backend/invoice/${invoiceA}/receipts`)).body.data.due).toBe(
      '10.10',
    );
    const payVoid = await patch(admin, `/api/backend/receipt/${id}/status?status=PAID`);
    expect(payVoid.statusCode).toBe(409);
    expect(payVoid.json()).toMatchObject({ code: 'RECEIPT_STATUS', facts: { receiptId: id, status: 'VOID' } });
    const deleteVoid = await call(t.app, admin.token, 'DELETE', `/api/backend/receipt/${id}`);
    expect(deleteVoid.status).toBe(409);
    expect(deleteVoid.body).toMatchObject({ code: 'RECEIPT_STATUS', facts: { receiptId: id, status: 'VOID' } });
    const pending = (await record(admin, invoiceA, '1.00')).body.data.id as number;
    expect((await call(t.app, admin.token, 'DELETE', `/api/backend/receipt/${pending}`)).status).toBe(200);
    expect((await call(t.app, admin.token, 'GET', `/api/backend/receipt/${pending}`)).status).toBe(404);
    // The receipt's history is in the audit trail.
    const audit = await call(t.app, admin.token, 'GET', `/api/backend/audit?entity=receipt&entityId=${id}`);
    expect(audit.body.data.map((e: { action: string }) => e.action)).toEqual(['status', 'create']);
  });

  it('a cancelled invoice takes no receipt (409)', async () => {
    const { orderId, invoiceA } = await acceptedOrder();
    expect(
      (await call(t.app, admin.token, 'PUT', `/api/backend/order/cancelled/${orderId}`, { reasons: 'Out of town' }))
        .status,
    ).toBe(200);
    const refused = await record(admin, invoiceA, '1.00');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INVOICE_CANCELLED');
  });

  it('bad input is a 400 naming the field, nothing written', async () => {
    const { invoiceA } = await acceptedOrder();
    const before = await receiptCount();
    for (const [payload, field] of [
      [{ invoiceId: invoiceA, amount: '0', method: 'CASH' }, 'amount'],
      [{ invoiceId: invoiceA, amount: '-1.00', method: 'CASH' }, 'amount'],
      [{ invoiceId: invoiceA, amount: '1.005', method: 'CASH' }, 'amount'],
      [{ invoiceId: invoiceA, amount: '1.00', method: 'CARD' }, 'method'],
      [{ amount: '1.00', method: 'CASH' }, 'invoiceId'],
      [{ invoiceId: invoiceA, amount: '1.00', method: 'CASH', reference: 'x'.repeat(101) }, 'reference'],
    ] as const) {
      const refused = await call(t.app, admin.token, 'POST', '/api/backend/receipt', payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(refused.body), JSON.stringify(payload)).toContain(field);
    }
    const id = (await record(admin, invoiceA, '1.00')).body.data.id as number;
    expect((await patch(admin, `/api/backend/receipt/${id}/status?status=VOID`)).statusCode).toBe(400);
    expect((await patch(admin, `/api/backend/receipt/void/${id}/status?status=PAID`)).statusCode).toBe(400);
    expect((await patch(admin, `/api/backend/receipt/${id}/status`)).statusCode).toBe(400);
    expect(await receiptCount()).toBe(before + 1);
  });

  it("a supplier sees and records only its own invoices' receipts; another's answer 404", async () => {
    const { invoiceA, invoiceB } = await acceptedOrder();
    const before = await receiptCount();
    expect((await record(supplierB, invoiceA, '1.00')).status).toBe(404);
    expect(await receiptCount()).toBe(before);
    const id = (await record(supplierA, invoiceA, '1.00')).body.data.id as number;
    expect((await call(t.app, supplierB.token, 'GET', `/api/backend/receipt/${id}`)).status).toBe(404);
    expect((await call(t.app, supplierB.token, 'GET', `/api/backend/invoice/${invoiceA}/receipts`)).status).toBe(404);
    expect((await patch(supplierB, `/api/backend/receipt/${id}/status?status=PAID`)).statusCode).toBe(404);
    expect((await patch(supplierB, `/api/backend/receipt/void/${id}/status?status=VOID`)).statusCode).toBe(404);
    expect((await call(t.app, supplierB.token, 'DELETE', `/api/backend/receipt/${id}`)).status).toBe(404);
    const mine = await call(t.app, supplierB.token, 'GET', '/api/backend/receipt/supplier?size=100');
    expect(mine.body.data.every((r: { supplierId: number }) => r.supplierId === b.supplierId)).toBe(true);
    expect(
      (await call(t.app, supplierA.token, 'GET', '/api/backend/receipt/supplier?size=100')).body.data.map(
        (r: { id: number }) => r.id,
      ),
    ).toContain(id);
    const all = await call(t.app, admin.token, 'GET', `/api/backend/receipt?invoiceId=${invoiceB}`);
    expect(all.status).toBe(200);
    expect((await call(t.app, supplierA.token, 'GET', '/api/backend/receipt')).status).toBe(403);
  });

  it('lists receipts by status, method, supplier (admins) and Phnom Penh day', async () => {
    const { invoiceA, invoiceB } = await acceptedOrder();
    const bank = (await record(admin, invoiceA, '2.00', 'BANK', 'TRX-LIST')).body.data.id as number;
    const cash = (await record(admin, invoiceB, '0.10', 'CASH')).body.data.id as number;
    const ids = async (query: string) =>
      (await call(t.app, admin.token, 'GET', `/api/backend/receipt?size=100&${query}`)).body.data.map(
        (r: { id: number }) => r.id,
      ) as number[];
    expect(await ids('method=BANK')).toContain(bank);
    expect(await ids('method=BANK')).not.toContain(cash);
    expect(await ids(`supplierId=${b.supplierId}`)).toContain(cash);
    expect(await ids(`supplierId=${b.supplierId}`)).not.toContain(bank);
    expect(await ids('status=PENDING')).toEqual(expect.arrayContaining([bank, cash]));
    expect(await ids('status=PAID')).not.toContain(bank);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(new Date());
    expect(await ids(`from=${today}&to=${today}`)).toEqual(expect.arrayContaining([bank, cash]));
    expect(await ids('to=2000-01-01')).toEqual([]);
    const backwards = await call(t.app, admin.token, 'GET', `/api/backend/receipt?from=${today}&to=2000-01-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.field).toBe('to');
    // A supplier's list is its own whatever supplierId says.
    const asB = await call(
      t.app,
      supplierB.token,
      'GET',
      `/api/backend/receipt/supplier?size=100&supplierId=${a.supplierId}`,
    );
    expect(asB.body.data.map((r: { id: number }) => r.id)).not.toContain(bank);
  });
  it('exports the filtered list as CSV; a supplier exports only its own', async () => {
    const { invoiceA, invoiceB } = await acceptedOrder();
    const mineA = (await record(supplierA, invoiceA, '1.25', 'BANK', 'TRX-CSV-A')).body.data.id as number;
    const mineB = (await record(supplierB, invoiceB, '0.05', 'CASH')).body.data.id as number;
    const csv = async (account: TestAccount, url: string) => {
      const answer = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${account.token}` } });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toContain('text/csv');
      const lines = answer.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      return { header: lines[0], rows: lines.slice(1).map((line) => line.split(',')) };
    };
    const all = await csv(admin, '/api/backend/receipt?method=BANK&format=csv');
    expect(all.header).toBe('id,createdAt,invoiceId,orderId,supplierId,amount,method,reference,status,recordedBy');
    expect(all.rows.find((cells) => Number(cells[0]) === mineA)).toEqual(
      expect.arrayContaining([String(invoiceA), '1.25', 'BANK', 'TRX-CSV-A', 'PENDING']),
    );
    expect(all.rows.map((cells) => Number(cells[0]))).not.toContain(mineB);
    const asB = await csv(supplierB, '/api/backend/receipt/supplier?format=csv');
    expect(asB.rows.map((cells) => Number(cells[0]))).toContain(mineB);
    expect(asB.rows.every((cells) => Number(cells[4]) === b.supplierId)).toBe(true);
    const backwards = await t.app.inject({
      method: 'GET',
      url: '/api/backend/receipt?from=2026-01-02&to=2026-01-01&format=csv',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(backwards.statusCode).toBe(400);
  });
});
