// Review moderation: the admins' list and its filters, hiding and showing with a reason (audited), a hidden review
// gone from the storefront's next read, and a deleted account's reviews shown as from a former customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let customer: TestAccount;
let leaver: TestAccount;
let stock: StockFixture;
let stockReviewId: number;
let leaverReviewId: number;
let platformReviewId: number;

/** A stock review written straight in the database (through the API it needs a delivered order). */
const insertStockReview = (userId: number, rating: number, comment: string, createdAt = 'now()') =>
  withDatabase(
    t.databaseUrl,
    async (db) =>
      (
        await db.query(
          `insert into review (user_id, stock_id, rating, comment, created_at, updated_at) values ($1, $2, $3, $4, ${createdAt}, now()) returning id`,
          [userId, stock.stockId, rating, comment],
        )
      ).rows[0].id as number,
  );
const storefrontStockReviews = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/frontend/review/stock/${stock.stockId}` })).json();
const moderation = async (query = '') => call(t.app, admin.token, 'GET', `/api/backend/review${query}`);

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  customer = await createAccount(t.app, { type: 'CUSTOMER', name: 'Sokha Chan' });
  leaver = await createAccount(t.app, { type: 'CUSTOMER', name: 'Vibol Keo' });
  stock = await arrangeStock(t.databaseUrl, { quantity: 5, price: '10.00', dealerPrice: '8.00' });
  stockReviewId = await insertStockReview(customer.id, 1, 'Total scam, the seller is a crook', `'2026-01-10 10:00+07'`);
  leaverReviewId = await insertStockReview(leaver.id, 5, 'Fits my Camry perfectly');
  platformReviewId = (
    await call(t.app, customer.token, 'POST', '/api/frontend/review', { rating: 4, comment: 'Quick delivery' })
  ).body.data.id;
});
afterAll(() => t?.close());

describe('GET /api/backend/review', () => {
  it('lists stock and platform reviews newest first, with the account and the reviewed item', async () => {
    const { status, body } = await moderation();
    expect(status).toBe(200);
    expect(body.data.map((r: { id: number }) => r.id)).toEqual([platformReviewId, leaverReviewId, stockReviewId]);
    expect(body.pagination).toMatchObject({ totalCount: 3, page: 0 });
    expect(body.data[2]).toMatchObject({
      kind: 'stock',
      stockId: stock.stockId,
      itemName: expect.any(String),
      partNumber: expect.any(String),
      userId: customer.id,
      userName: 'Sokha Chan',
      userDeleted: false,
      hidden: false,
      moderationReason: null,
    });
    expect(body.data[0]).toMatchObject({ kind: 'platform', stockId: null, itemName: null });
  });

  it('filters by kind, rating, days, reported words and visibility', async () => {
    const ids = async (query: string) => (await moderation(query)).body.data.map((r: { id: number }) => r.id);
    expect(await ids('?kind=platform')).toEqual([platformReviewId]);
    expect(await ids('?kind=stock&rating=1')).toEqual([stockReviewId]);
    expect(await ids('?from=2026-01-10&to=2026-01-10')).toEqual([stockReviewId]);
    expect(await ids('?words=crook,idiot')).toEqual([stockReviewId]);
    expect(await ids('?words=CAMRY%20scam')).toEqual([leaverReviewId, stockReviewId]);
    expect(await ids('?hidden=true')).toEqual([]);
  });

  it('answers 400 naming the parameter for bad filters', async () => {
    const inverted = await moderation('?from=2026-02-01&to=2026-01-01');
    expect(inverted.status).toBe(400);
    expect(inverted.body).toMatchObject({ field: 'to' });
    for (const query of ['?rating=6', '?kind=shop', '?size=100000', '?from=yesterday', '?hidden=maybe']) {
      expect((await moderation(query)).status, query).toBe(400);
    }
  });
});

describe('PUT /api/backend/review/:id/visibility', () => {
  it('hides a review with a reason: the storefront leaves it out at once, its summary too', async () => {
    const before = await storefrontStockReviews();
    expect(before.data.map((r: { id: number }) => r.id)).toContain(stockReviewId);
    expect(before.summary.count).toBe(2);
    const hidden = await call(t.app, admin.token, 'PUT', `/api/backend/review/${stockReviewId}/visibility`, {
      hidden: true,
      reason: 'Insults the seller',
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body.data).toMatchObject({
      id: stockReviewId,
      hidden: true,
      moderationReason: 'Insults the seller',
      moderatedAt: expect.any(String),
    });
    const after = await storefrontStockReviews();
    expect(after.data.map((r: { id: number }) => r.id)).toEqual([leaverReviewId]);
    expect(after.summary).toEqual({ count: 1, averageRating: '5.0' });
    expect((await moderation('?hidden=true')).body.data.map((r: { id: number }) => r.id)).toEqual([stockReviewId]);
  });

  it('records who hid it, when and why in the audit trail', async () => {
    const history = await call(t.app, admin.token, 'GET', `/api/backend/audit/review/${stockReviewId}`);
    expect(history.status).toBe(200);
    const entry = history.body.data[0];
    expect(entry).toMatchObject({ actor: { id: admin.id }, entity: 'review', entityId: stockReviewId });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'hidden', from: false, to: true }),
        expect.objectContaining({ field: 'moderationReason', from: null, to: 'Insults the seller' }),
      ]),
    );
  });

  it('keeps a hidden platform review visible to its author only', async () => {
    await call(t.app, admin.token, 'PUT', `/api/backend/review/${platformReviewId}/visibility`, {
      hidden: true,
      reason: 'Off topic',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/frontend/review' })).json().data).toEqual([]);
    const mine = await call(t.app, customer.token, 'GET', '/api/frontend/review?mine=true');
    expect(mine.body.data.map((r: { id: number }) => r.id)).toEqual([platformReviewId]);
  });

  it('shows it again with a reason', async () => {
    const shown = await call(t.app, admin.token, 'PUT', `/api/backend/review/${stockReviewId}/visibility`, {
      hidden: false,
      reason: 'Seller asked to keep it',
    });
    expect(shown.body.data).toMatchObject({ hidden: false, moderationReason: 'Seller asked to keep it' });
    expect((await storefrontStockReviews()).data.map((r: { id: number }) => r.id)).toEqual([
      leaverReviewId,
      stockReviewId,
    ]);
  });

  it('refuses a missing or blank reason and an unknown review, and changes nothing', async () => {
    for (const body of [
      { hidden: true },
      { hidden: true, reason: '   ' },
      { hidden: true, reason: 'x'.repeat(501) },
      { reason: 'Spam' },
      { hidden: 'yes', reason: 'Spam' },
    ]) {
      const answer = await call(t.app, admin.token, 'PUT', `/api/backend/review/${leaverReviewId}/visibility`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await call(t.app, admin.token, 'PUT', '/api/backend/review/2147483000/visibility', {
          hidden: true,
          reason: 'Spam',
        })
      ).status,
    ).toBe(404);
    const row = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (await db.query('select hidden, moderation_reason from review where id = $1', [leaverReviewId])).rows[0],
    );
    expect(row).toEqual({ hidden: false, moderation_reason: null });
  });
});

describe("a deleted account's reviews", () => {
  it('read as from a former customer on the storefront, never under the name; admins still see the account', async () => {
    expect((await call(t.app, admin.token, 'DELETE', `/api/backend/user/${leaver.id}`)).status).toBe(200);
    const page = await storefrontStockReviews();
    const review = page.data.find((r: { id: number }) => r.id === leaverReviewId);
    expect(review).toMatchObject({
      userName: 'Former customer',
      formerCustomer: true,
      comment: 'Fits my Camry perfectly',
    });
    expect(JSON.stringify(page)).not.toContain('Vibol');
    const other = page.data.find((r: { id: number }) => r.id === stockReviewId);
    expect(other).toMatchObject({ userName: 'Sokha Chan', formerCustomer: false });
    const listed = (await moderation('?kind=stock')).body.data.find((r: { id: number }) => r.id === leaverReviewId);
    expect(listed).toMatchObject({ userName: 'Vibol Keo', userDeleted: true });
    await call(t.app, admin.token, 'PUT', `/api/backend/user/restore/${leaver.id}`);
    expect((await storefrontStockReviews()).data.find((r: { id: number }) => r.id === leaverReviewId).userName).toBe(
      'Vibol Keo',
    );
  });
});
