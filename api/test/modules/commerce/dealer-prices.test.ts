// Dealers see dealer prices (issue 34 §3): an approved dealer reads its dealer price, marked DEALER, on every
// storefront read that shows a price (popular, search, vehicle filter, part page and its offers, favourites, cart),
// and its order and invoice lines carry it. A customer, a visitor and a dealer awaiting approval read the customer
// price from the same reads right after the dealer, with the catalogue cache on: no answer crosses between kinds.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { call } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

const PRICE = '12.35';
const DEALER_PRICE = '10.10';

let t: TestApp;
let admin: TestAccount;
let dealer: TestAccount;
let waiting: TestAccount;
let customer: TestAccount;
let part: {
  id: number;
  itemId: number;
  partNumber: string;
  stockId: number;
  yearId: number;
  brandId: number;
  modelId: number;
};

interface Priced {
  price: string | null;
  priceKind: string;
}

beforeAll(async () => {
  // The catalogue cache on, as npm start and e2e run: a cached answer must not reach another kind of shopper.
  t = await startTestApp({ env: { CATALOG_CACHE_ENTRIES: '200' } });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  dealer = await createAccount(t.app, { type: 'DEALER' });
  waiting = await createAccount(t.app, { type: 'DEALER' });
  customer = await createAccount(t.app, { type: 'CUSTOMER' });
  expect((await call(t.app, admin.token, 'PUT', `/api/backend/user/dealer/${dealer.id}`)).status).toBe(200);
  // One popular part with a fitment, every store of it at the same two prices, so each read has one answer.
  part = await withDatabase(t.databaseUrl, async (db) => {
    const row = (
      await db.query(
        `select p.id, p.item_id as "itemId", p.part_number as "partNumber", f.year_id as "yearId", f.brand_id as "brandId",
                f.model_id as "modelId", (select min(s.id) from stock s where s.item_id = p.item_id) as "stockId"
         from part p join part_fit f on f.part_id = p.id
         where exists (select 1 from stock s join store st on st.id = s.store_id and st.enabled where s.item_id = p.item_id)
         order by p.id limit 1`,
      )
    ).rows[0];
    await db.query('update stock set price = $2, dealer_price = $3, quantity = 40 where item_id = $1', [
      row.itemId,
      PRICE,
      DEALER_PRICE,
    ]);
    await db.query('update part set popular = (id = $1) where popular or id = $1', [row.id]);
    return row;
  });
});
afterAll(() => t?.close());

/** Every storefront read that shows the part's price, as `who` (a token, or null for a visitor) reads it. */
async function reads(token: string | null) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const get = async (url: string) => t.app.inject({ method: 'GET', url, headers });
  const post = async (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
  const mine = (rows: (Priced & { id: number })[]) => rows.find((row) => row.id === part.id)!;
  const detail = await get(`/api/frontend/part/${part.id}`);
  const popular = await get('/api/frontend/part/popular?size=50');
  const browse = await post('/api/frontend/dashboard/part', { popular: true, size: 50 });
  const search = await post('/api/frontend/dashboard/search/part-or-keyword', { query: part.partNumber, size: 20 });
  const filter = await post('/api/frontend/dashboard', {
    yearId: part.yearId,
    brandId: part.brandId,
    modelId: part.modelId,
    partIds: [part.id],
  });
  for (const answer of [detail, popular, browse, search, filter]) {
    expect(answer.statusCode, answer.body).toBe(200);
    // Depends on who asks: never kept by a shared cache, kept apart per token by the browser's.
    expect(answer.headers['cache-control']).toContain('private');
    expect(String(answer.headers.vary)).toMatch(/authorization/i);
  }
  const shown = detail.json().data as Priced & { offers: Priced[] };
  return {
    part: { price: shown.price, priceKind: shown.priceKind },
    offers: shown.offers.map((offer) => ({ price: offer.price, priceKind: offer.priceKind })),
    popular: pick(mine(popular.json().data)),
    browse: pick(mine(browse.json().data)),
    search: pick(mine(search.json().data)),
    filter: pick(mine(filter.json().data)),
    cache: { search: search.headers['x-cache'], filter: filter.headers['x-cache'] },
  };
}

const pick = (row: Priced) => ({ price: row.price, priceKind: row.priceKind });

const everywhere = (price: string, priceKind: string) => ({
  part: { price, priceKind },
  offers: expect.arrayContaining([{ price, priceKind }]),
  popular: { price, priceKind },
  browse: { price, priceKind },
  search: { price, priceKind },
  filter: { price, priceKind },
});

describe('dealer prices on the storefront', () => {
  it('shows an approved dealer its dealer price, marked DEALER, and nobody else sees it, cache or not', async () => {
    // Wait until the cache listens (it is off until its connection is up), so the cached paths are the ones tested.
    await vi.waitFor(async () => expect((await reads(dealer.token)).cache.search).toBe('hit'), {
      timeout: 5000,
      interval: 50,
    });
    const dealerSees = await reads(dealer.token);
    expect(dealerSees).toMatchObject(everywhere(DEALER_PRICE, 'DEALER'));
    expect(dealerSees.offers.every((offer) => offer.priceKind === 'DEALER')).toBe(true);

    // Straight after the dealer: the same reads, the same cache, the customer price.
    for (const who of [customer.token, null, waiting.token]) {
      const seen = await reads(who);
      expect(seen).toMatchObject(everywhere(PRICE, 'CUSTOMER'));
      expect(seen.offers.every((offer) => offer.priceKind === 'CUSTOMER')).toBe(true);
    }
    // And the other way round: after them, from the cache, the dealer still reads its own price.
    const again = await reads(dealer.token);
    expect(again.cache).toEqual({ search: 'hit', filter: 'hit' });
    expect(again).toMatchObject(everywhere(DEALER_PRICE, 'DEALER'));
  });

  it('reads as a visitor with a token that no longer counts: customer prices, not a refusal', async () => {
    const seen = await reads('not-a-token');
    expect(seen).toMatchObject(everywhere(PRICE, 'CUSTOMER'));
  });

  it("lists the dealer's favourites at its price, and a customer's at the customer price", async () => {
    for (const [who, price, priceKind] of [
      [dealer, DEALER_PRICE, 'DEALER'],
      [customer, PRICE, 'CUSTOMER'],
      [waiting, PRICE, 'CUSTOMER'],
    ] as const) {
      const toggled = await call(t.app, who.token, 'POST', '/api/frontend/favorite', { itemId: part.itemId });
      expect(toggled.body.data).toMatchObject({ favorite: true });
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/frontend/favorite',
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(listed.headers['cache-control']).toContain('private');
      const favourite = (listed.json().data as (Priced & { item: { itemId: number } })[]).find(
        (f) => f.item.itemId === part.itemId,
      )!;
      expect({ price: favourite.price, priceKind: favourite.priceKind }).toEqual({ price, priceKind });
    }
  });

  it("carries the dealer price into the dealer's cart, order and invoice", async () => {
    const cart = await call(t.app, dealer.token, 'POST', '/api/frontend/cart', { stockId: part.stockId, quantity: 2 });
    expect(cart.status, JSON.stringify(cart.body)).toBe(201);
    expect(cart.body.data).toMatchObject({ dealerPricing: true, total: '20.20' });
    const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0];
    const saved = await call(t.app, dealer.token, 'POST', '/api/frontend/user-location', {
      locationId: province.id,
      label: 'Workshop',
      address: 'No. 3, Street 60',
      recipientName: 'Dara',
      phone: '012345679',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const placed = await call(t.app, dealer.token, 'POST', '/api/frontend/order', {
      paymentMethod: 'CASH',
      shippingOption: 'Ground Way',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.data.id as number;
    const order = (await call(t.app, dealer.token, 'GET', `/api/frontend/order/${orderId}`)).body.data;
    expect(order).toMatchObject({ dealerPricing: true, total: '20.20' });
    expect(order.lines).toEqual([expect.objectContaining({ unitPrice: DEALER_PRICE, lineTotal: '20.20' })]);

    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${orderId}`, {})).status).toBe(200);
    const invoice = (await call(t.app, dealer.token, 'GET', '/api/frontend/invoice')).body.data.find(
      (i: { orderId: number }) => i.orderId === orderId,
    );
    const one = (await call(t.app, dealer.token, 'GET', `/api/frontend/invoice/${invoice.id}`)).body.data;
    expect(one).toMatchObject({ total: '20.20', dealerPricing: true });
    expect(one.lines).toEqual([expect.objectContaining({ unitPrice: DEALER_PRICE, lineTotal: '20.20' })]);
  });
});
