// The reviews list's CSV and bulk moderation (issue 34 §7), against real PostgreSQL: the CSV holds what the list shows
// under its filters, worded in the staff's language and time zone and named after the day; a bulk hide is one audited
// change per review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let customer: TestAccount;
let stock: StockFixture;
const ids: number[] = [];

const insertStockReview = (userId: number, rating: number, comment: string, createdAt: string) =>
  withDatabase(
    t.databaseUrl,
    async (db) =>
      (
        await db.query(
          `insert into review (user_id, stock_id, rating, comment, created_at, updated_at) values ($1, $2, $3, $4, $5, now()) returning id`,
          [userId, stock.stockId, rating, comment, createdAt],
        )
      ).rows[0].id as number,
  );
const csv = async (query: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/backend/review?format=csv&${query}`,
    headers: bearer(admin.token),
  });
  return { status: response.statusCode, headers: response.headers, lines: response.body.split('\r\n').filter(Boolean) };
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  customer = await createAccount(t.app, { type: 'CUSTOMER', name: 'Sokha Chan' });
  stock = await arrangeStock(t.databaseUrl, { quantity: 5, price: '10.00', dealerPrice: '8.00' });
  const second = await createAccount(t.app, { type: 'CUSTOMER', name: 'Dara Lim' });
  const third = await createAccount(t.app, { type: 'CUSTOMER', name: 'Chenda Ouk' });
  ids.push(await insertStockReview(customer.id, 1, '=HYPERLINK("x"), a crook', '2026-01-10 23:30+00'));
  ids.push(await insertStockReview(second.id, 5, 'Fits my Camry', '2026-01-12 03:00+00'));
  ids.push(await insertStockReview(third.id, 4, 'Good, fast', '2026-01-13 03:00+00'));
});
afterAll(() => t?.close());

describe('the reviews CSV', () => {
  it('holds what the list shows under its filters, in English, in the given time zone, named after the day', async () => {
    const { status, headers, lines } = await csv('rating=1&tz=Asia/Phnom_Penh');
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/csv/);
    expect(headers['content-disposition']).toMatch(/filename="reviews-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(lines[0]).toBe('\uFEFFReview,Written,Stars,About,Part number,Comment,By,Visibility,Reason');
    expect(lines).toHaveLength(2);
    // 23:30 UTC is the next morning in Phnom Penh; the comment that looks like a formula stays text.
    expect(lines[1]).toMatch(
      new RegExp(`^${ids[0]},2026-01-11 06:30,1,.+,"'=HYPERLINK\\(""x""\\), a crook",Sokha Chan,Shown,$`),
    );
  });

  it('reads in Khmer with lang=km, newest first like the list', async () => {
    const { lines } = await csv('lang=km&tz=UTC');
    expect(lines[0]).toBe('\uFEFFការវាយតម្លៃ,បានសរសេរ,ផ្កាយ,អំពី,លេខគ្រឿងបន្លាស់,មតិ,ដោយ,ការបង្ហាញ,មូលហេតុ');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([ids[2], ids[1], ids[0]]);
    expect(lines[1]).toContain(',បានបង្ហាញ,');
  });

  it('refuses an unknown time zone with 400 naming tz', async () => {
    const refused = await csv('tz=Mars/Olympus');
    expect(refused.status).toBe(400);
  });
});

describe('a bulk hide', () => {
  it('hides each selected review with the one reason, one audit entry per review, and the CSV shows it', async () => {
    for (const id of ids.slice(1))
      expect(
        (
          await call(t.app, admin.token, 'PUT', `/api/backend/review/${id}/visibility`, {
            hidden: true,
            reason: 'Spam wave',
          })
        ).status,
      ).toBe(200);
    for (const id of ids.slice(1)) {
      const history = await call(t.app, admin.token, 'GET', `/api/backend/audit/review/${id}`);
      expect(history.body.data).toHaveLength(1);
      expect(history.body.data[0]).toMatchObject({ actor: { id: admin.id }, entity: 'review', entityId: id });
    }
    const { lines } = await csv('hidden=true');
    expect(lines.slice(1).map((line) => line.split(',').slice(-2).join(','))).toEqual([
      'Hidden,Spam wave',
      'Hidden,Spam wave',
    ]);
  });
});
