// The districts migration on a database whose delivery zones typed their districts: each typed district becomes a
// district row of its province (once, whatever the case it was typed in), the zones point at their rows, and the
// whole-province zones name none.
import { describe, expect, it } from 'vitest';
import { upgradeFrom } from '../support/upgrade.ts';

describe('upgrading typed districts to district rows', () => {
  it('makes a row per province and district and points each zone at its own', async () => {
    const { pp, kandal, districts, zones } = await upgradeFrom(
      'Migration20261210020000_dashboard_delivery_fees',
      async (db) => {
        const [pp, kandal] = (await db.query(`select id, code from location order by id limit 2`)).rows as {
          id: number;
          code: string;
        }[];
        const zone = (location: number, district: string | null, districtKh: string | null) =>
          db.query(
            `insert into delivery_zone (location_id, district, district_kh, options, created_at, updated_at) values ($1, $2, $3, '[]', now(), now())`,
            [location, district, districtKh],
          );
        await zone(pp!.id, null, null);
        await zone(pp!.id, 'Toul Kork', 'ទួលគោក');
        await zone(kandal!.id, 'Toul Kork', 'ទួលគោក');
        await zone(kandal!.id, 'Ta Khmau', 'តាខ្មៅ');
        return { pp: pp!.code, kandal: kandal!.code };
      },
      async (db, provinces) => ({
        ...provinces,
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
      }),
    );
    expect(districts).toEqual([
      { code: pp, name: 'Toul Kork', name_kh: 'ទួលគោក' },
      { code: kandal, name: 'Ta Khmau', name_kh: 'តាខ្មៅ' },
      { code: kandal, name: 'Toul Kork', name_kh: 'ទួលគោក' },
    ]);
    expect(zones).toEqual([
      { code: pp, district: null },
      { code: pp, district: 'Toul Kork' },
      { code: kandal, district: 'Toul Kork' },
      { code: kandal, district: 'Ta Khmau' },
    ]);
  });
});
