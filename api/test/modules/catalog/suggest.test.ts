import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { getJson, withDatabase } from '../../support/catalog.ts';

let t: TestApp;
let sample: { id: number; part_number: string; name: string; name_kh: string };
let maker: { id: number; name: string };
beforeAll(async () => {
  t = await startTestApp();
  ({ sample, maker } = await withDatabase(t.databaseUrl, async (db) => {
    const part = await db.query(
      `select id, part_number, name, name_kh from part where name = 'Brake Pad Set' and name_kh is not null order by id limit 1`,
    );
    const brandItem = await db.query(`select id, name from brand_item order by id limit 1`);
    return { sample: part.rows[0], maker: brandItem.rows[0] };
  }));
});
afterAll(() => t?.close());

const suggest = (query: string) => getJson(t.app, `/api/frontend/dashboard/suggest?query=${encodeURIComponent(query)}`);

describe('GET /api/frontend/dashboard/suggest', () => {
  it('suggests the part whose number is typed, first, whatever the case and dashes', async () => {
    for (const query of [sample.part_number, sample.part_number.toLowerCase().replace('-', '')]) {
      const { status, body } = await suggest(query);
      expect(status, query).toBe(200);
      expect(body.data.parts[0], query).toEqual({
        id: sample.id,
        partNumber: sample.part_number,
        name: sample.name,
        nameKh: sample.name_kh,
      });
    }
  });

  it('suggests parts by a word of their English or Khmer name, at most five', async () => {
    for (const query of ['brake pad', sample.name_kh]) {
      const { body } = await suggest(query);
      expect(body.data.parts.length, query).toBeGreaterThan(0);
      expect(body.data.parts.length, query).toBeLessThanOrEqual(5);
      for (const part of body.data.parts)
        expect(`${part.name} ${part.nameKh}`.toLowerCase(), query).toMatch(/brake|ហ្វ្រាំង|[\u1780-\u17FF]/);
    }
  });

  it('suggests makers and categories whose name starts with what was typed', async () => {
    const { body } = await suggest(maker.name.slice(0, 3));
    expect(body.data.makers.map((m: { id: number }) => m.id)).toContain(maker.id);
    const brakes = await suggest('brak');
    expect(
      brakes.body.data.categories
        .map((c: { name: string }) => c.name.toLowerCase())
        .some((name: string) => name.startsWith('brak')),
    ).toBe(true);
  });

  it('answers empty lists when nothing matches, and 400 naming the query when it is missing or too long', async () => {
    expect((await suggest('zzqqxxjj')).body.data).toEqual({ parts: [], makers: [], categories: [] });
    const missing = await getJson(t.app, '/api/frontend/dashboard/suggest');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/query/);
    expect((await suggest('x'.repeat(101))).status).toBe(400);
  });

  it('treats % and _ as plain characters', async () => {
    const { status, body } = await suggest('%_%');
    expect(status).toBe(200);
    expect(body.data.makers).toEqual([]);
    expect(body.data.categories).toEqual([]);
  });
});
