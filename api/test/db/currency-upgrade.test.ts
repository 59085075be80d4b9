// The currency migration on a database that already ran the shop: the KHR row takes over the configured
// riel rate and the old setting goes, so there is one rate to keep.
import { afterAll, describe, expect, it } from 'vitest';
import { initOrm, type Orm } from '../../src/db/orm.ts';
import { createTestDatabase, dropTestDatabase } from '../support/database.ts';
import { withDatabase } from '../support/catalog.ts';

const urls: string[] = [];
const orms: Orm[] = [];
afterAll(async () => {
  for (const orm of orms) await orm.close();
  for (const url of urls) await dropTestDatabase(url);
});

/** A database migrated up to just before the currencies, with this configured riel rate (or none). */
async function before(rate: string | null) {
  const url = await createTestDatabase();
  urls.push(url);
  const orm = await initOrm(url);
  orms.push(orm);
  await orm.migrator.up({ to: 'Migration20261121073001_review' });
  if (rate !== null) {
    await withDatabase(url, (db) =>
      db.query(
        `insert into configuration (key, value, is_public, created_at, updated_at) values ('currency.khr-per-usd', $1, true, now(), now())`,
        [rate],
      ),
    );
  }
  await orm.migrator.up();
  return withDatabase(url, async (db) => ({
    currencies: (await db.query('select code, rate::text as rate, active from currency order by id')).rows,
    setting: (await db.query(`select count(*)::int as n from configuration where key = 'currency.khr-per-usd'`)).rows[0]
      .n,
  }));
}

describe('upgrading to currencies', () => {
  it('gives KHR the configured rate and retires the setting', async () => {
    expect(await before('4025')).toEqual({
      currencies: [
        { code: 'USD', rate: '1.000000', active: true },
        { code: 'KHR', rate: '4025.000000', active: true },
      ],
      setting: 0,
    });
  });

  it('falls back to 4100 riel per dollar without a usable setting', async () => {
    expect((await before('not a number')).currencies[1]).toEqual({ code: 'KHR', rate: '4100.000000', active: true });
    expect((await before(null)).currencies[1]).toEqual({ code: 'KHR', rate: '4100.000000', active: true });
  });
});
