import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { postJson, withDatabase } from '../../support/catalog.ts';

let t: TestApp;
let sample: {
  id: number;
  part_number: string;
  part_number_key: string;
  name: string;
  name_kh: string;
  brand_item_id: number;
};
beforeAll(async () => {
  t = await startTestApp();
  sample = await withDatabase(t.databaseUrl, async (db) => {
    // A dashed OEM-style part number of a brake pad set, to type in several ways.
    const { rows } = await db.query(
      `select id, part_number, part_number_key, name, name_kh, brand_item_id from part
       where part_number ~ '^[0-9]{5}-[0-9]{3}[A-Z][0-9]$' and name = 'Brake Pad Set' order by id limit 1`,
    );
    return rows[0];
  });
});
afterAll(() => t?.close());

const search = (body: object) => postJson(t.app, '/api/frontend/dashboard/search/part-or-keyword', body);
const ids = (body: { data: { id: number }[] }) => body.data.map((p) => p.id);

describe('POST /api/frontend/dashboard/search/part-or-keyword', () => {
  it('finds a part number however it is typed (case, spaces, dashes), exact hits first', async () => {
    expect(sample).toBeDefined();
    const variants = [
      sample.part_number,
      sample.part_number.toLowerCase(),
      sample.part_number.replace('-', ''),
      sample.part_number.replace('-', ' '),
      ` ${sample.part_number.replace('-', ' - ')} `,
    ];
    for (const query of variants) {
      const { status, body } = await search({ query, size: 5 });
      expect(status).toBe(200);
      expect(body.data[0]).toMatchObject({ id: sample.id, partNumber: sample.part_number, match: 'exact' });
    }
  });

  it('finds a mistyped part number (two digits swapped, or one wrong), ranked first', async () => {
    const key = sample.part_number;
    const swapped = `${key.slice(0, 1)}${key[2]}${key[1]}${key.slice(3)}`;
    const wrong = `${key.slice(0, 7)}${key[7] === '9' ? '1' : '9'}${key.slice(8)}`;
    for (const query of [swapped, wrong]) {
      const { body } = await search({ query, size: 5 });
      expect(body.data[0], query).toMatchObject({ id: sample.id, match: 'similar' });
    }
  });

  it('finds part numbers by their beginning', async () => {
    const prefix = sample.part_number_key.slice(0, 7);
    const { body } = await search({ query: prefix, size: 50 });
    expect(ids(body)).toContain(sample.id);
    // A prefix hit starts with the query: its own number, or the cross-reference number it names (part-numbers.test.ts).
    const key = (n: string) => n.toLowerCase().replace(/[\s-]/g, '');
    expect(
      body.data
        .filter((p: { match: string }) => p.match === 'prefix')
        .every((p: { partNumber: string; matchedNumber?: { number: string } }) =>
          key(p.matchedNumber?.number ?? p.partNumber).startsWith(prefix),
        ),
    ).toBe(true);
  });

  it('finds names in English and Khmer, with a typo, and by maker or category name', async () => {
    const english = (await search({ query: 'brak pad', size: 100 })).body;
    expect(english.data.length).toBeGreaterThan(0);
    expect(
      english.data
        .filter((p: { match: string }) => p.match === 'keyword')
        .every((p: { name: string }) => p.name === 'Brake Pad Set'),
    ).toBe(true);
    const khmer = (await search({ query: 'បន្ទះហ្វ្រាំ', size: 100 })).body;
    expect(khmer.data.length).toBeGreaterThan(0);
    expect(khmer.data.every((p: { nameKh: string }) => p.nameKh.includes('បន្ទះហ្វ្រាំង'))).toBe(true);
    const maker = (await search({ query: 'akebono', size: 10 })).body;
    expect(maker.data.length).toBeGreaterThan(0);
    expect(
      maker.data.every(
        (p: { maker: { name: string }; match: string }) => p.maker.name === 'Akebono' && p.match === 'maker',
      ),
    ).toBe(true);
    const category = (await search({ query: 'Spark Plugs', size: 100 })).body;
    expect(category.data.some((p: { category: { name: string } }) => p.category.name === 'Spark Plugs')).toBe(true);
  });

  it('pages the ranked results without overlap', async () => {
    const all = ids((await search({ query: 'brake', size: 30 })).body);
    const first = (await search({ query: 'brake', page: 0, size: 15 })).body;
    const second = (await search({ query: 'brake', page: 1, size: 15 })).body;
    expect([...ids(first), ...ids(second)]).toEqual(all);
    expect(first.pagination.totalCount).toBeGreaterThanOrEqual(30);
  });

  it("with a maker and no query, lists that maker's parts (the brand-item lookup); with both, searches only that maker", async () => {
    const { body } = await search({ brandId: sample.brand_item_id, size: 100 });
    const count = await withDatabase(t.databaseUrl, async (db) =>
      Number(
        (await db.query('select count(*) from part where brand_item_id = $1', [sample.brand_item_id])).rows[0].count,
      ),
    );
    expect(body.pagination.totalCount).toBe(count);
    expect(body.data.every((p: { maker: { id: number } }) => p.maker.id === sample.brand_item_id)).toBe(true);
    const narrowed = (await search({ brandId: sample.brand_item_id, query: 'pad', size: 100 })).body;
    expect(narrowed.data.every((p: { maker: { id: number } }) => p.maker.id === sample.brand_item_id)).toBe(true);
  });

  it('answers an empty page for a query that matches nothing, naming the word it could not use', async () => {
    const { status, body } = await search({ query: 'zzqqxxjj', size: 10 });
    expect(status).toBe(200);
    expect(body).toEqual({
      data: [],
      pagination: { page: 0, pageSize: 10, totalCount: 0, totalPage: 0 },
      unusedWords: ['zzqqxxjj'],
    });
  });

  it.each(["'; drop table part; --", '%', '_', '\\', '?', '%%%_\\\\', "O'Reilly ' or 1=1", 'ក', '$1'])(
    'treats %j as text, never as SQL',
    async (query) => {
      const { status } = await search({ query, size: 5 });
      expect(status).toBe(200);
    },
  );

  it('keeps the catalogue intact after hostile queries', async () => {
    const count = await withDatabase(t.databaseUrl, async (db) =>
      Number((await db.query('select count(*) from part')).rows[0].count),
    );
    expect(count).toBe(3000);
  });

  it.each([
    [{}, 'query'],
    [{ query: '   ' }, 'query'],
    [{ query: 'x'.repeat(101) }, 'query'],
    [{ query: { text: 'pad' } }, 'query'],
    [{ query: 'pad', brandId: 0 }, 'brandId'],
    [{ query: 'pad', size: 1000 }, 'size'],
    [{ query: 'pad', page: -2 }, 'page'],
  ])('answers 400 for %j', async (body, field) => {
    const response = await search(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
  });

  it('answers 404 for an unknown maker', async () => {
    expect((await search({ brandId: 999999 })).body).toMatchObject({
      statusCode: 404,
      message: 'Maker 999999 not found',
    });
  });
});

describe('POST /api/frontend/dashboard/accessory/search/part-or-keyword', () => {
  it('finds accessories by name in English or Khmer and by part number', async () => {
    const camera = (
      await postJson(t.app, '/api/frontend/dashboard/accessory/search/part-or-keyword', {
        query: 'dash camra',
        size: 50,
      })
    ).body;
    expect(camera.data.length).toBeGreaterThan(0);
    expect(camera.data[0].name).toMatch(/^Dash Camera/);
    const khmer = (
      await postJson(t.app, '/api/frontend/dashboard/accessory/search/part-or-keyword', { query: 'កម្រាលជើង', size: 50 })
    ).body;
    expect(khmer.data.length).toBeGreaterThan(0);
    const number = camera.data[0].partNumber;
    const exact = (
      await postJson(t.app, '/api/frontend/dashboard/accessory/search/part-or-keyword', { query: number.toLowerCase() })
    ).body;
    expect(exact.data[0]).toMatchObject({ partNumber: number, match: 'exact' });
  });
});
