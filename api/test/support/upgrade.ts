// The one set-up of a migration's test on data an older install holds: a new database migrated up to that install's
// last migration, rows written as it wrote them (plain SQL on its schema), then migrated on as an upgrade would.
import type pg from 'pg';
import { initOrm } from '../../src/db/orm.ts';
import { withDatabase } from './catalog.ts';
import { createTestDatabase, dropTestDatabase } from './database.ts';

/**
 * Runs `oldRows` on a database migrated up to `migration` (its full name, `Migration…_name`), migrates it on to the
 * newest (or to `to`), and answers what `check` answers, given what `oldRows` answered (the old rows' ids). Each
 * callback has its own connection; the database is dropped afterwards, whatever happened.
 */
export async function upgradeFrom<Old, Checked>(
  migration: string,
  oldRows: (db: pg.Client) => Promise<Old>,
  check: (db: pg.Client, old: Old) => Promise<Checked>,
  { to }: { to?: string } = {},
): Promise<Checked> {
  const url = await createTestDatabase();
  try {
    const orm = await initOrm(url);
    try {
      await orm.migrator.up({ to: migration });
      const old = await withDatabase(url, oldRows);
      await orm.migrator.up(to === undefined ? undefined : { to });
      return await withDatabase(url, (db) => check(db, old));
    } finally {
      await orm.close();
    }
  } finally {
    await dropTestDatabase(url);
  }
}
