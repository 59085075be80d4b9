// Currencies: admin upkeep with its rules (USD fixed at 1, USD and KHR kept), and the KHR row's rate behind every
// riel amount: cart, orders, invoices and the catalogue follow a new rate at once.
import { lineRiel, sumRiel } from '@shop/ui/riel.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { vehicle, withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let developer: TestAccount;
let customer: TestAccount;
let stock: StockFixture;
let usdId: number;
let khrId: number;

const currencyRows = () =>
  withDatabase(
    t.databaseUrl,
    async (db) =>
      (await db.query('select code, name, symbol, rate::text as rate, active from currency order by id')).rows,
  );

/** Riel for cents at a rate given as text, rounded half up to 100 riel, computed with integers only. */
function expectedRiel(cents: number, rate: string): string {
  const [whole, fraction = ''] = rate.split('.');
  const micro = BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
  return String(((BigInt(cents) * micro + 5_000_000_000n) / 10_000_000_000n) * 100n);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  developer = await createAccount(t.app, { type: 'DEVELOPER' });
  customer = await createAccount(t.app, { type: 'CUSTOMER' });
  stock = await arrangeStock(t.databaseUrl, { quantity: 30, price: '12.35', dealerPrice: '10.10' });
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  await call(t.app, customer.token, 'POST', '/api/frontend/user-location', {
    locationId: province,
    label: 'Home',
    address: 'Street 1',
  });
});
afterAll(() => t?.close());

describe('currency upkeep', () => {
  it('starts with USD at 1 and KHR at the rate the shop used before (4100 riel per dollar)', async () => {
    const list = await call(t.app, admin.token, 'GET', '/api/backend/currency');
    expect(list.status).toBe(200);
    expect(
      list.body.data.map((c: { code: string; rate: string; active: boolean }) => [c.code, c.rate, c.active]),
    ).toEqual([
      ['USD', '1', true],
      ['KHR', '4100', true],
    ]);
    expect(list.body.pagination).toEqual({ page: 0, pageSize: 10, totalCount: 2, totalPage: 1 });
    usdId = list.body.data[0].id;
    khrId = list.body.data[1].id;
    expect((await call(t.app, admin.token, 'GET', `/api/backend/currency/${khrId}`)).body.data).toMatchObject({
      code: 'KHR',
      symbol: '៛',
    });
  });

  it('adds, changes and deletes a currency, with exact rates', async () => {
    const created = await call(t.app, admin.token, 'POST', '/api/backend/currency', {
      code: 'THB',
      name: 'Thai baht',
      symbol: '฿',
      rate: '35.123456',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ code: 'THB', rate: '35.123456', active: true });
    const id = created.body.data.id as number;
    // A JSON number is read as its decimal text.
    // A JSON number is not an exact decimal: refused, not turned into text.
    const asNumber = await call(t.app, admin.token, 'PUT', `/api/backend/currency/${id}`, { rate: 36.5 });
    expect(asNumber.status).toBe(400);
    const changed = await call(t.app, admin.token, 'PUT', `/api/backend/currency/${id}`, {
      rate: '36.5',
      active: false,
    });
    expect(changed.body.data).toMatchObject({ rate: '36.5', active: false });
    expect(
      (await call(t.app, admin.token, 'GET', '/api/backend/currency?active=false')).body.data.map(
        (c: { code: string }) => c.code,
      ),
    ).toEqual(['THB']);
    expect((await call(t.app, admin.token, 'DELETE', `/api/backend/currency/${id}`)).status).toBe(200);
    expect((await call(t.app, admin.token, 'GET', `/api/backend/currency/${id}`)).status).toBe(404);
    expect((await call(t.app, admin.token, 'DELETE', `/api/backend/currency/${id}`)).status).toBe(404);
  });

  it('refuses bad input with 400 and a taken code with 409, changing nothing', async () => {
    const before = await currencyRows();
    const good = { code: 'EUR', name: 'Euro', symbol: '€', rate: '0.92' };
    for (const body of [
      {},
      { ...good, code: 'eur' },
      { ...good, code: 'EURO' },
      { ...good, code: 'E1R' },
      { ...good, rate: '0' },
      { ...good, rate: '0.000000' },
      { ...good, rate: '-1' },
      { ...good, rate: '1.1234567' },
      { ...good, rate: 'abc' },
      { ...good, rate: '1e3' },
      { ...good, rate: '9'.repeat(40) },
      { ...good, name: '' },
      { ...good, name: 'n'.repeat(101) },
      { ...good, symbol: 's'.repeat(9) },
      { ...good, active: 'maybe' },
    ]) {
      const answer = await call(t.app, admin.token, 'POST', '/api/backend/currency', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.message).toMatch(/code|rate|name|symbol|active|required/);
    }
    const taken = await call(t.app, admin.token, 'POST', '/api/backend/currency', { ...good, code: 'KHR' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/KHR/);
    for (const [url, body] of [
      [`/api/backend/currency/${khrId}`, {}],
      [`/api/backend/currency/${khrId}`, { rate: '0' }],
      [`/api/backend/currency/${khrId}`, { rate: '4100.0000001' }],
      ['/api/backend/currency/abc', { rate: '1' }],
      ['/api/backend/currency/0', { rate: '1' }],
    ] as const) {
      expect((await call(t.app, admin.token, 'PUT', url, body)).status, `${url} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await call(t.app, admin.token, 'PUT', '/api/backend/currency/2147483000', { rate: '2' })).status).toBe(404);
    expect(await currencyRows()).toEqual(before);
  });

  it('keeps USD at rate 1 and keeps USD and KHR (409), changing nothing', async () => {
    const before = await currencyRows();
    const refusals: [string, string, object?][] = [
      ['PUT', `/api/backend/currency/${usdId}`, { rate: '1.5' }],
      ['PUT', `/api/backend/currency/${usdId}`, { active: false }],
      ['PUT', `/api/backend/currency/${usdId}`, { code: 'USN' }],
      ['PUT', `/api/backend/currency/${khrId}`, { active: false }],
      ['PUT', `/api/backend/currency/${khrId}`, { code: 'KHM' }],
      ['DELETE', `/api/backend/currency/${usdId}`],
      ['DELETE', `/api/backend/currency/${khrId}`],
    ];
    for (const [method, url, body] of refusals) {
      const answer = await call(t.app, admin.token, method as 'PUT', url, body);
      expect(answer.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(409);
      expect(answer.body).toMatchObject({ code: 'CURRENCY_IN_USE', message: expect.stringMatching(/USD|KHR/) });
    }
    // Restating USD's rate, or renaming it, is fine.
    expect(
      (await call(t.app, admin.token, 'PUT', `/api/backend/currency/${usdId}`, { rate: '1.000000', name: 'US dollar' }))
        .status,
    ).toBe(200);
    expect((await currencyRows()).map((r) => r.rate)).toEqual(before.map((r) => r.rate));
  });

  it('is for admins only: a developer reads but cannot write, a shopper gets 403', async () => {
    expect((await call(t.app, developer.token, 'GET', '/api/backend/currency')).status).toBe(200);
    expect((await call(t.app, developer.token, 'PUT', `/api/backend/currency/${khrId}`, { rate: '1' })).status).toBe(
      403,
    );
    expect((await call(t.app, customer.token, 'GET', '/api/backend/currency')).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/backend/currency' })).statusCode).toBe(401);
  });
});

/** Three units of $12.35 at `rate`: the unit's riel times three (riel figures add up). */
const threeAt = (rate: string) => lineRiel(expectedRiel(1235, rate), 3);

describe('the KHR rate behind every riel amount', () => {
  it('shows a new rate in the cart, orders, invoices and the catalogue at once', async () => {
    await call(t.app, customer.token, 'POST', '/api/frontend/cart', { stockId: stock.stockId, quantity: 3 });
    const cartAt4100 = (await call(t.app, customer.token, 'GET', '/api/frontend/cart')).body.data;
    expect(cartAt4100.total).toBe('37.05');
    expect(cartAt4100.totalKhr).toBe(threeAt('4100'));

    const rerated = await call(t.app, admin.token, 'PUT', `/api/backend/currency/${khrId}`, { rate: '4012.5' });
    expect(rerated.status).toBe(200);
    const cart = (await call(t.app, customer.token, 'GET', '/api/frontend/cart')).body.data;
    expect(cart.totalKhr).toBe(threeAt('4012.5'));
    expect(cart.totalKhr).not.toBe(cartAt4100.totalKhr);
    expect(cart.lines[0].unitPriceKhr).toBe(expectedRiel(1235, '4012.5'));
    // Rounded to 100 riel.
    expect(Number(cart.totalKhr) % 100).toBe(0);

    const placed = await call(t.app, customer.token, 'POST', '/api/frontend/order', {
      paymentMethod: 'CASH',
      shippingOption: 'Ground Way',
    });
    expect(placed.body.data.totalKhr).toBe(threeAt('4012.5'));
    await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${placed.body.data.id}`, {});

    await call(t.app, admin.token, 'PUT', `/api/backend/currency/${khrId}`, { rate: '4200' });
    const order = (await call(t.app, customer.token, 'GET', `/api/frontend/order/${placed.body.data.id}`)).body.data;
    expect(order.totalKhr).toBe(threeAt('4200'));
    expect(order.lines[0].lineTotalKhr).toBe(threeAt('4200'));
    const invoices = (await call(t.app, customer.token, 'GET', '/api/frontend/invoice')).body.data;
    expect(invoices[0].totalKhr).toBe(threeAt('4200'));

    const part = (await t.app.inject({ method: 'GET', url: '/api/frontend/part/best-sellers?size=1' })).json().data[0];
    const [whole, fraction = ''] = (part.price as string).split('.');
    expect(part.priceKhr).toBe(expectedRiel(Number(whole) * 100 + Number(fraction.padEnd(2, '0')), '4200'));
  });

  it("gives an order's total and its lines the same riel as the integer rule, even where a hundred is a hair from half", async () => {
    // 80,135,294.07 USD at 4100.123457 is 3,285,645,989.4999999999 hundreds of riel: down, which dividing by 100
    // in SQL got wrong; 0.50 USD at 4100 is exactly half of a hundred: up.
    const big = await arrangeStock(t.databaseUrl, {
      quantity: 5,
      price: '80135294.07',
      dealerPrice: '80135294.07',
      skipStocks: [stock.stockId],
    });
    const half = await arrangeStock(t.databaseUrl, {
      quantity: 5,
      price: '0.50',
      dealerPrice: '0.50',
      skipStocks: [stock.stockId, big.stockId],
    });
    await call(t.app, customer.token, 'POST', '/api/frontend/cart', { stockId: big.stockId, quantity: 1 });
    await call(t.app, customer.token, 'POST', '/api/frontend/cart', { stockId: half.stockId, quantity: 3 });
    const placed = await call(t.app, customer.token, 'POST', '/api/frontend/order', {
      paymentMethod: 'CASH',
      shippingOption: 'Ground Way',
    });
    expect(placed.status).toBe(201);
    const id = placed.body.data.id as number;
    const supplier = await createAccount(t.app, { type: 'SUPPLIER', supplierId: big.supplierId });
    await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${id}`, {});

    for (const rate of ['4100.123457', '4100']) {
      expect((await call(t.app, admin.token, 'PUT', `/api/backend/currency/${khrId}`, { rate })).status).toBe(200);
      const expectedLines = [
        { unitPriceKhr: expectedRiel(8_013_529_407, rate), lineTotalKhr: expectedRiel(8_013_529_407, rate) },
        { unitPriceKhr: expectedRiel(50, rate), lineTotalKhr: lineRiel(expectedRiel(50, rate), 3) },
      ];
      const order = (await call(t.app, customer.token, 'GET', `/api/frontend/order/${id}`)).body.data;
      expect(order.total).toBe('80135295.57');
      expect(order.totalKhr, rate).toBe(sumRiel(expectedLines.map((line) => line.lineTotalKhr)));
      const byStock = (lines: { stockId: number }[]) =>
        [big.stockId, half.stockId].map((stockId) => lines.find((line) => line.stockId === stockId));
      expect(byStock(order.lines), rate).toMatchObject(expectedLines);
      const listed = (await call(t.app, customer.token, 'GET', '/api/frontend/order?status=ALL')).body.data.find(
        (o: { id: number }) => o.id === id,
      );
      expect(listed.totalKhr, rate).toBe(order.totalKhr);
      const staff = (await call(t.app, admin.token, 'GET', `/api/backend/order/${id}`)).body.data;
      expect(staff.totalKhr, rate).toBe(order.totalKhr);
      expect(byStock(staff.lines), rate).toMatchObject(expectedLines);
      // A supplier's order total is its own lines' only.
      const own = (await call(t.app, supplier.token, 'GET', `/api/backend/order/${id}`)).body.data;
      expect(own.totalKhr, rate).toBe(
        big.supplierId === half.supplierId ? order.totalKhr : expectedLines[0]!.lineTotalKhr,
      );
      const invoiceLines = (
        await call(t.app, admin.token, 'GET', `/api/backend/invoice/all-suppliers/${id}`)
      ).body.data.flatMap((v: { lines: unknown[] }) => v.lines);
      expect(byStock(invoiceLines), rate).toMatchObject(expectedLines);
    }
  });
});

describe('a new KHR rate and the catalogue cache', () => {
  it('empties the cached vehicle filter, so its riel prices follow the rate at once', async () => {
    const cached = await startTestApp({ env: { CATALOG_CACHE_ENTRIES: '100' } });
    try {
      const camry = await vehicle(cached.app, 'Toyota', 'Camry', 2015);
      const filter = async () => {
        const response = await cached.app.inject({
          method: 'POST',
          url: '/api/frontend/dashboard',
          payload: { ...camry, size: 20 },
        });
        return {
          cache: response.headers['x-cache'],
          rows: (response.json() as { data: { price: string | null; priceKhr: string | null }[] }).data,
        };
      };
      await vi.waitFor(async () => expect((await filter()).cache).toBe('hit'), { timeout: 5000, interval: 50 });
      const priced = (await filter()).rows.find((row) => row.price !== null)!;
      const cents = (price: string) => Number(price.replace('.', ''));
      expect(priced.priceKhr).toBe(expectedRiel(cents(priced.price!), '4100'));

      const cachedAdmin = await createAccount(cached.app, { type: 'ADMIN' });
      const khr = (await call(cached.app, cachedAdmin.token, 'GET', '/api/backend/currency')).body.data.find(
        (c: { code: string }) => c.code === 'KHR',
      );
      expect(
        (await call(cached.app, cachedAdmin.token, 'PUT', `/api/backend/currency/${khr.id}`, { rate: '3999.99' }))
          .status,
      ).toBe(200);
      await vi.waitFor(
        async () => {
          const row = (await filter()).rows.find((r) => r.price === priced.price)!;
          expect(row.priceKhr).toBe(expectedRiel(cents(priced.price!), '3999.99'));
        },
        { timeout: 2000, interval: 20 },
      );
    } finally {
      await cached.close();
    }
  });
});
