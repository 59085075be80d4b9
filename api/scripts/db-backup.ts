// `pnpm db:backup [FILE]`: a consistent backup of the shop's database (see src/db/backup.ts) to FILE, by default
// $DATA_DIR/backups/shop-<UTC time>.backup.gz. Safe while the shop runs.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { backupDatabase } from '../src/db/backup.ts';
import { runMaintenance } from './maintenance.ts';
import { openShopDatabase } from './shop-database.ts';

await runMaintenance(async () => {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const file = process.argv[2]
    ? resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2])
    : resolve(`${loadConfig().dataDir}/backups/shop-${stamp}.backup.gz`);
  mkdirSync(dirname(file), { recursive: true });
  const database = await openShopDatabase();
  try {
    const header = await backupDatabase(database.url, file);
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    const orders = header.tables.find((table) => table.name === 'shop_order')?.rows ?? 0;
    console.log(
      `backed up ${database.description}: ${header.tables.length} tables, ${rows} rows (${orders} orders) to ${file}`,
    );
  } finally {
    await database.close();
  }
});
