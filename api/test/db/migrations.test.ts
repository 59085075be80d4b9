import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOrm, prepareDatabase, type Orm } from '../../src/db/orm.ts';
import { Brand } from '../../src/modules/catalog/brand.entity.ts';
import { User } from '../../src/modules/identity/user.entity.ts';
import { verifyPassword } from '../../src/modules/identity/password.ts';
import { demoAccounts } from '../../src/seeders/demo-accounts.ts';
import { demoBrands } from '../../src/seeders/demo-catalog.ts';
import { DemoSeeder } from '../../src/seeders/demo.seeder.ts';
import { createTestDatabase, dropTestDatabase } from '../support/database.ts';
import { upgradeFrom } from '../support/upgrade.ts';

let url: string;
let orm: Orm;
beforeAll(async () => {
  url = await createTestDatabase();
  orm = await initOrm(url);
});
afterAll(async () => {
  await orm?.close();
  await dropTestDatabase(url);
});

describe('migrations and demo data', () => {
  it('the committed migrations build exactly the schema the entities describe', async () => {
    await prepareDatabase(orm, url, { seedDemo: false });
    expect(await orm.em.fork().count(User, {})).toBe(0);
    const drift = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(drift.trim()).toBe('');
  });

  it('seeds the demo accounts (argon2id) and brands on first run, and is a no-op when run again', async () => {
    await prepareDatabase(orm, url, { seedDemo: true });
    await orm.seeder.seed(DemoSeeder);
    const em = orm.em.fork();
    const users = await em.find(User, {}, { populate: ['passwordHash'], orderBy: { id: 'asc' } });
    expect(users.map((u) => [u.email, u.type, u.name])).toEqual(demoAccounts.map((a) => [a.email, a.type, a.name]));
    for (const [index, user] of users.entries()) {
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user.passwordHash!, demoAccounts[index]!.password)).toBe(true);
    }
    expect(await em.count(Brand, {})).toBe(demoBrands.length);
  });

  it('keeps e-mail addresses unique', async () => {
    const em = orm.em.fork();
    em.create(User, { type: 'CUSTOMER', email: demoAccounts[0]!.email, name: 'Copy', passwordHash: 'x' });
    await expect(em.flush()).rejects.toThrow(/unique/i);
  });
});

describe('the supplier account link migration', () => {
  it('repairs accounts made before the link: orphans run the first supplier, stray ids are cleared', async () => {
    const rows = await upgradeFrom(
      'Migration20261121053651_catalog',
      async (db) => {
        await db.query(
          `insert into supplier (name, phone, email, address, enabled, created_at, updated_at) values ('First', '1', 'a@b.c', 'x', true, now(), now()), ('Second', '2', 'b@b.c', 'y', true, now(), now())`,
        );
        await db.query(`insert into user_account (type, name, email, supplier_id, enabled, dealer_approved, token_version, created_at, updated_at) values
          ('SUPPLIER', 'Orphan', 'orphan@test.parts', null, true, false, 0, now(), now()),
          ('SUPPLIER', 'Lost', 'lost@test.parts', 999, true, false, 0, now(), now()),
          ('CUSTOMER', 'Stray', 'stray@test.parts', 2, true, false, 0, now(), now())`);
      },
      async (db) =>
        (
          await db.query(
            `select u.email, s.name as supplier from user_account u left join supplier s on s.id = u.supplier_id order by u.id`,
          )
        ).rows,
    );
    expect(rows).toEqual([
      { email: 'orphan@test.parts', supplier: 'First' },
      { email: 'lost@test.parts', supplier: 'First' },
      { email: 'stray@test.parts', supplier: null },
    ]);
  });
});

const iso = (rows: { at: Date }[]) => rows.map((row) => row.at.toISOString());

describe('the migration that puts items, units, invoices, notifications and KHQR codes on the base entity', () => {
  it("starts each old row's updated_at at the last change its own columns record, else at its created_at", async () => {
    const { notifications, items } = await upgradeFrom(
      'Migration20261212050100_vehicle_riel',
      async (db) => {
        await db.query(`insert into user_account (type, name, email, enabled, dealer_approved, token_version, created_at, updated_at)
          values ('CUSTOMER', 'Reader', 'reader@test.parts', true, false, 0, now(), now())`);
        await db.query(`insert into notification (user_id, kind, title, message, seen, seen_at, created_at) values
          ((select id from user_account), 'ORDER_STATUS', 'Seen', 'x', true, '2026-12-02T00:00:00Z', '2026-12-01T00:00:00Z'),
          ((select id from user_account), 'ORDER_STATUS', 'New', 'x', false, null, '2026-12-03T00:00:00Z')`);
        await db.query(`insert into item (type, created_at) values ('Part', '2026-11-30T00:00:00Z')`);
      },
      async (db) => ({
        notifications: iso((await db.query(`select updated_at as at from notification order by id`)).rows),
        items: iso((await db.query(`select updated_at as at from item`)).rows),
      }),
    );
    expect(notifications).toEqual(['2026-12-02T00:00:00.000Z', '2026-12-03T00:00:00.000Z']);
    expect(items).toEqual(['2026-11-30T00:00:00.000Z']);
  });
});

describe('the migration that puts fitments, part numbers, order lines and provinces on the base entity', () => {
  it('dates each old row by the last change recorded of it: its audit entries, its part, its order, its cancel', async () => {
    const times = await upgradeFrom(
      'Migration20261213040000_base_entity_more',
      async (db) => {
        const id = async (query: string) => (await db.query<{ id: number }>(query)).rows[0]!.id;
        // The rows alone are dated: the catalogue and orders around them need not be whole.
        await db.query(`set session_replication_role = replica`);
        const part =
          await id(`insert into part (item_id, part_number, part_number_key, name, brand_item_id, category_id, created_at, updated_at)
          values (1, 'AN-1', 'an1', 'Brake Pad Set', 1, 1, '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z') returning id`);
        const fit = (model: number) =>
          id(`insert into part_fit (part_id, year_id, brand_id, model_id, position, category_id, brand_item_id)
            values (${part}, 1, 1, ${model}, 'Main', 1, 1) returning id`);
        const seeded = await fit(1);
        const edited = await fit(2);
        const imported = await fit(3);
        const number = async () =>
          id(
            `insert into part_number (part_id, kind, number, number_key) values (${part}, 'OEM', 'X-${part}', 'x${part}') returning id`,
          );
        const firstNumber = await number();
        const order =
          await id(`insert into shop_order (user_id, status, total, payment_method, shipping_option, location_id, address, created_at, updated_at)
          values (1, 'PENDING', 0, 'CASH', 'Ground Way', 1, 'Street', '2026-11-05T00:00:00Z', '2026-11-05T00:00:00Z') returning id`);
        const line = (cancelledAt: string | null) =>
          id(`insert into order_detail (order_id, part_id, stock_id, supplier_id, item_unit_id, quantity, factor, base_quantity, unit_price, line_total, status, cancelled_at)
            values (${order}, 1, 1, 1, 1, 1, 1, 1, 1, 1, '${cancelledAt ? 'CANCELLED' : 'OPEN'}', ${cancelledAt ? `'${cancelledAt}'` : 'null'}) returning id`);
        const open = await line(null);
        const cancelled = await line('2026-11-06T00:00:00Z');
        const added = await id(
          `insert into location (code, name, name_kh, type, sort_order) values ('XX', 'Added', 'បន្ថែម', 'PROVINCE', 99) returning id`,
        );
        const province = await id(`select min(id) as id from location`);
        await db.query(`insert into audit_entry (at, actor_id, entity, entity_id, action, changes) values
          ('2026-11-02T00:00:00Z', 1, 'part-fit', ${edited}, 'create', '[]'),
          ('2026-11-03T00:00:00Z', 1, 'part-fit', ${edited}, 'update', '[]'),
          ('2026-11-04T00:00:00Z', 1, 'part-fit', ${imported}, 'create', '[]'),
          ('2026-11-07T00:00:00Z', 1, 'part', ${part}, 'update', '[{"field": "numbers", "from": [], "to": ["OEM X"]}]'),
          ('2026-11-08T00:00:00Z', 1, 'part', ${part}, 'update', '[{"field": "name", "from": "A", "to": "B"}]'),
          ('2026-11-09T00:00:00Z', 1, 'location', ${added}, 'create', '[]'),
          ('2026-11-10T00:00:00Z', 1, 'location', ${added}, 'update', '[]')`);
        return { seeded, edited, imported, firstNumber, open, cancelled, added, province };
      },
      async (db, ids) => {
        const timesOf = async (table: string, id: number) => {
          const { rows } = await db.query(`select created_at, updated_at from ${table} where id = $1`, [id]);
          return [rows[0].created_at.toISOString(), rows[0].updated_at.toISOString()];
        };
        const migrated = (
          await db.query(`select executed_at from mikro_orm_migrations where name = 'Migration20261121051527_identity'`)
        ).rows[0].executed_at.toISOString();
        return {
          fits: [
            await timesOf('part_fit', ids.seeded),
            await timesOf('part_fit', ids.edited),
            await timesOf('part_fit', ids.imported),
          ],
          number: await timesOf('part_number', ids.firstNumber),
          lines: [await timesOf('order_detail', ids.open), await timesOf('order_detail', ids.cancelled)],
          provinces: [await timesOf('location', ids.province), await timesOf('location', ids.added)],
          migrated,
          nulls: (
            await db.query(`select
              (select count(*) from part_fit where created_at is null or updated_at is null) +
              (select count(*) from part_number where created_at is null or updated_at is null) +
              (select count(*) from location where created_at is null or updated_at is null) as n`)
          ).rows[0].n,
        };
      },
      // Up to this migration only: its old rows are partial (no brand behind a fitment), which later migrations'
      // fills need not allow for.
      { to: 'Migration20261214010000_base_entity_fits_numbers_lines_provinces' },
    );
    expect(times.fits).toEqual([
      ['2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
      ['2026-11-02T00:00:00.000Z', '2026-11-03T00:00:00.000Z'],
      ['2026-11-04T00:00:00.000Z', '2026-11-04T00:00:00.000Z'],
    ]);
    expect(times.number).toEqual(['2026-11-07T00:00:00.000Z', '2026-11-07T00:00:00.000Z']);
    expect(times.lines).toEqual([
      ['2026-11-05T00:00:00.000Z', '2026-11-05T00:00:00.000Z'],
      ['2026-11-05T00:00:00.000Z', '2026-11-06T00:00:00.000Z'],
    ]);
    expect(times.provinces).toEqual([
      [times.migrated, times.migrated],
      ['2026-11-09T00:00:00.000Z', '2026-11-10T00:00:00.000Z'],
    ]);
    expect(times.nulls).toBe('0');
  });
});
