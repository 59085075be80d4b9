// Reviews: platform reviews and stock reviews, who may write them (a received purchase for a stock), one each,
// own-only changes, bad input, and the order detail's per-line review and canReview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let customer: TestAccount;
let other: TestAccount;
let emailNamed: TestAccount;
let admin: TestAccount;
let supplier: TestAccount;
let stock: StockFixture;
let unsold: StockFixture;

async function saveLocation(account: TestAccount) {
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  await call(t.app, account.token, 'POST', '/api/frontend/user-location', {
    locationId: province,
    label: 'Home',
    address: 'Street 1',
  });
}

/** Places an order of `lines` for the account; answers the order as the shopper sees it. */
async function placeOrder(account: TestAccount, lines: { stockId: number; quantity: number }[]) {
  for (const line of lines)
    expect((await call(t.app, account.token, 'POST', '/api/frontend/cart', line)).status).toBe(201);
  const placed = await call(t.app, account.token, 'POST', '/api/frontend/order', {
    paymentMethod: 'CASH',
    shippingOption: 'Ground Way',
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data as { id: number; lines: { id: number; stockId: number }[] };
}

async function moveTo(orderId: number, ...moves: string[]) {
  for (const move of moves)
    expect((await call(t.app, admin.token, 'PUT', `/api/backend/order/${move}/${orderId}`, {})).status).toBe(200);
}

const reviewRows = () =>
  withDatabase(
    t.databaseUrl,
    async (db) => (await db.query('select user_id, stock_id, rating, comment from review order by id')).rows,
  );

beforeAll(async () => {
  t = await startTestApp();
  customer = await createAccount(t.app, {
    type: 'CUSTOMER',
    name: 'Sokha Chan',
    email: 'sokha@test.parts',
    phone: '012999111',
  });
  other = await createAccount(t.app, { type: 'DEALER', dealerApproved: true, name: 'Dara Motors' });
  emailNamed = await createAccount(t.app, { type: 'CUSTOMER', name: 'vanna@test.parts', email: 'vanna@test.parts' });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  stock = await arrangeStock(t.databaseUrl, { quantity: 50, price: '10.00', dealerPrice: '8.00' });
  unsold = await arrangeStock(t.databaseUrl, {
    quantity: 50,
    price: '5.00',
    dealerPrice: '4.00',
    skipStocks: [stock.stockId],
  });
  supplier = await createAccount(t.app, { type: 'SUPPLIER', supplierId: stock.supplierId });
  for (const account of [customer, other, emailNamed]) await saveLocation(account);
});
afterAll(() => t?.close());

describe('platform reviews', () => {
  let customerReviewId: number;

  it('answers an empty page before anyone wrote one', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/frontend/review' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      data: [],
      pagination: { page: 0, pageSize: 10, totalCount: 0, totalPage: 0 },
      summary: { count: 0, averageRating: null },
    });
  });

  it('lets a shopper write one, shown with their display name only', async () => {
    const created = await call(t.app, customer.token, 'POST', '/api/frontend/review', {
      rating: 5,
      comment: '  Fast delivery  ',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      stockId: null,
      rating: 5,
      comment: 'Fast delivery',
      userName: 'Sokha Chan',
    });
    customerReviewId = created.body.data.id;
    const page = (await t.app.inject({ method: 'GET', url: '/api/frontend/review' })).json();
    expect(page.data).toHaveLength(1);
    expect(JSON.stringify(page)).not.toMatch(/sokha@test\.parts|012999111/);
  });

  it('answers a second one with 409 naming the existing review, and writes nothing', async () => {
    const again = await call(t.app, customer.token, 'POST', '/api/frontend/review', { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'REVIEW_EXISTS', reviewId: customerReviewId });
    expect((await reviewRows()).filter((r) => r.user_id === customer.id)).toEqual([
      { user_id: customer.id, stock_id: null, rating: 5, comment: 'Fast delivery' },
    ]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await reviewRows();
    for (const body of [
      {},
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: 'five' },
      { rating: 3, comment: 'x'.repeat(2001) },
      { rating: 3, comment: { text: 'x' } },
      { rating: 1e300 },
    ]) {
      const answer = await call(t.app, other.token, 'POST', '/api/frontend/review', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(/rating|comment/);
    }
    expect(await reviewRows()).toEqual(before);
  });

  it('needs a shopper to write one: 401 without a token, 403 for staff', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/frontend/review', payload: { rating: 4 } })).statusCode,
    ).toBe(401);
    expect((await call(t.app, supplier.token, 'POST', '/api/frontend/review', { rating: 4 })).status).toBe(403);
    expect((await call(t.app, admin.token, 'POST', '/api/frontend/review', { rating: 4 })).status).toBe(403);
  });

  it("lists newest first and pages; ?mine=true answers only the caller's and needs a token", async () => {
    const second = await call(t.app, other.token, 'POST', '/api/frontend/review', { rating: 2, comment: 'Slow' });
    expect(second.status).toBe(201);
    const all = (await t.app.inject({ method: 'GET', url: '/api/frontend/review' })).json();
    expect(all.data.map((r: { id: number }) => r.id)).toEqual([second.body.data.id, customerReviewId]);
    expect(all.summary).toEqual({ count: 2, averageRating: '3.5' });
    const paged = (await t.app.inject({ method: 'GET', url: '/api/frontend/review?page=1&size=1' })).json();
    expect(paged.data.map((r: { id: number }) => r.id)).toEqual([customerReviewId]);
    expect(paged.pagination).toEqual({ page: 1, pageSize: 1, totalCount: 2, totalPage: 2 });

    const mine = await call(t.app, customer.token, 'GET', '/api/frontend/review?mine=true');
    expect(mine.body.data.map((r: { id: number }) => r.id)).toEqual([customerReviewId]);
    expect((await t.app.inject({ method: 'GET', url: '/api/frontend/review?mine=true' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/frontend/review?mine=true',
          headers: { authorization: 'Bearer nonsense' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await call(t.app, admin.token, 'GET', '/api/frontend/review?mine=true')).body.data).toEqual([]);
    for (const query of ['size=0', 'size=101', 'page=-1', 'mine=perhaps', 'page=abc']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/frontend/review?${query}` })).statusCode, query).toBe(400);
    }
  });

  it("lets the author change it; someone else's, or an unknown id, answers 404 and changes nothing", async () => {
    const changed = await call(t.app, customer.token, 'PUT', `/api/frontend/review/${customerReviewId}`, {
      rating: 4,
      comment: null,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: customerReviewId, rating: 4, comment: null });
    expect(new Date(changed.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(changed.body.data.createdAt).getTime(),
    );

    const before = await reviewRows();
    expect(
      (await call(t.app, other.token, 'PUT', `/api/frontend/review/${customerReviewId}`, { rating: 1 })).status,
    ).toBe(404);
    expect((await call(t.app, customer.token, 'PUT', '/api/frontend/review/2147483000', { rating: 1 })).status).toBe(
      404,
    );
    for (const [url, body] of [
      [`/api/frontend/review/${customerReviewId}`, {}],
      [`/api/frontend/review/${customerReviewId}`, { rating: 9 }],
      [`/api/frontend/review/${customerReviewId}`, { comment: 'y'.repeat(2001) }],
      ['/api/frontend/review/abc', { rating: 1 }],
      ['/api/frontend/review/0', { rating: 1 }],
      ['/api/frontend/review/99999999999', { rating: 1 }],
    ] as const) {
      expect((await call(t.app, customer.token, 'PUT', url, body)).status, `${url} ${JSON.stringify(body)}`).toBe(400);
    }
    expect(await reviewRows()).toEqual(before);
  });

  it('never shows an e-mail address used as a name', async () => {
    const created = await call(t.app, emailNamed.token, 'POST', '/api/frontend/review', { rating: 3 });
    expect(created.body.data.userName).toBe('Shopper');
    expect(JSON.stringify((await t.app.inject({ method: 'GET', url: '/api/frontend/review' })).json())).not.toContain(
      'vanna@test.parts',
    );
  });

  it('keeps one review when several requests of the same shopper race', async () => {
    const racer = await createAccount(t.app, { type: 'CUSTOMER' });
    const answers = await Promise.all(
      [1, 2, 3].map((rating) => call(t.app, racer.token, 'POST', '/api/frontend/review', { rating })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const winner = answers.find((answer) => answer.status === 201)!.body.data.id;
    for (const loser of answers.filter((answer) => answer.status === 409)) expect(loser.body.reviewId).toBe(winner);
    expect((await reviewRows()).filter((row) => row.user_id === racer.id)).toHaveLength(1);
  });
});

describe('stock reviews', () => {
  let orderId: number;
  let reviewId: number;

  it('refuses a stock the shopper has not received yet (403), and an unknown stock (404)', async () => {
    const order = await placeOrder(customer, [
      { stockId: stock.stockId, quantity: 1 },
      { stockId: unsold.stockId, quantity: 1 },
    ]);
    orderId = order.id;
    const early = await call(t.app, customer.token, 'POST', '/api/frontend/review/stock', {
      stockId: stock.stockId,
      rating: 5,
    });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: 'NOT_PURCHASED', message: expect.stringMatching(/delivered/) });
    await moveTo(orderId, 'accepted', 'processing');
    expect(
      (await call(t.app, customer.token, 'POST', '/api/frontend/review/stock', { stockId: stock.stockId, rating: 5 }))
        .status,
    ).toBe(403);
    // Someone who never bought it at all.
    expect(
      (await call(t.app, other.token, 'POST', '/api/frontend/review/stock', { stockId: stock.stockId, rating: 5 }))
        .status,
    ).toBe(403);
    expect(
      (await call(t.app, customer.token, 'POST', '/api/frontend/review/stock', { stockId: 2_147_483_000, rating: 5 }))
        .status,
    ).toBe(404);
    expect(await reviewRows()).not.toContainEqual(expect.objectContaining({ stock_id: stock.stockId }));
  });

  it('shows on the order detail whether each line may be reviewed, and the review once written', async () => {
    const processing = await call(t.app, customer.token, 'GET', `/api/frontend/order/${orderId}`);
    expect(
      processing.body.data.lines.map((l: { canReview: boolean; review: unknown }) => [l.canReview, l.review]),
    ).toEqual([
      [false, null],
      [false, null],
    ]);
    await moveTo(orderId, 'delivered');
    const delivered = await call(t.app, customer.token, 'GET', `/api/frontend/order/details/${orderId}`);
    expect(
      delivered.body.data.lines.map((l: { stockId: number; canReview: boolean; review: unknown }) => [
        l.stockId,
        l.canReview,
        l.review,
      ]),
    ).toEqual([
      [stock.stockId, true, null],
      [unsold.stockId, true, null],
    ]);
    // Staff read the same order without the shopper's review fields.
    const staffView = await call(t.app, admin.token, 'GET', `/api/backend/order/${orderId}`);
    expect(staffView.body.data.lines[0]).not.toHaveProperty('canReview');
  });

  it('accepts a review of a delivered purchase, once per shopper and stock (409 with the existing id)', async () => {
    const created = await call(t.app, customer.token, 'POST', '/api/frontend/review/stock', {
      stockId: stock.stockId,
      rating: 4,
      comment: 'Fits well',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      stockId: stock.stockId,
      rating: 4,
      comment: 'Fits well',
      userName: 'Sokha Chan',
    });
    reviewId = created.body.data.id;
    const again = await call(t.app, customer.token, 'POST', '/api/frontend/review/stock', {
      stockId: stock.stockId,
      rating: 1,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'REVIEW_EXISTS', reviewId });
    const detail = await call(t.app, customer.token, 'GET', `/api/frontend/order/${orderId}`);
    expect(detail.body.data.lines[0]).toMatchObject({
      canReview: true,
      review: { id: reviewId, rating: 4, comment: 'Fits well' },
    });
    expect(detail.body.data.lines[1]).toMatchObject({ canReview: true, review: null });
    // The platform review is not a review of this stock: it stays apart.
    expect((await reviewRows()).filter((r) => r.user_id === customer.id).map((r) => r.stock_id)).toEqual([
      null,
      stock.stockId,
    ]);
  });

  it('counts a PAID order as received too', async () => {
    await moveTo(orderId, 'paid');
    const created = await call(t.app, customer.token, 'POST', '/api/frontend/review/stock', {
      stockId: unsold.stockId,
      rating: 2,
    });
    expect(created.status).toBe(201);
  });

  it('does not count a line the shopper cancelled', async () => {
    const order = await placeOrder(other, [
      { stockId: stock.stockId, quantity: 1 },
      { stockId: unsold.stockId, quantity: 1 },
    ]);
    expect(
      (await call(t.app, other.token, 'PUT', `/api/frontend/order/cancelled/${order.id}/${order.lines[0]!.id}`, {}))
        .status,
    ).toBe(200);
    await moveTo(order.id, 'accepted', 'processing', 'delivered');
    const detail = await call(t.app, other.token, 'GET', `/api/frontend/order/${order.id}`);
    expect(detail.body.data.lines.map((l: { status: string; canReview: boolean }) => [l.status, l.canReview])).toEqual([
      ['CANCELLED', false],
      ['OPEN', true],
    ]);
    expect(
      (await call(t.app, other.token, 'POST', '/api/frontend/review/stock', { stockId: stock.stockId, rating: 5 }))
        .status,
    ).toBe(403);
  });

  it("lists a stock's reviews for anyone, newest first, with the fields the catalogue reads", async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/frontend/review/stock/${stock.stockId}?page=0&size=20`,
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.data).toEqual([
      {
        id: reviewId,
        stockId: stock.stockId,
        rating: 4,
        comment: 'Fits well',
        userName: 'Sokha Chan',
        formerCustomer: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(body.pagination).toEqual({ page: 0, pageSize: 20, totalCount: 1, totalPage: 1 });
    expect(body.summary).toEqual({ count: 1, averageRating: '4.0' });
    expect((await t.app.inject({ method: 'GET', url: '/api/frontend/review/stock/2147483000' })).statusCode).toBe(404);
    for (const url of [
      '/api/frontend/review/stock/abc',
      '/api/frontend/review/stock/0',
      `/api/frontend/review/stock/${stock.stockId}?size=1000`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });

  it("lets the author change it; someone else's, or a platform review through this route, answers 404", async () => {
    const changed = await call(t.app, customer.token, 'PUT', `/api/frontend/review/stock/${reviewId}`, {
      comment: 'Fits well, sturdy',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: reviewId, rating: 4, comment: 'Fits well, sturdy' });
    const before = await reviewRows();
    expect(
      (await call(t.app, other.token, 'PUT', `/api/frontend/review/stock/${reviewId}`, { rating: 1 })).status,
    ).toBe(404);
    const platformId = (await call(t.app, customer.token, 'GET', '/api/frontend/review?mine=true')).body.data[0]
      .id as number;
    expect(
      (await call(t.app, customer.token, 'PUT', `/api/frontend/review/stock/${platformId}`, { rating: 1 })).status,
    ).toBe(404);
    expect((await call(t.app, customer.token, 'PUT', `/api/frontend/review/${reviewId}`, { rating: 1 })).status).toBe(
      404,
    );
    expect(
      (await call(t.app, customer.token, 'PUT', `/api/frontend/review/stock/${reviewId}`, { rating: 'x' })).status,
    ).toBe(400);
    expect(await reviewRows()).toEqual(before);
  });

  it('refuses bad bodies with 400 and writes nothing', async () => {
    const before = await reviewRows();
    for (const body of [
      {},
      { stockId: stock.stockId },
      { stockId: 'one', rating: 3 },
      { stockId: -4, rating: 3 },
      { stockId: stock.stockId, rating: 3, comment: 'z'.repeat(5000) },
    ]) {
      expect(
        (await call(t.app, other.token, 'POST', '/api/frontend/review/stock', body)).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(await reviewRows()).toEqual(before);
  });
});
