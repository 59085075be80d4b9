import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOrm, prepareDatabase, type Orm } from '../../src/db/orm.ts';
import { CatalogSeeder } from '../../src/seeders/catalog/catalog.seeder.ts';
import { createTestDatabase, dropTestDatabase } from '../support/database.ts';
import { withDatabase } from '../support/catalog.ts';

let url: string;
let orm: Orm;
let seconds: number;
beforeAll(async () => {
  url = await createTestDatabase();
  orm = await initOrm(url);
  const started = performance.now();
  await prepareDatabase(orm, url, { seedDemo: true });
  seconds = (performance.now() - started) / 1000;
});
afterAll(async () => {
  await orm?.close();
  await dropTestDatabase(url);
});

const count = (table: string) =>
  withDatabase(url, async (db) => Number((await db.query(`select count(*) from ${table}`)).rows[0].count));

describe('demo catalogue', () => {
  // The load time is printed, not asserted: this machine is shared and noisy (speed targets are benchmarks).
  it('has the volumes of a believable shop (the load time is printed)', async () => {
    console.log(`demo catalogue loaded in ${seconds.toFixed(1)} s`);
    expect(await count('brand')).toBeGreaterThanOrEqual(10);
    expect(await count('vehicle_model')).toBe(80);
    expect(await count('year')).toBe(32);
    expect(await count('category')).toBe(40);
    expect(await count('part')).toBe(3000);
    expect(await count('accessory')).toBe(200);
    expect(await count('supplier')).toBe(3);
    expect(await count('store')).toBe(3);
    expect(await count('part_fit')).toBeGreaterThanOrEqual(3000 * 3);
    expect(await count('stock')).toBeGreaterThanOrEqual(3200);
    expect(await count('stock_history')).toBe(await count('stock'));
  });

  it("gives every part fitments within its model's years, positions from the spec, stock and a base unit", async () => {
    const problems = await withDatabase(url, async (db) => ({
      withoutFit: (
        await db.query(
          'select count(*)::int as n from part p where not exists (select 1 from part_fit f where f.part_id = p.id)',
        )
      ).rows[0].n,
      notAVehicle: (
        await db.query(
          'select count(*)::int as n from part_fit f where not exists (select 1 from vehicle_model_year my where my.model_id = f.model_id and my.year_id = f.year_id)',
        )
      ).rows[0].n,
      wrongCopies: (
        await db.query(
          'select count(*)::int as n from part_fit f join part p on p.id = f.part_id where f.category_id <> p.category_id or f.brand_item_id <> p.brand_item_id',
        )
      ).rows[0].n,
      withoutStock: (
        await db.query(
          'select count(*)::int as n from item i where not exists (select 1 from stock s where s.item_id = i.id)',
        )
      ).rows[0].n,
      withoutBaseUnit: (
        await db.query(
          'select count(*)::int as n from item i where not exists (select 1 from item_unit u where u.item_id = i.id and u.is_base and u.factor = 1)',
        )
      ).rows[0].n,
      dealerAbovePrice: (await db.query('select count(*)::int as n from stock where dealer_price > price')).rows[0].n,
    }));
    expect(problems).toEqual({
      withoutFit: 0,
      notAVehicle: 0,
      wrongCopies: 0,
      withoutStock: 0,
      withoutBaseUnit: 0,
      dealerAbovePrice: 0,
    });
  });

  it('names every category in Khmer with a generated SVG image, and most parts in Khmer', async () => {
    const categories = await withDatabase(
      url,
      async (db) =>
        (
          await db.query(
            "select c.name_kh, f.mime_type, convert_from(f.content, 'UTF8') as svg from category c join stored_file f on f.id = c.image_id",
          )
        ).rows,
    );
    expect(categories).toHaveLength(40);
    for (const c of categories) {
      expect(c.name_kh).toMatch(/[\u1780-\u17ff]/);
      expect(c.mime_type).toBe('image/svg+xml');
      expect(c.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    const withKhmer = await withDatabase(url, async (db) =>
      Number((await db.query('select count(*) from part where name_kh is not null')).rows[0].count),
    );
    expect(withKhmer).toBeGreaterThan(2700);
    // Every vehicle model a shopper picks in the filter is named in Khmer too.
    const modelsWithoutKhmer = await withDatabase(url, async (db) =>
      (await db.query(`select name from vehicle_model where name_kh is null or name_kh !~ '[\u1780-\u17ff]'`)).rows.map(
        (row) => row.name,
      ),
    );
    expect(modelsWithoutKhmer).toEqual([]);
  });

  it('keeps the fitment copies equal to the part when a part changes category or maker', async () => {
    await withDatabase(url, async (db) => {
      const { rows } = await db.query('select id from part order by id limit 1');
      await db.query(
        'update part set category_id = (select max(id) from category), brand_item_id = (select min(id) from brand_item) where id = $1',
        [rows[0].id],
      );
      const fits = (
        await db.query('select distinct category_id, brand_item_id from part_fit where part_id = $1', [rows[0].id])
      ).rows;
      expect(fits).toEqual([{ category_id: await max(db, 'category'), brand_item_id: await min(db, 'brand_item') }]);
    });
  });

  it('keeps the fitment counts and the search names equal to the rows, through bulk loads and row changes', async () => {
    const drift = (db: pg.Client) =>
      db.query(`select
        (select count(*)::int from (select model_id, year_id, category_id, position, brand_item_id, count(*)::int as n from part_fit
           group by 1, 2, 3, 4, 5 except select model_id, year_id, category_id, position, brand_item_id, count from part_fit_count where count > 0) x) as fits,
        (select count(*)::int from (select search_text, count(*)::int from part group by 1
           except select search_text, count from search_name where kind = 'part' and count > 0) y) as names`);
    await withDatabase(url, async (db) => {
      expect((await drift(db)).rows[0]).toEqual({ fits: 0, names: 0 });
      const { rows } = await db.query('select id from part order by id desc limit 1');
      await db.query(
        "update part set category_id = (select min(id) from category), name = 'Renamed Part' where id = $1",
        [rows[0].id],
      );
      await db.query('delete from part_fit where id = (select min(id) from part_fit)');
      await db.query(
        `insert into part_fit (part_id, year_id, brand_id, model_id, position, category_id, brand_item_id, created_at, updated_at)
        select $1, my.year_id, m.brand_id, m.id, 'Main', 0, 0, now(), now() from vehicle_model_year my join vehicle_model m on m.id = my.model_id
        where not exists (select 1 from part_fit f where f.part_id = $1 and f.model_id = m.id and f.year_id = my.year_id) limit 3`,
        [rows[0].id],
      );
      expect((await drift(db)).rows[0]).toEqual({ fits: 0, names: 0 });
    });
  });

  it('adds nothing when run again', async () => {
    const before = await count('part');
    await orm.seeder.seed(CatalogSeeder);
    expect(await count('part')).toBe(before);
    expect(await count('vehicle_model')).toBe(80);
    expect(await count('category')).toBe(40);
  });
});

async function max(db: pg.Client, table: string) {
  return (await db.query(`select max(id) as v from ${table}`)).rows[0].v;
}
async function min(db: pg.Client, table: string) {
  return (await db.query(`select min(id) as v from ${table}`)).rows[0].v;
}
