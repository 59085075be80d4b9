// KHQR confirmed by the bank, on real PostgreSQL, against a Bakong stand-in (a real HTTP server speaking the
// open API's requests and answers): a payment of the exact amount records one BANK receipt per supplier's invoice
// (exactly its due) by the system account, audited, once however often it is seen, and moves the order on; another
// amount records nothing and tells staff; an expired token is renewed and the question asked again; staff "check
// now" follows routes.tsv (admin, a supplier of the order; not a shopper, not another supplier).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { startBakongStandIn, type BakongStandIn } from '../../support/bakong-stand-in.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, placeOrder, shopperWithAddress, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let bank: BakongStandIn;
let shopper: TestAccount;
let admin: TestAccount;
let supplierA: TestAccount;
let otherSupplier: TestAccount;
let a: StockFixture;
let b: StockFixture;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** A BANK order of one item of each supplier (10.10 + 0.30: sums binary floats get wrong), optionally moved on. */
async function bankOrder(moves: string[] = []): Promise<number> {
  const orderId = await placeOrder(t.app, shopper, [a, b], { paymentMethod: 'BANK', khqrCurrency: 'USD' });
  for (const move of moves)
    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/${move}/${orderId}`, {})).status).toBe(200);
  return orderId;
}

/** The code the shopper's page shows, and its md5 (what Bakong knows it by). */
async function shownCode(orderId: number) {
  const shown = await call(t.app, shopper.token, 'GET', `/api/frontend/order/${orderId}/khqr`);
  expect(shown.status, JSON.stringify(shown.body)).toBe(200);
  const { khqr, amount, currency } = shown.body.data as { khqr: string; amount: string; currency: 'USD' | 'KHR' };
  return { khqr, amount, currency, md5: md5(khqr) };
}

const checkNow = (account: TestAccount, orderId: number) =>
  call(t.app, account.token, 'POST', `/api/backend/order/${orderId}/payment-check`);

const rows = <T>(text: string, values: unknown[]) =>
  withDatabase(t.databaseUrl, async (db) => (await db.query(text, values)).rows as T[]);

const bankReceipts = (orderId: number) =>
  rows<{ id: number; supplier_id: number; amount: string; reference: string; status: string; email: string }>(
    `select r.id, i.supplier_id, r.amount::text as amount, r.reference, r.status, u.email
     from receipt r join invoice i on i.id = r.invoice_id left join user_account u on u.id = r.recorded_by_id
     where i.order_id = $1 and r.method = 'BANK' order by i.supplier_id`,
    [orderId],
  );
const notices = (userId: number, orderId: number, kind: string) =>
  rows<{ note: string }>(`select note from notification where user_id = $1 and order_id = $2 and kind = $3`, [
    userId,
    orderId,
    kind,
  ]);
const orderStatus = async (orderId: number) =>
  (await call(t.app, admin.token, 'GET', `/api/backend/order/${orderId}`)).body.data.status as string;

beforeAll(async () => {
  bank = await startBakongStandIn();
  t = await startTestApp({
    env: { BAKONG_API_URL: bank.url, BAKONG_TOKEN: bank.token, BAKONG_EMAIL: bank.email },
  });
  shopper = await shopperWithAddress(t.app);
  admin = await createAccount(t.app, { type: 'ADMIN' });
  a = await arrangeStock(t.databaseUrl, { quantity: 50, price: '10.10', dealerPrice: '9.00' });
  b = await arrangeStock(t.databaseUrl, {
    quantity: 50,
    price: '0.30',
    dealerPrice: '0.20',
    skipSuppliers: [a.supplierId],
  });
  supplierA = await createAccount(t.app, { type: 'SUPPLIER', supplierId: a.supplierId });
  const [other] = await rows<{ id: number }>(`select id from supplier where id not in ($1, $2) order by id limit 1`, [
    a.supplierId,
    b.supplierId,
  ]);
  otherSupplier = await createAccount(t.app, { type: 'SUPPLIER', supplierId: other!.id });
});
afterAll(async () => {
  await t?.close();
  await bank?.close();
});

describe('KHQR confirmed by the bank', () => {
  it('a payment of the exact amount records one BANK receipt per invoice, by the system account, audited, once; the order is accepted and nothing is due', async () => {
    const orderId = await bankOrder();
    const code = await shownCode(orderId);
    expect(code).toMatchObject({ amount: '10.40', currency: 'USD' });
    // The page shows the same code again while it stays valid (the bank knows a payment by the code's md5).
    expect((await shownCode(orderId)).md5).toBe(code.md5);

    const unpaid = await checkNow(admin, orderId);
    expect(unpaid.status, JSON.stringify(unpaid.body)).toBe(200);
    expect(unpaid.body.data).toMatchObject({ orderId, outcome: 'NOT_PAID', hash: null });
    expect(await bankReceipts(orderId)).toEqual([]);
    const asked = bank.requests.filter((r) => r.path === '/v1/check_transaction_by_md5').at(-1)!;
    expect(asked.body).toEqual({ md5: code.md5 });
    expect(asked.authorization).toBe(`Bearer ${bank.token}`);

    const hash = bank.pay(code.md5, { amount: 10.4, currency: 'USD' });
    const paid = await checkNow(admin, orderId);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ orderId, outcome: 'PAID', hash, paidAmount: '10.4', paidCurrency: 'USD' });

    const receipts = await bankReceipts(orderId);
    expect(
      receipts.map(({ supplier_id, amount, reference, status, email }) => ({
        supplier_id,
        amount,
        reference,
        status,
        email,
      })),
    ).toEqual(
      [
        { supplier_id: a.supplierId, amount: '10.10', reference: hash, status: 'PAID', email: 'system@shop.invalid' },
        { supplier_id: b.supplierId, amount: '0.30', reference: hash, status: 'PAID', email: 'system@shop.invalid' },
      ].sort((x, y) => x.supplier_id - y.supplier_id),
    );
    const audited = await rows<{ entity_id: number; email: string }>(
      `select e.entity_id, u.email from audit_entry e join user_account u on u.id = e.actor_id
       where e.entity = 'receipt' and e.action = 'create' and e.entity_id = any($1)`,
      [receipts.map((r) => r.id)],
    );
    expect(audited).toHaveLength(2);
    expect(audited.every((entry) => entry.email === 'system@shop.invalid')).toBe(true);
    // The payment accepted the order (its invoices exist from then), by the system account.
    expect(await orderStatus(orderId)).toBe('ACCEPTED');
    const history = (await call(t.app, admin.token, 'GET', `/api/backend/order/${orderId}`)).body.data.history;
    expect(history.at(-1)).toMatchObject({ to: 'ACCEPTED', noteCode: 'BANK_PAYMENT' });
    // Shopper and staff are told; nothing is due any more, so no code is shown.
    expect(await notices(shopper.id, orderId, 'PAYMENT_RECEIVED')).toEqual([{ note: '10.4 USD' }]);
    expect(await notices(admin.id, orderId, 'PAYMENT_RECEIVED')).toHaveLength(1);
    expect(await notices(supplierA.id, orderId, 'PAYMENT_RECEIVED')).toHaveLength(1);
    const after = await call(t.app, shopper.token, 'GET', `/api/frontend/order/${orderId}/khqr`);
    expect(after.status).toBe(409);
    expect(after.body.code).toBe('NOTHING_DUE');

    // Seen again (the schedule, or staff asking twice): never a second receipt or notice.
    const again = await checkNow(admin, orderId);
    expect(again.body.data).toMatchObject({ outcome: 'PAID', hash });
    expect(await bankReceipts(orderId)).toHaveLength(2);
    expect(await notices(shopper.id, orderId, 'PAYMENT_RECEIVED')).toHaveLength(1);
  });

  it('a DELIVERED order paid by the bank becomes PAID through the state machine', async () => {
    const orderId = await bankOrder(['accepted', 'processing', 'delivered']);
    const code = await shownCode(orderId);
    bank.pay(code.md5, { amount: 10.4, currency: 'USD' });
    expect((await checkNow(admin, orderId)).body.data.outcome).toBe('PAID');
    expect(await orderStatus(orderId)).toBe('PAID');
    expect(await bankReceipts(orderId)).toHaveLength(2);
  });

  it('any other amount or currency records nothing and tells staff once, not the shopper', async () => {
    const orderId = await bankOrder();
    const code = await shownCode(orderId);
    const hash = bank.pay(code.md5, { amount: 10.39, currency: 'USD' });
    const checked = await checkNow(admin, orderId);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ outcome: 'WRONG_AMOUNT', hash, paidAmount: '10.39' });
    expect(await bankReceipts(orderId)).toEqual([]);
    expect(await orderStatus(orderId)).toBe('PENDING');
    expect(await notices(admin.id, orderId, 'PAYMENT_MISMATCH')).toEqual([{ note: '10.39 USD' }]);
    expect(await notices(shopper.id, orderId, 'PAYMENT_MISMATCH')).toEqual([]);
    expect(await notices(shopper.id, orderId, 'PAYMENT_RECEIVED')).toEqual([]);
    // Asked again: the answer stands, staff are not told twice.
    expect((await checkNow(admin, orderId)).body.data.outcome).toBe('WRONG_AMOUNT');
    expect(await notices(admin.id, orderId, 'PAYMENT_MISMATCH')).toHaveLength(1);

    // The right amount in riel for a dollar code is another currency: nothing recorded either.
    const riel = await bankOrder();
    const rielCode = await shownCode(riel);
    bank.pay(rielCode.md5, { amount: 10.4, currency: 'KHR' });
    expect((await checkNow(admin, riel)).body.data.outcome).toBe('WRONG_AMOUNT');
    expect(await bankReceipts(riel)).toEqual([]);
  });

  it('an expired token is renewed with the account e-mail and the question asked again', async () => {
    const orderId = await bankOrder();
    const code = await shownCode(orderId);
    bank.pay(code.md5, { amount: 10.4, currency: 'USD' });
    const before = bank.token;
    bank.expireToken();
    const from = bank.requests.length;
    const checked = await checkNow(admin, orderId);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.data.outcome).toBe('PAID');
    const sent = bank.requests.slice(from).map((r) => ({ path: r.path, authorization: r.authorization, body: r.body }));
    expect(sent).toEqual([
      { path: '/v1/check_transaction_by_md5', authorization: `Bearer ${before}`, body: { md5: code.md5 } },
      { path: '/v1/renew_token', authorization: undefined, body: { email: bank.email } },
      { path: '/v1/check_transaction_by_md5', authorization: `Bearer ${bank.token}`, body: { md5: code.md5 } },
    ]);
    expect(bank.token).not.toBe(before);
    expect(await bankReceipts(orderId)).toHaveLength(2);
  });

  it('"check now" is staff only: an admin, a supplier of the order; a shopper 403, another supplier 404', async () => {
    const orderId = await bankOrder();
    await shownCode(orderId);
    expect((await checkNow(admin, orderId)).status).toBe(200);
    expect((await checkNow(supplierA, orderId)).status).toBe(200);
    expect((await checkNow(shopper, orderId)).status).toBe(403);
    const other = await checkNow(otherSupplier, orderId);
    expect(other.status).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/backend/order/${orderId}/payment-check` })).statusCode,
    ).toBe(401);
    expect((await checkNow(admin, 999_999)).status).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/backend/order/abc/payment-check',
          headers: { authorization: `Bearer ${admin.token}` },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a bank that cannot be reached answers 502 BANK_UNREACHABLE and records nothing', async () => {
    const orderId = await bankOrder();
    const code = await shownCode(orderId);
    bank.pay(code.md5, { amount: 10.4, currency: 'USD' });
    bank.outage(true);
    try {
      const refused = await checkNow(admin, orderId);
      expect(refused.status).toBe(502);
      expect(refused.body.code).toBe('BANK_UNREACHABLE');
      expect(await bankReceipts(orderId)).toEqual([]);
    } finally {
      bank.outage(false);
    }
    expect((await checkNow(admin, orderId)).body.data.outcome).toBe('PAID');
  });
});

describe('without Bakong access', () => {
  it('"check now" answers 409 BANK_CHECK_NOT_CONFIGURED: receipts stay manual', async () => {
    const plain = await startTestApp();
    try {
      const staff = await createAccount(plain.app, { type: 'ADMIN' });
      const buyer = await shopperWithAddress(plain.app);
      const item = await arrangeStock(plain.databaseUrl, { quantity: 5, price: '3.00', dealerPrice: '2.50' });
      const orderId = await placeOrder(plain.app, buyer, [item], { paymentMethod: 'BANK' });
      // The code is shown as before; no check is scheduled (no job kind is even defined).
      expect((await call(plain.app, buyer.token, 'GET', `/api/frontend/order/${orderId}/khqr`)).status).toBe(200);
      const refused = await call(plain.app, staff.token, 'POST', `/api/backend/order/${orderId}/payment-check`);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('BANK_CHECK_NOT_CONFIGURED');
    } finally {
      await plain.close();
    }
  });
});
