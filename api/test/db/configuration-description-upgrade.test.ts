// The settings' Khmer descriptions on a database that already ran the shop: every setting the shop started with gets
// the Khmer description the demo seed gives a new shop, unless staff had already changed its English description.
import { afterAll, describe, expect, it } from 'vitest';
import { initOrm, type Orm } from '../../src/db/orm.ts';
import { demoConfiguration } from '../../src/seeders/catalog/shop-data.ts';
import { createTestDatabase, dropTestDatabase } from '../support/database.ts';
import { withDatabase } from '../support/catalog.ts';

let url: string | undefined;
let orm: Orm | undefined;
afterAll(async () => {
  await orm?.close();
  if (url) await dropTestDatabase(url);
});

describe('upgrading to Khmer setting descriptions', () => {
  it('describes every starting setting in Khmer, and leaves a description staff rewrote alone', async () => {
    url = await createTestDatabase();
    orm = await initOrm(url);
    await orm.migrator.up({ to: 'Migration20261210030000_telegram_news_in_code' });
    const rewritten = 'contact.phone';
    await withDatabase(url, async (db) => {
      for (const setting of demoConfiguration)
        await db.query(
          `insert into configuration (key, value, description, is_public, created_at, updated_at)
           values ($1, $2, $3, $4, now(), now())`,
          [setting.key, setting.value, setting.key === rewritten ? 'Hotline' : setting.description, setting.isPublic],
        );
    });
    await orm.migrator.up();
    const rows = await withDatabase(
      url,
      async (db) =>
        (await db.query('select key, description_kh from configuration order by key')).rows as {
          key: string;
          description_kh: string | null;
        }[],
    );
    expect(Object.fromEntries(rows.map((row) => [row.key, row.description_kh]))).toEqual(
      Object.fromEntries(
        demoConfiguration.map((setting) => [setting.key, setting.key === rewritten ? null : setting.descriptionKh]),
      ),
    );
  });
});
