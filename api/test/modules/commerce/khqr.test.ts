// KHQR for BANK orders on real PostgreSQL, each code checked by an independent decoder (the Bakong SDK, npm
// bakong-khqr): CRC, amount due (less recorded receipts), currency (USD 840, or riel 116 at the shop rate rounded to
// 100 riel), merchant, bill number = order number. Only the shopper's own BANK order has one.
import { BakongKHQR } from 'bakong-khqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, placeOrder, shopperWithAddress, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let shopper: TestAccount;
let other: TestAccount;
let admin: TestAccount;
let stock: StockFixture;

/** A BANK or CASH order of one unit of the stock, by the shopper. */
const order = (paymentMethod: 'BANK' | 'CASH', khqrCurrency?: 'USD' | 'KHR') =>
  placeOrder(t.app, shopper, [stock], { paymentMethod, ...(khqrCurrency ? { khqrCurrency } : {}) });

const khqrOf = (account: TestAccount, orderId: number, query = '') =>
  call(t.app, account.token, 'GET', `/api/frontend/order/${orderId}/khqr${query}`);
const rielRate = () =>
  withDatabase(t.databaseUrl, async (db) =>
    Number((await db.query(`select rate from currency where code = 'KHR'`)).rows[0].rate),
  );

beforeAll(async () => {
  t = await startTestApp();
  shopper = await shopperWithAddress(t.app);
  other = await createAccount(t.app, { type: 'CUSTOMER' });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  stock = await arrangeStock(t.databaseUrl, { quantity: 100, price: '12.35', dealerPrice: '11.00' });
});
afterAll(() => t?.close());

describe('KHQR for BANK orders', () => {
  it('carries the amount due in riel (the currency picked at checkout), the order number and the merchant; an independent decoder agrees', async () => {
    const orderId = await order('BANK', 'KHR');
    const answer = await khqrOf(shopper, orderId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const riel = String(Math.round((12.35 * (await rielRate())) / 100) * 100);
    expect(answer.body.data).toMatchObject({
      orderId,
      currency: 'KHR',
      amount: riel,
      billNumber: String(orderId),
      merchantName: 'Vehicle Parts Shop',
      merchantCity: 'Phnom Penh',
    });
    const { khqr, svg } = answer.body.data as { khqr: string; svg: string };
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(BakongKHQR.verify(khqr).isValid).toBe(true);
    const decoded = BakongKHQR.decode(khqr).data;
    expect(decoded).toMatchObject({
      transactionCurrency: '116',
      transactionAmount: riel,
      merchantName: 'Vehicle Parts Shop',
      merchantCity: 'Phnom Penh',
      bakongAccountID: 'partsshop@demo',
      billNumber: String(orderId),
      pointofInitiationMethod: '12',
      countryCode: 'KH',
    });
    expect(Number(decoded.expirationTimestamp)).toBeGreaterThan(Date.now());
    // The CRC covers every character: one changed digit and the decoder refuses the code.
    const tampered = khqr.replace(
      `54${String(riel.length).padStart(2, '0')}${riel}`,
      `54${String(riel.length).padStart(2, '0')}${riel.replace(/^\d/, (d) => String((Number(d) % 9) + 1))}`,
    );
    expect(tampered).not.toBe(khqr);
    expect(BakongKHQR.verify(tampered).isValid).toBe(false);
  });

  it('in US dollars on request, less what receipts already cover', async () => {
    const orderId = await order('BANK');
    const usd = await khqrOf(shopper, orderId);
    expect(usd.body.data).toMatchObject({ currency: 'USD', amount: '12.35' });
    expect(BakongKHQR.decode(usd.body.data.khqr).data).toMatchObject({
      transactionCurrency: '840',
      transactionAmount: '12.35',
    });
    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${orderId}`, {})).status).toBe(200);
    const invoiceId = await withDatabase(
      t.databaseUrl,
      async (db) => (await db.query('select id from invoice where order_id = $1', [orderId])).rows[0].id as number,
    );
    expect(
      (
        await call(t.app, admin.token, 'POST', '/api/backend/receipt', {
          invoiceId,
          amount: '10.00',
          method: 'BANK',
          reference: 'TRX-9',
        })
      ).status,
    ).toBe(201);
    const rest = await khqrOf(shopper, orderId, '?currency=USD');
    expect(rest.body.data.amount).toBe('2.35');
    expect(BakongKHQR.verify(rest.body.data.khqr).isValid).toBe(true);
    const inRiel = await khqrOf(shopper, orderId, '?currency=KHR');
    expect(inRiel.body.data.amount).toBe(String(Math.round((2.35 * (await rielRate())) / 100) * 100));
    expect(BakongKHQR.decode(inRiel.body.data.khqr).data.transactionCurrency).toBe('116');
  });

  it("only for the shopper's own BANK order with something due", async () => {
    const cash = await order('CASH');
    expect((await khqrOf(shopper, cash)).body).toMatchObject({ code: 'NOT_BANK_ORDER' });
    const bank = await order('BANK');
    expect((await khqrOf(other, bank)).status).toBe(404);
    expect((await khqrOf(shopper, bank, '?currency=EUR')).status).toBe(400);
    expect(
      (await call(t.app, shopper.token, 'PUT', `/api/frontend/order/cancelled/${bank}`, { reasons: 'Changed my mind' }))
        .status,
    ).toBe(200);
    const cancelled = await khqrOf(shopper, bank);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.code).toBe('NOTHING_DUE');
  });

  it('answers 503 naming the setting when the shop has no usable Bakong account', async () => {
    const orderId = await order('BANK');
    await withDatabase(t.databaseUrl, (db) =>
      db.query(`update configuration set value = 'no-bank-part' where key = 'khqr.bakong-account-id'`),
    );
    try {
      const refused = await khqrOf(shopper, orderId);
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ code: 'KHQR_NOT_CONFIGURED' });
      expect(refused.body.message).toContain('khqr.bakong-account-id');
    } finally {
      await withDatabase(t.databaseUrl, (db) =>
        db.query(`update configuration set value = 'partsshop@demo' where key = 'khqr.bakong-account-id'`),
      );
    }
  });
});
