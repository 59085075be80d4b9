// The districts migration on a database whose delivery zones typed their districts: each typed district becomes a
// district row of its province (once, whatever the case it was typed in), the zones point at their rows, and the
// whole-province zones name none.
import { afterAll, describe, expect, it } from 'vitest';
import { initOrm, type Orm } from '../../src/db/orm.ts';
import { createTestDatabase, dropTestDatabase } from '../support/database.ts';
import { withDatabase } from '../support/catalog.ts';

let url: string;
let orm: Orm;
afterAll(async () => {
  await orm?.close();
  if (url) await dropTestDatabase(url);
});

describe('upgrading typed districts to district rows', () => {
  it('makes a row per province and district and points each zone at its own', async () => {
    url = await createTestDatabase();
    orm = await initOrm(url);
    await orm.migrator.up({ to: 'Migration20261210020000_dashboard_delivery_fees' });
    await withDatabase(url, async (db) => {
      const [pp, kandal] = (await db.query(`select id from location order by id limit 2`)).rows.map((row) => row.id);
      const zone = (location: number, district: string | null, districtKh: string | null) =>
        db.query(
          `insert into delivery_zone (location_id, district, district_kh, options, created_at, updated_at) values ($1, $2, $3, '[]', now(), now())`,
          [location, district, districtKh],
        );
      await zone(pp, null, null);
      await zone(pp, 'Toul Kork', 'ទួលគោក');
      await zone(kandal, 'Toul Kork', 'ទួលគោក');
      await zone(kandal, 'Ta Khmau', 'តាខ្មៅ');
    });
    await orm.migrator.up();
    const rows = await withDatabase(url, async (db) => ({
      districts: (
        await db.query(
          `select l.code, d.name, d.name_kh from district d join location l on l.id = d.location_id order by d.location_id, d.name`,
        )
      ).rows,
      zones: (
        await db.query(
          `select l.code, d.name as district from delivery_zone z join location l on l.id = z.location_id left join district d on d.id = z.district_id
           where d.id is null or d.location_id = z.location_id order by z.id`,
        )
      ).rows,
    }));
    const [pp, kandal] = (
      await withDatabase(url, (db) => db.query(`select code from location order by id limit 2`))
    ).rows.map((row) => row.code as string);
    expect(rows.districts).toEqual([
      { code: pp, name: 'Toul Kork', name_kh: 'ទួលគោក' },
      { code: kandal, name: 'Ta Khmau', name_kh: 'តាខ្មៅ' },
      { code: kandal, name: 'Toul Kork', name_kh: 'ទួលគោក' },
    ]);
    expect(rows.zones).toEqual([
      { code: pp, district: null },
      { code: pp, district: 'Toul Kork' },
      { code: kandal, district: 'Toul Kork' },
      { code: kandal, district: 'Ta Khmau' },
    ]);
  });
});
