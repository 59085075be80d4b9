import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOrm, prepareDatabase, type Orm } from '../../src/db/orm.ts';
import { Brand } from '../../src/modules/catalog/brand.entity.ts';
import { User } from '../../src/modules/identity/user.entity.ts';
import { verifyPassword } from '../../src/modules/identity/password.ts';
import { demoAccounts } from '../../src/seeders/demo-accounts.ts';
import { demoBrands } from '../../src/seeders/demo-catalog.ts';
import { DemoSeeder } from '../../src/seeders/demo.seeder.ts';
import { createTestDatabase, dropTestDatabase } from '../support/database.ts';

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
    const scratch = await createTestDatabase();
    const scratchOrm = await initOrm(scratch);
    try {
      await scratchOrm.migrator.up({ to: 'Migration20261121053651_catalog' });
      const sql = (query: string) => scratchOrm.em.getConnection().execute(query);
      await sql(
        `insert into supplier (name, phone, email, address, enabled, created_at, updated_at) values ('First', '1', 'a@b.c', 'x', true, now(), now()), ('Second', '2', 'b@b.c', 'y', true, now(), now())`,
      );
      await sql(`insert into user_account (type, name, email, supplier_id, enabled, dealer_approved, token_version, created_at, updated_at) values
        ('SUPPLIER', 'Orphan', 'orphan@test.parts', null, true, false, 0, now(), now()),
        ('SUPPLIER', 'Lost', 'lost@test.parts', 999, true, false, 0, now(), now()),
        ('CUSTOMER', 'Stray', 'stray@test.parts', 2, true, false, 0, now(), now())`);
      await scratchOrm.migrator.up();
      const rows = await sql(
        `select u.email, s.name as supplier from user_account u left join supplier s on s.id = u.supplier_id order by u.id`,
      );
      expect(rows).toEqual([
        { email: 'orphan@test.parts', supplier: 'First' },
        { email: 'lost@test.parts', supplier: 'First' },
        { email: 'stray@test.parts', supplier: null },
      ]);
    } finally {
      await scratchOrm.close();
      await dropTestDatabase(scratch);
    }
  });
});

describe('the migration that puts items, units, invoices, notifications and KHQR codes on the base entity', () => {
  it("starts each old row's updated_at at the last change its own columns record, else at its created_at", async () => {
    const scratch = await createTestDatabase();
    const scratchOrm = await initOrm(scratch);
    try {
      await scratchOrm.migrator.up({ to: 'Migration20261212050100_vehicle_riel' });
      const sql = (query: string) => scratchOrm.em.getConnection().execute(query);
      await sql(`insert into user_account (type, name, email, enabled, dealer_approved, token_version, created_at, updated_at)
        values ('CUSTOMER', 'Reader', 'reader@test.parts', true, false, 0, now(), now())`);
      await sql(`insert into notification (user_id, kind, title, message, seen, seen_at, created_at) values
        ((select id from user_account), 'ORDER_STATUS', 'Seen', 'x', true, '2026-12-02T00:00:00Z', '2026-12-01T00:00:00Z'),
        ((select id from user_account), 'ORDER_STATUS', 'New', 'x', false, null, '2026-12-03T00:00:00Z')`);
      await sql(`insert into item (type, created_at) values ('Part', '2026-11-30T00:00:00Z')`);
      await scratchOrm.migrator.up();
      const iso = (rows: Record<string, unknown>[]) =>
        rows.map((row) => new Date(row.updated_at as string).toISOString());
      expect(iso(await sql(`select updated_at from notification order by id`))).toEqual([
        '2026-12-02T00:00:00.000Z',
        '2026-12-03T00:00:00.000Z',
      ]);
      expect(iso(await sql(`select updated_at from item`))).toEqual(['2026-11-30T00:00:00.000Z']);
    } finally {
      await scratchOrm.close();
      await dropTestDatabase(scratch);
    }
  });
});
