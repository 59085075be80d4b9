// The settings' Khmer descriptions on a database that already ran the shop: every setting the shop started with gets
// the Khmer description the demo seed gives a new shop, unless staff had already changed its English description.
import { describe, expect, it } from 'vitest';
import { demoConfiguration } from '../../src/seeders/catalog/shop-data.ts';
import { upgradeFrom } from '../support/upgrade.ts';

describe('upgrading to Khmer setting descriptions', () => {
  it('describes every starting setting in Khmer, and leaves a description staff rewrote alone', async () => {
    const rewritten = 'contact.phone';
    const rows = await upgradeFrom(
      'Migration20261210030000_telegram_news_in_code',
      async (db) => {
        for (const setting of demoConfiguration)
          await db.query(
            `insert into configuration (key, value, description, is_public, created_at, updated_at)
           values ($1, $2, $3, $4, now(), now())`,
            [setting.key, setting.value, setting.key === rewritten ? 'Hotline' : setting.description, setting.isPublic],
          );
      },
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
