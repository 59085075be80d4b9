import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { getJson, postJson, withDatabase } from '../../support/catalog.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('accessories by category', () => {
  it('POST /api/frontend/dashboard/accessory answers every category with its count and first accessories', async () => {
    const { status, body } = await postJson(t.app, '/api/frontend/dashboard/accessory', { perCategory: 3 });
    expect(status).toBe(200);
    const counts = await withDatabase(t.databaseUrl, async (db) =>
      (await db.query('select c.name, count(*)::int as n from accessory a join accessory_category c on c.id = a.accessory_category_id group by c.name, c.sort_order order by c.sort_order')).rows,
    );
    expect(body.data.map((g: { category: { name: string; count: number } }) => [g.category.name, g.category.count])).toEqual(counts.map((r) => [r.name, r.n]));
    for (const group of body.data) {
      expect(group.accessories).toHaveLength(Math.min(3, group.category.count));
      expect(group.accessories.every((a: { category: { id: number } }) => a.category.id === group.category.id)).toBe(true);
    }
    expect(body.data[0].category.nameKh).toBeTypeOf('string');
  });

  it('POST /api/frontend/dashboard/accessory/part pages accessories of one category', async () => {
    const groups = (await postJson(t.app, '/api/frontend/dashboard/accessory', {})).body.data;
    const { category } = groups[0];
    const first = (await postJson(t.app, '/api/frontend/dashboard/accessory/part', { accessoryCategoryId: category.id, size: 5 })).body;
    expect(first.pagination.totalCount).toBe(category.count);
    expect(first.data.every((a: { category: { id: number } }) => a.category.id === category.id)).toBe(true);
    expect((await postJson(t.app, '/api/frontend/dashboard/accessory/part', { accessoryCategoryId: 999999 })).status).toBe(404);
    expect((await postJson(t.app, '/api/frontend/dashboard/accessory', { perCategory: 100 })).status).toBe(400);
  });
});

describe('accessories by maker', () => {
  it('lists the makers of accessories with counts, their categories and their accessories', async () => {
    const makers = (await getJson(t.app, '/api/frontend/dashboard/brand-accessory/accessory')).body.data;
    const total = makers.reduce((n: number, m: { count: number }) => n + m.count, 0);
    expect(total).toBe(200);
    const maker = makers[0];
    const categories = (await getJson(t.app, `/api/frontend/dashboard/brand-accessory/${maker.id}`)).body.data;
    expect(categories.maker).toMatchObject({ id: maker.id, name: maker.name });
    expect(categories.categories.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(maker.count);
    const accessories = (await getJson(t.app, `/api/frontend/dashboard/brand-accessory/accessory/${maker.id}?size=100`)).body;
    expect(accessories.pagination.totalCount).toBe(maker.count);
    expect(accessories.data.every((a: { maker: { id: number } }) => a.maker.id === maker.id)).toBe(true);
    const short = (await getJson(t.app, '/api/frontend/brand-item/accessory/short')).body.data;
    expect(short.map((m: { id: number }) => m.id).sort()).toEqual(makers.map((m: { id: number }) => m.id).sort());
  });

  it('answers 404 for unknown makers and 400 for bad ids', async () => {
    expect((await getJson(t.app, '/api/frontend/dashboard/brand-accessory/999999')).status).toBe(404);
    expect((await getJson(t.app, '/api/frontend/dashboard/brand-accessory/accessory/999999')).status).toBe(404);
    expect((await getJson(t.app, '/api/frontend/dashboard/brand-accessory/x')).status).toBe(400);
    expect((await getJson(t.app, '/api/frontend/dashboard/brand-accessory/accessory/1?page=-1')).status).toBe(400);
  });
});
