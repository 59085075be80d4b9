// The currency migration on a database that already ran the shop: the KHR row takes over the configured
// riel rate and the old setting goes, so there is one rate to keep.
import { describe, expect, it } from 'vitest';
import { upgradeFrom } from '../support/upgrade.ts';

/** The currencies and the old setting after upgrading a shop configured with this riel rate (or none). */
const upgradedWith = (rate: string | null) =>
  upgradeFrom(
    'Migration20261121073001_review',
    async (db) => {
      if (rate !== null)
        await db.query(
          `insert into configuration (key, value, is_public, created_at, updated_at) values ('currency.khr-per-usd', $1, true, now(), now())`,
          [rate],
        );
    },
    async (db) => ({
      currencies: (await db.query('select code, rate::text as rate, active from currency order by id')).rows,
      setting: (await db.query(`select count(*)::int as n from configuration where key = 'currency.khr-per-usd'`))
        .rows[0].n,
    }),
  );

describe('upgrading to currencies', () => {
  it('gives KHR the configured rate and retires the setting', async () => {
    expect(await upgradedWith('4025')).toEqual({
      currencies: [
        { code: 'USD', rate: '1.000000', active: true },
        { code: 'KHR', rate: '4025.000000', active: true },
      ],
      setting: 0,
    });
  });

  it('falls back to 4100 riel per dollar without a usable setting', async () => {
    expect((await upgradedWith('not a number')).currencies[1]).toEqual({
      code: 'KHR',
      rate: '4100.000000',
      active: true,
    });
    expect((await upgradedWith(null)).currencies[1]).toEqual({ code: 'KHR', rate: '4100.000000', active: true });
  });
});
