// `pnpm db:restore FILE`: restores a backup made by `pnpm db:backup` into the shop's database, which must be
// empty: a new database named by DATABASE_URL, or a fresh embedded cluster (a new DATA_DIR, or the old
// `$DATA_DIR/postgres` moved aside) with the shop stopped.
import { resolve } from 'node:path';
import { restoreDatabase } from '../src/db/backup.ts';
import { runMaintenance } from './maintenance.ts';
import { openShopDatabase } from './shop-database.ts';

await runMaintenance(async () => {
  const given = process.argv[2];
  if (!given) throw new Error('usage: pnpm db:restore FILE   (a file written by pnpm db:backup)');
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const database = await openShopDatabase();
  try {
    const header = await restoreDatabase(file, database.url);
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `restored ${file} (taken ${header.createdAt}) into ${database.description}: ${header.tables.length} tables, ${rows} rows`,
    );
  } finally {
    await database.close();
  }
});
