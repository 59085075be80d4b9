import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { getJson, postJson, vehicle, withDatabase } from '../../support/catalog.ts';

let t: TestApp;
let camry: { brandId: number; yearId: number; modelId: number };
beforeAll(async () => {
  t = await startTestApp();
  camry = await vehicle(t.app, 'Toyota', 'Camry', 2015);
});
afterAll(() => t?.close());

const filter = (body: object) => postJson(t.app, '/api/frontend/dashboard', body);

describe('vehicle selector', () => {
  it('offers only model years with parts, newest first, each with the brands that have models that year', async () => {
    const { status, body } = await getJson(t.app, '/api/frontend/dashboard/year');
    expect(status).toBe(200);
    const values = body.data.map((y: { value: number }) => y.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values[0]).toBeLessThanOrEqual(2026);
    expect(values.at(-1)).toBeGreaterThanOrEqual(1995);
    const y2015 = body.data.find((y: { value: number }) => y.value === 2015);
    expect(y2015.brandIds).toContain(camry.brandId);
    const rows = await withDatabase(t.databaseUrl, async (db) =>
      (
        await db.query(`select distinct y.value from part_fit f join year y on y.id = f.year_id order by 1 desc`)
      ).rows.map((r) => r.value),
    );
    expect(values).toEqual(rows);
  });

  it('cascades: a brand answers its years, a year and brand answer only models made that year that have parts', async () => {
    const years = (await getJson(t.app, `/api/frontend/dashboard/brand/${camry.brandId}`)).body.data;
    expect(years.map((y: { value: number }) => y.value)).toContain(2015);
    const models = (await getJson(t.app, `/api/frontend/dashboard/model/${camry.yearId}/brand/${camry.brandId}`)).body
      .data;
    expect(models.map((m: { name: string }) => m.name)).toContain('Camry');
    expect(models.every((m: { brandId: number }) => m.brandId === camry.brandId)).toBe(true);
    // The Lexus NX was first made in 2015: it is offered for 2015 but not for 2010.
    const brands = (await getJson(t.app, '/api/frontend/brand?size=100')).body.data;
    const lexus = brands.find((b: { name: string }) => b.name === 'Lexus').id;
    const allYears = (await getJson(t.app, '/api/frontend/dashboard/year')).body.data;
    const y2010 = allYears.find((y: { value: number }) => y.value === 2010).id;
    const lexus2010 = (await getJson(t.app, `/api/frontend/dashboard/model/${y2010}/brand/${lexus}`)).body.data;
    expect(lexus2010.map((m: { name: string }) => m.name)).not.toContain('NX');
  });

  it('answers 404 for an unknown brand or year and 400 for ids that are not ids', async () => {
    expect((await getJson(t.app, '/api/frontend/dashboard/brand/999999')).status).toBe(404);
    expect((await getJson(t.app, `/api/frontend/dashboard/model/999999/brand/${camry.brandId}`)).body).toMatchObject({
      statusCode: 404,
      message: 'Year 999999 not found',
    });
    expect((await getJson(t.app, `/api/frontend/dashboard/model/${camry.yearId}/brand/0`)).status).toBe(400);
    expect((await getJson(t.app, '/api/frontend/dashboard/brand/abc')).status).toBe(400);
  });
});

describe('POST /api/frontend/dashboard (vehicle filter)', () => {
  it('answers the parts that fit the vehicle, in category order, with fit, price in USD and KHR, and availability', async () => {
    const { status, body } = await filter({ ...camry, size: 100, showSummary: true });
    expect(status).toBe(200);
    const expected = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (
          await db.query(
            'select part_id, category_id from part_fit where model_id = $1 and year_id = $2 order by category_id, part_id',
            [camry.modelId, camry.yearId],
          )
        ).rows,
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(body.pagination).toEqual({ page: 0, pageSize: 100, totalCount: expected.length, totalPage: 1 });
    expect(body.data.map((p: { id: number }) => p.id)).toEqual(expected.map((r) => r.part_id));
    for (const part of body.data) {
      expect(part.fit.position).toBeTypeOf('string');
      if (part.price !== null) {
        const cents = Math.round(Number(part.price) * 100);
        expect(part.priceKhr).toBe(String(Math.round((cents * 4100) / 10000) * 100));
      }
      expect(['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK']).toContain(part.availability);
    }
    const summary = body.summary;
    expect(summary.vehicle).toMatchObject({
      year: { value: 2015 },
      brand: { name: 'Toyota', nameKh: 'តូយ៉ូតា' },
      model: { name: 'Camry' },
    });
    expect(summary.total).toBe(expected.length);
    const byCategory = new Map<number, number>();
    for (const row of expected) byCategory.set(row.category_id, (byCategory.get(row.category_id) ?? 0) + 1);
    expect(summary.categories.map((c: { id: number; count: number }) => [c.id, c.count])).toEqual([...byCategory]);
    expect(summary.categories[0]).toMatchObject({
      name: expect.any(String),
      nameKh: expect.any(String),
      image: expect.stringMatching(/^\/files\/[0-9a-f]{32}$/),
    });
    expect(summary.positions.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(expected.length);
    expect(summary.makers.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(expected.length);
  });

  it('pages without overlap, and leaves the summary out unless asked', async () => {
    const all = (await filter({ ...camry, size: 100 })).body.data.map((p: { id: number }) => p.id);
    const first = (await filter({ ...camry, page: 0, size: 4 })).body;
    const second = (await filter({ ...camry, page: 1, size: 4 })).body;
    expect(first.summary).toBeUndefined();
    expect([...first.data, ...second.data].map((p: { id: number }) => p.id)).toEqual(all.slice(0, 8));
    const beyond = (await filter({ ...camry, page: 500, size: 4 })).body;
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination.totalCount).toBe(all.length);
  });

  it('narrows by category, position and maker', async () => {
    const { summary, data } = (await filter({ ...camry, size: 100, showSummary: true })).body;
    const category = summary.categories[0];
    const byCategory = (await filter({ ...camry, size: 100, categoryId: category.id })).body;
    expect(byCategory.pagination.totalCount).toBe(category.count);
    expect(byCategory.data.every((p: { category: { id: number } }) => p.category.id === category.id)).toBe(true);
    const position = summary.positions[0];
    const byPosition = (await filter({ ...camry, size: 100, position: position.position })).body;
    expect(byPosition.data.map((p: { fit: { position: string } }) => p.fit.position)).toEqual(
      Array(position.count).fill(position.position),
    );
    const maker = data[0].maker;
    const byMaker = (await filter({ ...camry, size: 100, brandItemId: maker.id })).body;
    expect(byMaker.data.length).toBe(summary.makers.find((m: { id: number }) => m.id === maker.id).count);
    expect(byMaker.data.every((p: { maker: { id: number } }) => p.maker.id === maker.id)).toBe(true);
  });

  it('answers which of some parts fit the vehicle (partIds), for the storefront\'s "fits your vehicle" on cards', async () => {
    const [fitting, other] = await withDatabase(t.databaseUrl, async (db) => {
      const fits = (
        await db.query('select part_id from part_fit where model_id = $1 and year_id = $2 order by part_id limit 3', [
          camry.modelId,
          camry.yearId,
        ])
      ).rows.map((r) => r.part_id as number);
      const not = (
        await db.query(
          'select p.id from part p where not exists (select 1 from part_fit f where f.part_id = p.id and f.model_id = $1 and f.year_id = $2) order by p.id limit 2',
          [camry.modelId, camry.yearId],
        )
      ).rows.map((r) => r.id as number);
      return [fits, not];
    });
    const { status, body } = await filter({ ...camry, partIds: [...other!, ...fitting!].reverse(), size: 100 });
    expect(status).toBe(200);
    expect(body.data.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b)).toEqual(fitting);
    expect(body.pagination.totalCount).toBe(fitting!.length);
    expect((await filter({ ...camry, partIds: other })).body.data).toEqual([]);
    expect((await filter({ ...camry, partIds: Array.from({ length: 101 }, (_, i) => i + 1) })).status).toBe(400);
  });

  it('answers 404 when year, brand and model are not one vehicle, or a filter names nothing', async () => {
    const brands = (await getJson(t.app, '/api/frontend/brand?size=100')).body.data;
    const honda = brands.find((b: { name: string }) => b.name === 'Honda').id;
    const wrongBrand = await filter({ ...camry, brandId: honda });
    expect(wrongBrand.status).toBe(404);
    expect(wrongBrand.body.code).toBe('NOT_FOUND');
    const years = (await getJson(t.app, '/api/frontend/dashboard/year')).body.data;
    const y1995 = years.find((y: { value: number }) => y.value === 1995)?.id ?? 1;
    const prius = (await getJson(t.app, `/api/frontend/model?brandId=${camry.brandId}&size=100`)).body.data.find(
      (m: { name: string }) => m.name === 'Prius',
    ).id;
    expect((await filter({ ...camry, modelId: prius, yearId: y1995 })).status).toBe(404);
    expect((await filter({ ...camry, categoryId: 999999 })).body).toMatchObject({
      statusCode: 404,
      message: 'Category 999999 not found',
    });
    expect((await filter({ ...camry, brandItemId: 999999 })).status).toBe(404);
  });

  it.each([
    [{}, 'yearId'],
    [{ yearId: 1, brandId: 1 }, 'modelId'],
    [{ yearId: 'x', brandId: 1, modelId: 1 }, 'yearId'],
    [{ yearId: -1, brandId: 1, modelId: 1 }, 'yearId'],
    [{ yearId: 1, brandId: 1, modelId: 1, page: -1 }, 'page'],
    [{ yearId: 1, brandId: 1, modelId: 1, size: 0 }, 'size'],
    [{ yearId: 1, brandId: 1, modelId: 1, size: 5000 }, 'size'],
    [{ yearId: 1, brandId: 1, modelId: 1, page: 1e12 }, 'page'],
    [{ yearId: 1, brandId: 1, modelId: 1, position: 'Roof' }, 'position'],
    [{ yearId: 1, brandId: 1, modelId: 1, categoryId: 'x'.repeat(10_000) }, 'categoryId'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await filter(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect(response.body.message).toContain(field);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/frontend/dashboard',
      headers: { 'content-type': 'application/json' },
      payload: '{"yearId":',
    });
    expect(response.statusCode).toBe(400);
  });
});
