// The scheduled bank check, with the job queue running (pg-boss on real PostgreSQL) against the Bakong stand-in:
// showing a BANK order's code queues one check per order (never doubled however often the page shows it), which
// asks again every 10 s while the code is unpaid; once the stand-in says paid, the order records its receipts and
// moves on by itself, and the checks stop. The time from "paid" to PAID is measured and printed.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KHQR_CHECK_JOB, nextCheckSeconds } from '../../src/modules/commerce/khqr-confirmation.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startBakongStandIn, type BakongStandIn } from '../support/bakong-stand-in.ts';
import { withDatabase } from '../support/catalog.ts';
import { arrangeStock, call, placeOrder, shopperWithAddress, type StockFixture } from '../support/commerce.ts';
import { createAccount, type TestAccount } from '../support/identity.ts';

let t: TestApp;
let bank: BakongStandIn;
let shopper: TestAccount;
let admin: TestAccount;
let stock: StockFixture;

const rows = <T>(text: string, values: unknown[] = []) =>
  withDatabase(t.databaseUrl, async (db) => (await db.query(text, values)).rows as T[]);
const waitingChecks = async (orderId: number) =>
  (
    await rows<{ count: number }>(
      `select count(*)::int as count from pgboss.job where name = $1 and singleton_key = $2 and state in ('created', 'retry', 'active')`,
      [KHQR_CHECK_JOB, `order:${orderId}`],
    )
  )[0]!.count;
const orderStatus = async (orderId: number) =>
  (await call(t.app, admin.token, 'GET', `/api/backend/order/${orderId}`)).body.data.status as string;

beforeAll(async () => {
  bank = await startBakongStandIn();
  t = await startTestApp({
    jobs: true,
    env: { BAKONG_API_URL: bank.url, BAKONG_TOKEN: bank.token, BAKONG_EMAIL: bank.email, RUN_JOBS: 'true' },
  });
  shopper = await shopperWithAddress(t.app);
  admin = await createAccount(t.app, { type: 'ADMIN' });
  stock = await arrangeStock(t.databaseUrl, { quantity: 20, price: '7.25', dealerPrice: '7.00' });
});
afterAll(async () => {
  await t?.close();
  await bank?.close();
});

describe('the scheduled bank check', () => {
  it('asks often at first, then less often', () => {
    expect(nextCheckSeconds(0)).toBe(10);
    expect(nextCheckSeconds(4 * 60_000)).toBe(10);
    expect(nextCheckSeconds(30 * 60_000)).toBe(60);
    expect(nextCheckSeconds(5 * 3600_000)).toBe(600);
  });

  it('a shown code is checked on schedule, once per order; paid, the order becomes PAID by itself and the checks stop', async () => {
    const orderId = await placeOrder(t.app, shopper, [stock], { paymentMethod: 'BANK' });
    for (const move of ['accepted', 'processing', 'delivered'])
      expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/${move}/${orderId}`, {})).status).toBe(200);

    // The page shows the code (and shows it again on every refetch): one check waits, never two.
    const shown = await call(t.app, shopper.token, 'GET', `/api/frontend/order/${orderId}/khqr`);
    expect(shown.status).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await call(t.app, shopper.token, 'GET', `/api/frontend/order/${orderId}/khqr`)).status).toBe(200);
    expect(await waitingChecks(orderId)).toBe(1);
    const md5 = createHash('md5')
      .update(shown.body.data.khqr as string)
      .digest('hex');
    const asked = () => bank.requests.filter((r) => r.body.md5 === md5).length;

    // Unpaid: the bank is asked (after ~10 s) and the next check is queued.
    const deadline = Date.now() + 30_000;
    while (asked() === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(asked()).toBeGreaterThan(0);
    expect(await orderStatus(orderId)).toBe('DELIVERED');

    const paidAt = Date.now();
    bank.pay(md5, { amount: 7.25, currency: 'USD' });
    while ((await orderStatus(orderId)) !== 'PAID' && Date.now() - paidAt < 30_000)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const seconds = (Date.now() - paidAt) / 1000;
    console.info(`KHQR paid -> order PAID in ${seconds.toFixed(1)} s (checks every 10 s at first)`);
    expect(await orderStatus(orderId)).toBe('PAID');
    expect(seconds).toBeLessThan(15);
    const receipts = await rows<{ amount: string; method: string }>(
      `select r.amount::text as amount, r.method from receipt r join invoice i on i.id = r.invoice_id where i.order_id = $1`,
      [orderId],
    );
    expect(receipts).toEqual([{ amount: '7.25', method: 'BANK' }]);
    // Paid: nothing is left to watch, so no further check is queued.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await waitingChecks(orderId)).toBe(0);
  }, 90_000);
});
