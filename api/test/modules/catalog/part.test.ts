import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { getJson, postJson, withDatabase } from '../../support/catalog.ts';

let t: TestApp;
let partId: number;
let itemId: number;
beforeAll(async () => {
  t = await startTestApp();
  // A part stocked in at least two stores, with more than one fitment.
  ({ id: partId, item_id: itemId } = await withDatabase(
    t.databaseUrl,
    async (db) =>
      (
        await db.query(`select p.id, p.item_id from part p
       where (select count(*) from stock s where s.item_id = p.item_id) >= 2 and (select count(*) from part_fit f where f.part_id = p.id) >= 3
       order by p.id limit 1`)
      ).rows[0],
  ));
});
afterAll(() => t?.close());

const detail = async () => (await getJson(t.app, `/api/frontend/part/${partId}`)).body.data;
const khr = (usd: string) => String(Math.round((Math.round(Number(usd) * 100) * 4100) / 10000) * 100);

describe('GET /api/frontend/part/:id', () => {
  it('answers the part with its fitments, every store offer (cheapest in stock first) and its units', async () => {
    const part = await detail();
    expect(part).toMatchObject({
      id: partId,
      itemId,
      name: expect.any(String),
      nameKh: expect.any(String),
      description: expect.any(String),
      image: expect.stringMatching(/^\/files\/[0-9a-f]{32}$/),
    });
    const fits = await withDatabase(
      t.databaseUrl,
      async (db) => (await db.query('select count(*)::int as n from part_fit where part_id = $1', [partId])).rows[0].n,
    );
    expect(part.fitments).toHaveLength(fits);
    expect(part.fitments[0]).toMatchObject({
      year: { value: expect.any(Number) },
      brand: { name: expect.any(String) },
      model: { name: expect.any(String) },
      position: expect.any(String),
    });
    const inStock = part.offers.filter((o: { quantity: number }) => o.quantity > 0);
    expect(part.offers.length).toBeGreaterThanOrEqual(2);
    expect(inStock.map((o: { price: string }) => Number(o.price))).toEqual(
      inStock.map((o: { price: string }) => Number(o.price)).sort((a: number, b: number) => a - b),
    );
    for (const offer of part.offers) {
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
      expect(offer.priceKhr).toBe(khr(offer.price));
      expect(offer.store.name).toBeTypeOf('string');
      expect(offer.supplier.name).toBeTypeOf('string');
    }
    expect(part.units.find((u: { isBase: boolean }) => u.isBase)).toMatchObject({ factor: 1 });
  });

  it('shows the lowest price in stock, the total quantity, and availability from the alert thresholds', async () => {
    await withDatabase(t.databaseUrl, (db) => db.query('update stock set quantity = 0 where item_id = $1', [itemId]));
    let part = await detail();
    expect(part).toMatchObject({ quantity: 0, availability: 'OUT_OF_STOCK' });
    expect(part.offers.every((o: { availability: string }) => o.availability === 'OUT_OF_STOCK')).toBe(true);
    await withDatabase(t.databaseUrl, (db) =>
      db.query(
        `update stock set quantity = 3, price = 19.99 where id = (select min(id) from stock where item_id = $1)`,
        [itemId],
      ),
    );
    part = await detail();
    expect(part).toMatchObject({ quantity: 3, availability: 'LOW_STOCK', price: '19.99', priceKhr: '82000' });
    await withDatabase(t.databaseUrl, (db) =>
      db.query(
        `update stock set quantity = 40, price = 25.00 where id = (select max(id) from stock where item_id = $1)`,
        [itemId],
      ),
    );
    part = await detail();
    expect(part).toMatchObject({ quantity: 43, availability: 'IN_STOCK', price: '19.99' });
    expect(part.stockId).toBe(part.offers[0].stockId);
  });

  it('leaves out the offers of a disabled supplier', async () => {
    const before = await detail();
    const supplier = before.offers[0].supplier.id;
    await withDatabase(t.databaseUrl, (db) =>
      db.query('update supplier set enabled = false where id = $1', [supplier]),
    );
    const after = await detail();
    expect(after.offers.map((o: { supplier: { id: number } }) => o.supplier.id)).not.toContain(supplier);
    await withDatabase(t.databaseUrl, (db) => db.query('update supplier set enabled = true where id = $1', [supplier]));
  });

  it('answers 404 for an unknown part and 400 for a bad id', async () => {
    expect((await getJson(t.app, '/api/frontend/part/999999')).body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Part 999999 not found',
    });
    for (const id of ['0', '-3', 'abc', '1.5', '99999999999'])
      expect((await getJson(t.app, `/api/frontend/part/${id}`)).status).toBe(400);
  });
});

describe('part lists', () => {
  it.each([
    ['best-sellers', 'bestSeller', 'best_seller'],
    ['popular', 'popular', 'popular'],
  ])('GET /api/frontend/part/%s answers only those parts, paged', async (path, field, column) => {
    const { status, body } = await getJson(t.app, `/api/frontend/part/${path}?size=20`);
    expect(status).toBe(200);
    const count = await withDatabase(
      t.databaseUrl,
      async (db) => (await db.query(`select count(*)::int as n from part where ${column}`)).rows[0].n,
    );
    expect(count).toBeGreaterThan(20);
    expect(body.pagination).toEqual({ page: 0, pageSize: 20, totalCount: count, totalPage: Math.ceil(count / 20) });
    expect(body.data.every((p: Record<string, unknown>) => p[field] === true)).toBe(true);
    expect((await getJson(t.app, `/api/frontend/part/${path}?size=101`)).status).toBe(400);
  });

  it('POST /api/frontend/dashboard/part browses by category and maker', async () => {
    const categories = (await getJson(t.app, '/api/frontend/category?size=100')).body.data;
    const brakes = categories.find((c: { name: string }) => c.name === 'Brakes');
    const { body } = await postJson(t.app, '/api/frontend/dashboard/part', { categoryId: brakes.id, size: 50 });
    expect(body.pagination.totalCount).toBe(
      (await getJson(t.app, `/api/frontend/category/${brakes.id}`)).body.data.count,
    );
    expect(body.data.every((p: { category: { name: string } }) => p.category.name === 'Brakes')).toBe(true);
    const maker = body.data[0].maker.id;
    const both = (
      await postJson(t.app, '/api/frontend/dashboard/part', { categoryId: brakes.id, brandItemId: maker, size: 100 })
    ).body;
    expect(
      both.data.every(
        (p: { maker: { id: number }; category: { id: number } }) => p.maker.id === maker && p.category.id === brakes.id,
      ),
    ).toBe(true);
    expect((await postJson(t.app, '/api/frontend/dashboard/part', { categoryId: 999999 })).status).toBe(404);
    expect((await postJson(t.app, '/api/frontend/dashboard/part', { popular: 'maybe' })).status).toBe(400);
  });
});

describe('GET /api/frontend/accessory/part/:id', () => {
  it('answers an accessory with its offers in USD and KHR, and 404 for an unknown one', async () => {
    const list = (await postJson(t.app, '/api/frontend/dashboard/accessory/part', { size: 1 })).body;
    const id = list.data[0].id;
    const { status, body } = await getJson(t.app, `/api/frontend/accessory/part/${id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id,
      name: expect.any(String),
      nameKh: expect.any(String),
      category: { name: expect.any(String) },
      offers: expect.any(Array),
    });
    for (const offer of body.data.offers) expect(offer.priceKhr).toBe(khr(offer.price));
    expect((await getJson(t.app, '/api/frontend/accessory/part/999999')).status).toBe(404);
  });
});
