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
    const counts = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (
          await db.query(
            'select c.name, count(*)::int as n from accessory a join accessory_category c on c.id = a.accessory_category_id group by c.name, c.sort_order order by c.sort_order',
          )
        ).rows,
    );
    expect(
      body.data.map((g: { category: { name: string; count: number } }) => [g.category.name, g.category.count]),
    ).toEqual(counts.map((r) => [r.name, r.n]));
    for (const group of body.data) {
      expect(group.accessories).toHaveLength(Math.min(3, group.category.count));
      expect(group.accessories.every((a: { category: { id: number } }) => a.category.id === group.category.id)).toBe(
        true,
      );
    }
    expect(body.data[0].category.nameKh).toBeTypeOf('string');
  });

  it('POST /api/frontend/dashboard/accessory/part pages accessories of one category', async () => {
    const groups = (await postJson(t.app, '/api/frontend/dashboard/accessory', {})).body.data;
    const { category } = groups[0];
    const first = (
      await postJson(t.app, '/api/frontend/dashboard/accessory/part', { accessoryCategoryId: category.id, size: 5 })
    ).body;
    expect(first.pagination.totalCount).toBe(category.count);
    expect(first.data.every((a: { category: { id: number } }) => a.category.id === category.id)).toBe(true);
    expect(
      (await postJson(t.app, '/api/frontend/dashboard/accessory/part', { accessoryCategoryId: 999999 })).status,
    ).toBe(404);
    expect((await postJson(t.app, '/api/frontend/dashboard/accessory', { perCategory: 100 })).status).toBe(400);
  });
});

describe('every accessory, with the per-category summary', () => {
  it('POST /api/frontend/dashboard/accessory/part with showSummary answers a page of all accessories and the counts of every category', async () => {
    const { status, body } = await postJson(t.app, '/api/frontend/dashboard/accessory/part', {
      size: 12,
      showSummary: true,
    });
    expect(status).toBe(200);
    const counts = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (
          await db.query(
            'select c.id, count(*)::int as n from accessory a join accessory_category c on c.id = a.accessory_category_id group by c.id, c.sort_order order by c.sort_order, c.id',
          )
        ).rows,
    );
    const total = counts.reduce((sum, row) => sum + row.n, 0);
    expect(body.pagination).toEqual({ page: 0, pageSize: 12, totalCount: total, totalPage: Math.ceil(total / 12) });
    expect(body.data).toHaveLength(12);
    expect(body.summary.total).toBe(total);
    expect(body.summary.categories.map((c: { id: number; count: number }) => [c.id, c.count])).toEqual(
      counts.map((r) => [r.id, r.n]),
    );
    expect(body.summary.categories[0].nameKh).toBeTypeOf('string');
    // More than one category on the first page: the page is a grid of every accessory, not one row per category.
    expect(new Set(body.data.map((a: { category: { id: number } }) => a.category.id)).size).toBeGreaterThan(1);
  });

  it('keeps the summary over every accessory when a category is chosen, and leaves it out unless asked', async () => {
    const all = (await postJson(t.app, '/api/frontend/dashboard/accessory/part', { size: 5, showSummary: true })).body;
    const category = all.summary.categories.at(-1);
    const { body } = await postJson(t.app, '/api/frontend/dashboard/accessory/part', {
      accessoryCategoryId: category.id,
      size: 5,
      showSummary: true,
    });
    expect(body.pagination.totalCount).toBe(category.count);
    expect(body.data.every((a: { category: { id: number } }) => a.category.id === category.id)).toBe(true);
    expect(body.summary).toEqual(all.summary);
    const second = (await postJson(t.app, '/api/frontend/dashboard/accessory/part', { size: 5, page: 1 })).body;
    expect(second.summary).toBeUndefined();
    expect(second.data.map((a: { id: number }) => a.id)).not.toContain(all.data[0].id);
    expect((await postJson(t.app, '/api/frontend/dashboard/accessory/part', { showSummary: 'yes' })).status).toBe(400);
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
    const accessories = (await getJson(t.app, `/api/frontend/dashboard/brand-accessory/accessory/${maker.id}?size=100`))
      .body;
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
