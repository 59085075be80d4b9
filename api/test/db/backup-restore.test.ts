// pnpm db:backup / db:restore (src/db/backup.ts): a backup taken while the shop has orders, stock and history,
// restored into a fresh database, holds the same rows in every table; the restored shop runs (its sequences
// go on after the restored ids), and a restore into a database that is not empty is refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, backupDatabase, restoreDatabase } from '../../src/db/backup.ts';
import { repoRoot } from '../../src/config.ts';
import { buildApp } from '../../src/app.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { arrangeStock, call, orderBookProblems } from '../support/commerce.ts';
import { createTestDatabase, dropTestDatabase } from '../support/database.ts';
import { databaseFingerprint } from '../support/database-fingerprint.ts';
import { createAccount } from '../support/identity.ts';

let t: TestApp;
let folder: string;
const restoredUrls: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  folder = mkdtempSync(join(tmpdir(), 'shop-backup-'));
  // Orders, stock changes and their history, a cancelled line: the rows a lost backup would cost.
  const stock = await arrangeStock(t.databaseUrl, { quantity: 30, price: '12.40', dealerPrice: '11.00' });
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  for (let i = 0; i < 3; i += 1) {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER', name: `ស្រី ${i}` });
    expect(
      (
        await call(t.app, shopper.token, 'POST', '/api/frontend/user-location', {
          locationId: province,
          label: 'ផ្ទះ',
          address: 'Street 1',
        })
      ).status,
    ).toBe(201);
    expect(
      (await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { stockId: stock.stockId, quantity: i + 1 }))
        .status,
    ).toBe(201);
    expect(
      (
        await call(t.app, shopper.token, 'POST', '/api/frontend/order', {
          paymentMethod: 'CASH',
          shippingOption: 'Ground Way',
        })
      ).status,
    ).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
  for (const url of restoredUrls) await dropTestDatabase(url);
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const withoutMigrationLog = (print: Record<string, string>) =>
  Object.fromEntries(Object.entries(print).filter(([table]) => table !== 'mikro_orm_migrations'));

describe('backup and restore', () => {
  it('restores every row of every table into a fresh database, and the restored shop works', async () => {
    const file = join(folder, 'shop.backup.gz');
    const header = await backupDatabase(t.databaseUrl, file);
    expect(header.tables.find((table) => table.name === 'shop_order')?.rows).toBe(3);

    const restored = await createTestDatabase();
    restoredUrls.push(restored);
    await restoreDatabase(file, restored);

    const [before, after] = await Promise.all(
      [t.databaseUrl, restored].map((url) => withClient(url, databaseFingerprint)),
    );
    expect(withoutMigrationLog(after!)).toEqual(withoutMigrationLog(before!));
    expect(Object.keys(before!).length).toBeGreaterThan(30);
    expect(await orderBookProblems(restored)).toEqual([]);
    const history = (url: string) =>
      withClient(
        url,
        async (db) =>
          (
            await db.query(
              `select stock_id, quantity_before, quantity_after, reason, note from stock_history order by id`,
            )
          ).rows,
      );
    expect(await history(restored)).toEqual(await history(t.databaseUrl));

    // The restored shop runs: nothing left to migrate, and new rows take new ids (the sequences were restored).
    const app = await buildApp({ config: t.config, databaseUrl: restored });
    try {
      const shopper = await createAccount(app, { type: 'CUSTOMER' });
      const province = (await app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
      expect(
        (
          await call(app, shopper.token, 'POST', '/api/frontend/user-location', {
            locationId: province,
            label: 'Home',
            address: 'Street 2',
          })
        ).status,
      ).toBe(201);
      const stockId = await withClient(
        restored,
        async (db) => (await db.query('select stock_id from order_detail limit 1')).rows[0].stock_id as number,
      );
      expect((await call(app, shopper.token, 'POST', '/api/frontend/cart', { stockId, quantity: 1 })).status).toBe(201);
      const placed = await call(app, shopper.token, 'POST', '/api/frontend/order', {
        paymentMethod: 'CASH',
        shippingOption: 'Ground Way',
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('refuses to restore into a database that is not empty, changing nothing', async () => {
    const file = join(folder, 'again.backup.gz');
    await backupDatabase(t.databaseUrl, file);
    const before = await withClient(t.databaseUrl, databaseFingerprint);
    await expect(restoreDatabase(file, t.databaseUrl)).rejects.toThrow(BackupError);
    await expect(restoreDatabase(file, t.databaseUrl)).rejects.toThrow(
      /is not empty .* restore into a new, empty database/,
    );
    expect(await withClient(t.databaseUrl, databaseFingerprint)).toEqual(before);
  });

  it('works as `pnpm db:backup` and `pnpm db:restore FILE` against DATABASE_URL', () => {
    const file = join(folder, 'cli.backup.gz');
    const run = (script: string, args: string[], url: string) =>
      spawnSync(process.execPath, [script, ...args], {
        cwd: join(repoRoot, 'api'),
        env: { PATH: process.env.PATH ?? '', DATABASE_URL: url },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const backup = run('scripts/db-backup.ts', [file], t.databaseUrl);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/backed up DATABASE_URL .*: \d+ tables, \d+ rows \(3 orders\)/);
    const refused = run('scripts/db-restore.ts', [file], t.databaseUrl);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^error: the database \S+ is not empty/);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
  });
});
