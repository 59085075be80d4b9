import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { vehicle, withDatabase } from '../support/catalog.ts';

// The catalogue cache as npm start runs it: answers kept per process, forgotten when PostgreSQL says a
// catalogue, stock or price table changed (statement triggers -> pg_notify -> this process's listener).
let t: TestApp;
let camry: { brandId: number; yearId: number; modelId: number };
beforeAll(async () => {
  t = await startTestApp({ env: { CATALOG_CACHE_ENTRIES: '100' } });
  camry = await vehicle(t.app, 'Toyota', 'Camry', 2015);
});
afterAll(() => t?.close());

interface FilterAnswer {
  data: { id: number; stockId: number | null; price: string | null; quantity: number }[];
}

async function filter() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/frontend/dashboard',
    payload: { ...camry, size: 20, showSummary: true },
  });
  expect(response.statusCode).toBe(200);
  return { cache: response.headers['x-cache'], body: response.json() as FilterAnswer, text: response.body };
}

const sql = (text: string, params: unknown[] = []) => withDatabase(t.databaseUrl, (db) => db.query(text, params));

describe('the catalogue cache', () => {
  it('answers a repeated vehicle filter from memory, with the same body', async () => {
    const first = await filter();
    expect(first.cache).toBe('miss');
    const second = await filter();
    expect(second.cache).toBe('hit');
    expect(second.text).toBe(first.text);
  });

  it('really serves from memory: a change PostgreSQL does not announce is not seen', async () => {
    const before = await filter();
    const part = before.body.data.find((row) => row.stockId !== null)!;
    // Replica mode skips triggers, so this commit sends no notification.
    await withDatabase(t.databaseUrl, async (db) => {
      await db.query("set session_replication_role = 'replica'");
      await db.query('update stock set quantity = quantity + 7 where id = $1', [part.stockId]);
    });
    const after = await filter();
    expect(after.cache).toBe('hit');
    expect(after.body.data.find((row) => row.id === part.id)!.quantity).toBe(part.quantity);
    // Put it back the same way, so the next test starts from the database's truth.
    await withDatabase(t.databaseUrl, async (db) => {
      await db.query("set session_replication_role = 'replica'");
      await db.query('update stock set quantity = quantity - 7 where id = $1', [part.stockId]);
    });
  });

  it('forgets its answers as soon as a stock price changes, in any process', async () => {
    const before = await filter();
    const part = before.body.data.find((row) => row.stockId !== null)!;
    const { rows } = await sql('update stock set price = price + 1.25 where id = $1 returning price::text', [
      part.stockId,
    ]);
    const newPrice = rows[0].price as string;
    const seen = await vi.waitFor(
      async () => {
        const answer = await filter();
        const row = answer.body.data.find((r) => r.id === part.id)!;
        const ownOffer = await sql(
          'select min(price)::text as price from stock where item_id = (select item_id from part where id = $1) and quantity > 0',
          [part.id],
        );
        expect(row.price).toBe(ownOffer.rows[0].price);
        expect(answer.cache).toBe('miss');
        return row.price;
      },
      { timeout: 2000, interval: 20 },
    );
    expect([newPrice, part.price]).toContain(seen);
    expect((await filter()).cache).toBe('hit');
  });

  it('stops caching while it cannot hear changes, and starts again once it can', async () => {
    await filter();
    expect((await filter()).cache).toBe('hit');
    await sql(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'catalog-cache-listener' and datname = current_database()",
    );
    await vi.waitFor(() => expect(t.app.catalogCache.enabled).toBe(false), { timeout: 2000, interval: 10 });
    expect((await filter()).cache).toBe('miss');
    expect((await filter()).cache).toBe('miss');
    // The listener reconnects after a second; from then on answers are kept again.
    await vi.waitFor(() => expect(t.app.catalogCache.enabled).toBe(true), { timeout: 5000, interval: 50 });
    await filter();
    expect((await filter()).cache).toBe('hit');
  });

  it("keeps the accessories page's list and counts too, and forgets them when an accessory category changes", async () => {
    const browse = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/frontend/dashboard/accessory/part',
        payload: { size: 20, showSummary: true },
      });
      expect(response.statusCode).toBe(200);
      return {
        cache: response.headers['x-cache'],
        body: response.json() as { summary: { categories: { id: number; name: string }[] } },
      };
    };
    const first = await browse();
    expect((await browse()).cache).toBe('hit');
    const category = first.body.summary.categories[0]!;
    await sql('update accessory_category set name = $1 where id = $2', [`${category.name} (new)`, category.id]);
    await vi.waitFor(
      async () => expect((await browse()).body.summary.categories[0]!.name).toBe(`${category.name} (new)`),
      { timeout: 2000, interval: 20 },
    );
    await sql('update accessory_category set name = $1 where id = $2', [category.name, category.id]);
    // The change is heard after its commit: waiting for it keeps it from emptying the cache in the next test.
    await vi.waitFor(async () => expect((await browse()).body.summary.categories[0]!.name).toBe(category.name), {
      timeout: 2000,
      interval: 20,
    });
  });

  it('caches the search too, and never a refusal', async () => {
    const search = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/frontend/dashboard/search/part-or-keyword',
        payload: { query, page: 0, size: 10 },
      });
    expect((await search('brake pad')).headers['x-cache']).toBe('miss');
    expect((await search('brake pad')).headers['x-cache']).toBe('hit');
    const unknownVehicle = () =>
      t.app.inject({ method: 'POST', url: '/api/frontend/dashboard', payload: { ...camry, modelId: 999_999 } });
    expect((await unknownVehicle()).statusCode).toBe(404);
    expect((await unknownVehicle()).statusCode).toBe(404);
    expect(t.app.catalogCache.stats().entries).toBeGreaterThan(0);
  });
});
