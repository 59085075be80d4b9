// What the printable invoice needs without reading the order: the billing store's contact, the customer and the
// delivery address; and each line's unit price in riel too, an invoice's or an order's total and lines converted at one rate.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { centsToRiel, parseRate, toCents } from '../../../src/modules/commerce/money.ts';
import { lineRiel, sumRiel } from '@shop/ui/riel.ts';
import { OrderReader } from '../../../src/modules/commerce/order-read.ts';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let customer: TestAccount;
let admin: TestAccount;
let stock: StockFixture;
let locationName: string;
let locationNameKh: string;

beforeAll(async () => {
  t = await startTestApp();
  customer = await createAccount(t.app, { type: 'CUSTOMER' });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  stock = await arrangeStock(t.databaseUrl, { quantity: 50, price: '12.35', dealerPrice: '10.00' });
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0];
  locationName = province.name;
  locationNameKh = province.nameKh;
  const saved = await call(t.app, customer.token, 'POST', '/api/frontend/user-location', {
    locationId: province.id,
    label: 'Shop',
    address: 'No. 12, Street 271',
    recipientName: 'Sokha',
    phone: '012345678',
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  await withDatabase(t.databaseUrl, (db) =>
    db.query(`update store set phone = '023 555 010', address = 'Russian Blvd 5' where supplier_id = $1`, [
      stock.supplierId,
    ]),
  );
  await withDatabase(t.databaseUrl, (db) => db.query(`update currency set rate = 4000 where code = 'KHR'`));
});
afterAll(() => t?.close());

async function acceptedOrder(): Promise<number> {
  expect(
    (await call(t.app, customer.token, 'POST', '/api/frontend/cart', { stockId: stock.stockId, quantity: 3 })).status,
  ).toBe(201);
  const placed = await call(t.app, customer.token, 'POST', '/api/frontend/order', {
    paymentMethod: 'CASH',
    shippingOption: 'Ground Way',
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${placed.body.data.id}`, {})).status).toBe(
    200,
  );
  return placed.body.data.id;
}

describe('the invoice view', () => {
  it("names the store's contact, the customer and the delivery address", async () => {
    const orderId = await acceptedOrder();
    const listed = (await call(t.app, customer.token, 'GET', '/api/frontend/invoice')).body.data.find(
      (i: { orderId: number }) => i.orderId === orderId,
    );
    const one = await call(t.app, customer.token, 'GET', `/api/frontend/invoice/${listed.id}`);
    expect(one.status).toBe(200);
    const store = await withDatabase(
      t.databaseUrl,
      async (db) => (await db.query('select id, name from store where supplier_id = $1', [stock.supplierId])).rows[0],
    );
    const customerName = await withDatabase(
      t.databaseUrl,
      async (db) => (await db.query('select name from user_account where id = $1', [customer.id])).rows[0].name,
    );
    expect(one.body.data).toMatchObject({
      store: { id: store.id, name: store.name, phone: '023 555 010', address: 'Russian Blvd 5' },
      customer: { id: customer.id, name: customerName },
      address: {
        locationName,
        locationNameKh,
        recipientName: 'Sokha',
        phone: '012345678',
        address: 'No. 12, Street 271',
      },
    });
    // The back office reads the same invoice with the same details.
    const backOffice = (await call(t.app, admin.token, 'GET', `/api/backend/invoice/all-suppliers/${orderId}`)).body
      .data[0];
    expect(backOffice).toMatchObject({ store: { phone: '023 555 010' }, customer: { id: customer.id } });
    // The province in Khmer too, for Khmer pages (the order's detail carries it the same way).
    expect(locationNameKh).toMatch(/[\u1780-\u17ff]/);
    const order = (await call(t.app, customer.token, 'GET', `/api/frontend/order/${orderId}`)).body.data;
    expect(order.address).toMatchObject({ locationName, locationNameKh });
  });

  it("falls back to the supplier's contact when the store has none", async () => {
    await withDatabase(t.databaseUrl, (db) =>
      db.query(`update store set phone = null, address = null where supplier_id = $1`, [stock.supplierId]),
    );
    const supplier = await withDatabase(
      t.databaseUrl,
      async (db) => (await db.query('select phone, address from supplier where id = $1', [stock.supplierId])).rows[0],
    );
    const orderId = await acceptedOrder();
    const invoice = (await call(t.app, customer.token, 'GET', '/api/frontend/invoice')).body.data.find(
      (i: { orderId: number }) => i.orderId === orderId,
    );
    expect(invoice.store).toMatchObject({ phone: supplier.phone, address: supplier.address });
  });
});

describe('one invoice for the staff print view (?id=)', () => {
  it('answers the invoice within what the route shows: any for an admin, only its own for a supplier', async () => {
    const orderId = await acceptedOrder();
    const other = await arrangeStock(t.databaseUrl, {
      quantity: 5,
      price: '1.00',
      dealerPrice: '0.50',
      skipSuppliers: [stock.supplierId],
    });
    const own = await createAccount(t.app, { type: 'SUPPLIER', supplierId: stock.supplierId });
    const stranger = await createAccount(t.app, { type: 'SUPPLIER', supplierId: other.supplierId });
    const id = (await call(t.app, admin.token, 'GET', `/api/backend/invoice/all-suppliers/${orderId}`)).body.data[0]
      .id as number;
    const ids = async (account: TestAccount, url: string) => {
      const answer = await call(t.app, account.token, 'GET', url);
      expect(answer.status).toBe(200);
      return answer.body.data.map((invoice: { id: number }) => invoice.id) as number[];
    };
    expect(await ids(admin, `/api/backend/invoice?status=ALL&id=${id}`)).toEqual([id]);
    expect(await ids(own, `/api/backend/invoice/supplier?status=ALL&id=${id}`)).toEqual([id]);
    expect(await ids(stranger, `/api/backend/invoice/supplier?status=ALL&id=${id}`)).toEqual([]);
    expect((await call(t.app, own.token, 'GET', `/api/backend/invoice?id=${id}`)).status).toBe(403);
  });
});

describe('order lines', () => {
  it('carry the unit price in riel (rounded to 100) besides USD, in orders and invoices', async () => {
    const orderId = await acceptedOrder();
    const line = (await call(t.app, customer.token, 'GET', `/api/frontend/order/${orderId}`)).body.data.lines[0];
    // 12.35 USD x 4000 = 49,400 riel
    expect(line).toMatchObject({
      unitPrice: '12.35',
      unitPriceKhr: '49400',
      lineTotal: '37.05',
      lineTotalKhr: '148200',
    });
    const invoice = (await call(t.app, customer.token, 'GET', '/api/frontend/invoice')).body.data.find(
      (i: { orderId: number }) => i.orderId === orderId,
    );
    expect(invoice.lines[0]).toMatchObject({ unitPrice: '12.35', unitPriceKhr: '49400' });
    const staff = (await call(t.app, admin.token, 'GET', `/api/backend/order/${orderId}`)).body.data.lines[0];
    expect(staff.unitPriceKhr).toBe('49400');
  });
});

/** 12.35 USD x 4012.5 = 49,554.375 riel and 37.05 x 4012.5 = 148,663.125: neither a whole hundred. */
const RATE = '4012.5';
/** The rate an admin sets while an answer is being read: every amount here differs in riel at it. */
const NEW_RATE = '4100.123457';

/** What an invoice and an order's detail both answer in riel: a total and lines. */
interface RielAnswer {
  total: string;
  totalKhr: string;
  lines: {
    unitPrice: string;
    unitPriceKhr: string;
    lineTotal: string;
    lineTotalKhr: string;
    quantity: number;
    status: string;
  }[];
}

const setRate = (rate: string) =>
  withDatabase(t.databaseUrl, (db) => db.query(`update currency set rate = $1 where code = 'KHR'`, [rate]));
const riel = (usd: string, rate: string) => centsToRiel(toCents(usd), parseRate(rate));
/** The answer's riel, all of them, as they would be at `rate` (riel.test.ts checks the arithmetic is exact). */
const atRate = (answer: RielAnswer, rate: string) => {
  // Riel figures add up: a line is its unit's riel times the quantity, the total the sum of the open lines'.
  const lines = answer.lines.map((line) => ({
    unitPriceKhr: riel(line.unitPrice, rate),
    lineTotalKhr: lineRiel(riel(line.unitPrice, rate), line.quantity),
  }));
  const counted = lines.filter((_, i) => answer.lines[i]!.status === 'OPEN').map((line) => line.lineTotalKhr);
  return { totalKhr: sumRiel(counted), lines };
};
const rielOf = (answer: RielAnswer) => ({
  totalKhr: answer.totalKhr,
  lines: answer.lines.map((line) => ({ unitPriceKhr: line.unitPriceKhr, lineTotalKhr: line.lineTotalKhr })),
});

/** The admin's change of rate lands just before each answer's lines are read (their own statement). */
function changeRateBeforeLinesAreRead() {
  const lines = OrderReader.prototype.lines;
  vi.spyOn(OrderReader.prototype, 'lines').mockImplementation(async function (this: OrderReader, ...args) {
    await setRate(NEW_RATE);
    return lines.apply(this, args);
  });
}

describe("an invoice's riel", () => {
  /** The order's invoice as the shopper's list, the shopper's one-invoice read and the back office's list answer it, each read at RATE. */
  async function readInvoices(orderId: number): Promise<(RielAnswer & { id: number })[]> {
    await setRate(RATE);
    const listed = (await call(t.app, customer.token, 'GET', '/api/frontend/invoice')).body.data.find(
      (i: { orderId: number }) => i.orderId === orderId,
    );
    await setRate(RATE);
    const one = await call(t.app, customer.token, 'GET', `/api/frontend/invoice/${listed.id}`);
    await setRate(RATE);
    const staff = await call(t.app, admin.token, 'GET', `/api/backend/invoice/all-suppliers/${orderId}`);
    expect([one.status, staff.status]).toEqual([200, 200]);
    return [listed, one.body.data, staff.body.data[0]];
  }

  afterEach(async () => {
    vi.restoreAllMocks();
    await setRate('4000');
  });

  it('are the exact conversions of its total and its lines at the rate, rounded half up to 100 riel', async () => {
    for (const invoice of await readInvoices(await acceptedOrder())) {
      expect(invoice.lines[0]).toMatchObject({
        unitPrice: '12.35',
        unitPriceKhr: '49600',
        lineTotal: '37.05',
        lineTotalKhr: '148800', // 3 x 49,600, not the 148,700 of $37.05
      });
      expect(rielOf(invoice)).toEqual(atRate(invoice, RATE));
    }
  });

  it('come from one rate for the whole answer when the rate changes between reading the invoice and its lines', async () => {
    const orderId = await acceptedOrder();
    changeRateBeforeLinesAreRead();
    for (const invoice of await readInvoices(orderId)) {
      // Either rate may win the race; one answer must not mix them.
      expect([atRate(invoice, RATE), atRate(invoice, NEW_RATE)]).toContainEqual(rielOf(invoice));
    }
  });
});

describe("an order's riel", () => {
  /** The order's detail as its shopper, an admin and its supplier read it (the supplier's total is its own lines'), each read at RATE. */
  async function readDetails(orderId: number): Promise<RielAnswer[]> {
    const supplier = await createAccount(t.app, { type: 'SUPPLIER', supplierId: stock.supplierId });
    const answers: RielAnswer[] = [];
    for (const [account, url] of [
      [customer, `/api/frontend/order/${orderId}`],
      [admin, `/api/backend/order/${orderId}`],
      [supplier, `/api/backend/order/${orderId}`],
    ] as const) {
      await setRate(RATE);
      const answer = await call(t.app, account.token, 'GET', url);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      answers.push(answer.body.data);
    }
    return answers;
  }

  afterEach(async () => {
    vi.restoreAllMocks();
    await setRate('4000');
  });

  it('are the exact conversions of its total and its lines at the rate', async () => {
    for (const order of await readDetails(await acceptedOrder())) {
      expect(order.lines[0]).toMatchObject({
        unitPrice: '12.35',
        unitPriceKhr: '49600',
        lineTotal: '37.05',
        lineTotalKhr: '148800', // 3 x 49,600, not the 148,700 of $37.05
      });
      expect(rielOf(order)).toEqual(atRate(order, RATE));
    }
  });

  it('come from one rate for the whole answer when the rate changes between reading the order and its lines', async () => {
    const orderId = await acceptedOrder();
    changeRateBeforeLinesAreRead();
    for (const order of await readDetails(orderId)) {
      // Either rate may win the race; one answer must not mix them.
      expect([atRate(order, RATE), atRate(order, NEW_RATE)]).toContainEqual(rielOf(order));
    }
  });
});
