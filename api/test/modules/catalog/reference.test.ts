import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { getJson, withDatabase } from '../../support/catalog.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('models', () => {
  it('pages all 80 models and narrows by brand; a model answers its years', async () => {
    const all = (await getJson(t.app, '/api/frontend/model?size=100')).body;
    expect(all.pagination.totalCount).toBe(80);
    const brands = (await getJson(t.app, '/api/frontend/brand?size=100')).body.data;
    const toyota = brands.find((b: { name: string }) => b.name === 'Toyota').id;
    const toyotas = (await getJson(t.app, `/api/frontend/model?brandId=${toyota}&size=100`)).body.data;
    expect(toyotas.length).toBeGreaterThanOrEqual(10);
    expect(toyotas.every((m: { brandId: number }) => m.brandId === toyota)).toBe(true);
    const camry = toyotas.find((m: { name: string }) => m.name === 'Camry');
    const detail = (await getJson(t.app, `/api/frontend/model/${camry.id}`)).body.data;
    expect(detail).toMatchObject({ name: 'Camry', nameKh: 'កាមរី', brandId: toyota });
    expect(detail.years.map((y: { value: number }) => y.value)).toEqual(Array.from({ length: 32 }, (_, i) => 1995 + i));
  });

  it('answers 404 and 400 for bad ids', async () => {
    expect((await getJson(t.app, '/api/frontend/model/999999')).status).toBe(404);
    expect((await getJson(t.app, '/api/frontend/model?brandId=abc')).status).toBe(400);
    expect((await getJson(t.app, '/api/frontend/model?size=500')).status).toBe(400);
  });
});

describe('makers (brand items)', () => {
  it('pages makers by name, finds them by part of the name, and counts their parts and accessories', async () => {
    const first = (await getJson(t.app, '/api/frontend/brand-item?size=5')).body;
    expect(first.pagination.totalCount).toBe(44);
    const names = first.data.map((m: { name: string }) => m.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : 1)));
    const found = (await getJson(t.app, '/api/frontend/brand-item?name=DENS')).body.data;
    expect(found.map((m: { name: string }) => m.name)).toEqual(['Denso']);
    expect((await getJson(t.app, '/api/frontend/brand-item?name=%25')).body.data).toEqual([]);
    const denso = (await getJson(t.app, `/api/frontend/brand-item/${found[0].id}`)).body.data;
    const parts = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (await db.query('select count(*)::int as n from part where brand_item_id = $1', [denso.id])).rows[0].n,
    );
    expect(denso).toMatchObject({
      name: 'Denso',
      nameKh: 'ដេនសូ',
      country: 'Japan',
      partCount: parts,
      accessoryCount: 0,
    });
    expect((await getJson(t.app, `/api/frontend/brand-item/accessory/${denso.id}`)).status).toBe(404);
  });

  it('answers 404 and 400 for bad ids and input', async () => {
    expect((await getJson(t.app, '/api/frontend/brand-item/999999')).status).toBe(404);
    expect((await getJson(t.app, `/api/frontend/brand-item?name=${'x'.repeat(200)}`)).status).toBe(400);
  });
});

describe('categories', () => {
  it("lists the 40 part categories in shop order with Khmer names and images, and counts a category's parts", async () => {
    const { body } = await getJson(t.app, '/api/frontend/category?size=100');
    expect(body.pagination.totalCount).toBe(40);
    expect(body.data.every((c: { nameKh: string | null; image: string | null }) => c.nameKh && c.image)).toBe(true);
    expect(body.data.map((c: { sortOrder: number }) => c.sortOrder)).toEqual([...Array(40).keys()]);
    const brakes = body.data.find((c: { name: string }) => c.name === 'Brakes');
    expect(brakes.nameKh).toBe('ហ្វ្រាំង');
    const detail = (await getJson(t.app, `/api/frontend/category/${brakes.id}`)).body.data;
    const count = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (await db.query('select count(*)::int as n from part where category_id = $1', [brakes.id])).rows[0].n,
    );
    expect(detail.count).toBe(count);
  });

  it('lists accessory categories and counts their accessories', async () => {
    const { body } = await getJson(t.app, '/api/frontend/accessory/category');
    expect(body.pagination.totalCount).toBe(12);
    const detail = (await getJson(t.app, `/api/frontend/accessory/category/${body.data[0].id}`)).body.data;
    expect(detail.count).toBeGreaterThan(0);
    expect((await getJson(t.app, '/api/frontend/accessory/category/999999')).status).toBe(404);
    expect((await getJson(t.app, '/api/frontend/category/999999')).status).toBe(404);
    expect((await getJson(t.app, '/api/frontend/category/1.5')).status).toBe(400);
  });
});
