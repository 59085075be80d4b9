// Riel figures add up (decisions.md): every answer that lists riel figures (cart, the order for the shopper, an admin
// and a supplier, its parts, the staff list and its CSV, invoices, the riel KHQR, the dashboard) is checked by
// summing what it lists against the total it gives. The prices are picked so that the riel of the USD total differs
// from the sum of the lines' riel: 4 × $12.50 at 4,100 is 4 × ៛51,300 = ៛205,200, where $50.00 alone is ៛205,000.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, placeOrder, shopperWithAddress, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

interface RielLine {
  quantity: number;
  unitPriceKhr: string;
  lineTotalKhr: string;
  status?: string;
  supplier?: { id: number };
}

let t: TestApp;
let shopper: TestAccount;
let admin: TestAccount;
let supplierA: TestAccount;
let a: StockFixture;
let b: StockFixture;
let c: StockFixture;

const sum = (figures: readonly string[]) => figures.reduce((total, figure) => total + BigInt(figure), 0n).toString();

/** Each line is its unit riel times its quantity, and the total is the sum of the lines it counts. */
function expectAddsUp(lines: readonly RielLine[], total: string, what: string) {
  for (const line of lines) {
    expect(BigInt(line.lineTotalKhr), `${what}: a line`).toBe(BigInt(line.unitPriceKhr) * BigInt(line.quantity));
    expect(BigInt(line.unitPriceKhr) % 100n, `${what}: a unit to 100 riel`).toBe(0n);
  }
  expect(total, what).toBe(sum(lines.map((line) => line.lineTotalKhr)));
}
const open = (lines: readonly RielLine[]) => lines.filter((line) => line.status === 'OPEN');

const place = (lines: [StockFixture, number][]) =>
  placeOrder(t.app, shopper, lines, { paymentMethod: 'BANK', khqrCurrency: 'KHR' });

beforeAll(async () => {
  t = await startTestApp();
  shopper = await shopperWithAddress(t.app);
  admin = await createAccount(t.app, { type: 'ADMIN' });
  a = await arrangeStock(t.databaseUrl, { quantity: 100, price: '12.50', dealerPrice: '12.00' });
  b = await arrangeStock(t.databaseUrl, {
    quantity: 100,
    price: '7.37',
    dealerPrice: '7.00',
    skipSuppliers: [a.supplierId],
  });
  c = await arrangeStock(t.databaseUrl, {
    quantity: 100,
    price: '3.33',
    dealerPrice: '3.00',
    supplierId: a.supplierId,
    skipStocks: [a.stockId],
  });
  supplierA = await createAccount(t.app, { type: 'SUPPLIER', supplierId: a.supplierId });
  await withDatabase(t.databaseUrl, (db) => db.query(`update currency set rate = 4100 where code = 'KHR'`));
});
afterAll(() => t?.close());

describe('riel figures add up', () => {
  it('in the cart: 4 × ៛51,300 is ៛205,200', async () => {
    await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { stockId: a.stockId, quantity: 4 });
    await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { stockId: b.stockId, quantity: 3 });
    const cart = (await call(t.app, shopper.token, 'GET', '/api/frontend/cart')).body.data;
    const lineA = cart.lines.find((line: { stockId: number }) => line.stockId === a.stockId);
    expect(lineA).toMatchObject({ unitPriceKhr: '51300', lineTotalKhr: '205200', lineTotal: '50.00' });
    expectAddsUp(cart.lines, cart.totalKhr, 'cart');
    // $72.11 at 4,100 is ៛295,651, ៛295,700 rounded; the lines list ៛205,200 + 3 × ៛30,200 = ៛295,800.
    expect(cart.total).toBe('72.11');
    expect(cart.totalKhr).toBe('295800');
    for (const line of cart.lines) await call(t.app, shopper.token, 'DELETE', `/api/frontend/cart/${line.id}`);
  });

  it('in the order for the shopper, an admin and a supplier, its parts, the lists, the CSV, the invoices and the KHQR', async () => {
    const orderId = await place([
      [a, 4],
      [b, 3],
      [c, 2],
    ]);
    // A cancelled line leaves the total and its riel.
    const detailC = (await call(t.app, shopper.token, 'GET', `/api/frontend/order/${orderId}`)).body.data.lines.find(
      (line: { stockId: number }) => line.stockId === c.stockId,
    );
    const cancelled = await call(t.app, shopper.token, 'PUT', `/api/frontend/order/cancelled/${orderId}/${detailC.id}`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    const mine = (await call(t.app, shopper.token, 'GET', `/api/frontend/order/${orderId}`)).body.data;
    expect(mine.lines).toHaveLength(3);
    expectAddsUp(open(mine.lines), mine.totalKhr, 'shopper order');
    expect(mine.totalKhr).toBe('295800');
    expect(mine.total).toBe('72.11');
    expect(mine.parts).toHaveLength(2);
    for (const part of mine.parts) {
      const partLines = open(mine.lines).filter((line) => line.supplier?.id === part.supplier.id);
      expectAddsUp(partLines, part.totalKhr, 'a part');
    }
    expect(sum(mine.parts.map((part: { totalKhr: string }) => part.totalKhr))).toBe(mine.totalKhr);
    const myList = (await call(t.app, shopper.token, 'GET', '/api/frontend/order')).body.data;
    expect(myList.find((o: { id: number }) => o.id === orderId).totalKhr).toBe(mine.totalKhr);

    const staff = (await call(t.app, admin.token, 'GET', `/api/backend/order/${orderId}`)).body.data;
    expectAddsUp(open(staff.lines), staff.totalKhr, 'admin order');
    expect(staff.totalKhr).toBe(mine.totalKhr);
    const staffList = (await call(t.app, admin.token, 'GET', '/api/backend/order?status=ALL')).body.data;
    expect(staffList.find((o: { id: number }) => o.id === orderId).totalKhr).toBe(mine.totalKhr);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/backend/order?status=ALL&format=csv',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.statusCode).toBe(200);
    const row = csv.body.split(/\r?\n/).find((line) => line.startsWith(`${orderId},`));
    // Total (KHR), then the delivery fees (none here: the tests' shop prices no delivery).
    expect(row?.split(',').slice(-3)).toEqual([mine.totalKhr, '0.00', '0']);

    const theirs = (await call(t.app, supplierA.token, 'GET', `/api/backend/order/${orderId}`)).body.data;
    expect(theirs.lines.every((line: { supplier: { id: number } }) => line.supplier.id === a.supplierId)).toBe(true);
    expectAddsUp(open(theirs.lines), theirs.totalKhr, 'supplier order');
    expect(theirs.totalKhr).toBe('205200');
    const theirList = (await call(t.app, supplierA.token, 'GET', '/api/backend/order?status=ALL')).body.data;
    expect(theirList.find((o: { id: number }) => o.id === orderId).totalKhr).toBe('205200');

    const khqr = await call(t.app, shopper.token, 'GET', `/api/frontend/order/${orderId}/khqr?currency=KHR`);
    expect(khqr.status, JSON.stringify(khqr.body)).toBe(200);
    expect(khqr.body.data.amount).toBe(mine.totalKhr);

    const accepted = await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${orderId}`, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const invoices = (await call(t.app, shopper.token, 'GET', '/api/frontend/invoice')).body.data.filter(
      (invoice: { orderId: number }) => invoice.orderId === orderId,
    );
    expect(invoices).toHaveLength(2);
    for (const listed of invoices) {
      const invoice = (await call(t.app, shopper.token, 'GET', `/api/frontend/invoice/${listed.id}`)).body.data;
      expectAddsUp(open(invoice.lines), invoice.totalKhr, 'invoice');
      expect(listed.totalKhr).toBe(invoice.totalKhr);
    }
    expect(sum(invoices.map((invoice: { totalKhr: string }) => invoice.totalKhr))).toBe(mine.totalKhr);
  });

  it('in a cancelled order, which keeps what was ordered', async () => {
    const orderId = await place([
      [a, 4],
      [b, 3],
    ]);
    const cancelled = await call(t.app, shopper.token, 'PUT', `/api/frontend/order/cancelled/${orderId}`, {});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const order = (await call(t.app, shopper.token, 'GET', `/api/frontend/order/${orderId}`)).body.data;
    expect(order.status).toBe('CANCELLED');
    expect(order.total).toBe('72.11');
    expectAddsUp(order.lines, order.totalKhr, 'cancelled order');
  });

  it("in the dashboard: the total's riel is the sum of the periods'", async () => {
    const sales = (await call(t.app, admin.token, 'GET', '/api/backend/dashboard/admin')).body.data;
    expect(BigInt(sales.totals.salesKhr)).toBeGreaterThan(0n);
    expect(sales.totals.salesKhr).toBe(sum(sales.series.map((period: { salesKhr: string }) => period.salesKhr)));
  });
});
