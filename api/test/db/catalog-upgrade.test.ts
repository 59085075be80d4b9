import { describe, expect, it } from 'vitest';
import { upgradeFrom } from '../support/upgrade.ts';

describe('upgrading a catalogue made before the fitment counts and search names', () => {
  it('fills them from the rows already there', async () => {
    const { counts, names } = await upgradeFrom(
      'Migration20261121053651_catalog',
      (db) =>
        db.query(`
        insert into brand (id, name, sort_order, created_at) values (1, 'Toyota', 0, now());
        insert into year (id, value, created_at) values (1, 2015, now());
        insert into vehicle_model (id, brand_id, name, created_at) values (1, 1, 'Camry', now());
        insert into vehicle_model_year (model_id, year_id) values (1, 1);
        insert into category (id, name, sort_order, created_at) values (1, 'Brakes', 0, now());
        insert into brand_item (id, name, created_at) values (1, 'Akebono', now());
        insert into item (id, type, created_at) values (1, 'Part', now()), (2, 'Part', now());
        insert into part (id, item_id, part_number, part_number_key, name, name_kh, brand_item_id, category_id, created_at, updated_at)
          values (1, 1, 'AN-1', 'an1', 'Brake Pad Set', 'ឈុតបន្ទះហ្វ្រាំង', 1, 1, now(), now()),
                 (2, 2, 'AN-2', 'an2', 'Brake Pad Set', 'ឈុតបន្ទះហ្វ្រាំង', 1, 1, now(), now());
        insert into part_fit (part_id, year_id, brand_id, model_id, position, category_id, brand_item_id) values (1, 1, 1, 1, 'FRONT', 0, 0), (2, 1, 1, 1, 'Rear', 0, 0);`),
      async (db) => ({
        counts: (await db.query('select position, count from part_fit_count order by position')).rows,
        names: (await db.query('select kind, count from search_name')).rows,
      }),
    );
    expect(counts).toEqual([
      { position: 'FRONT', count: 1 },
      { position: 'Rear', count: 1 },
    ]);
    expect(names).toEqual([{ kind: 'part', count: 2 }]);
  });
});
