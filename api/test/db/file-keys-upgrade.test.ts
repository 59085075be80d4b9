// The file-key migration on a database that already ran the shop: every old file gets its own random key, logos
// that named a file by its id name it by its key (so the storefront's logos keep working), other logos stay as
// they were, and files written later by plain SQL get a key too.
import { describe, expect, it } from 'vitest';
import { upgradeFrom } from '../support/upgrade.ts';

describe('upgrading to file keys', () => {
  it('keys every old file at random and moves logos naming /files/<id> to the key', async () => {
    await upgradeFrom(
      'Migration20261124131000_rollup_counts_orders',
      async (db) => {
        const file = async (name: string, variantOf: number | null = null) =>
          (
            await db.query(
              `insert into stored_file (name, mime_type, size, sha256, content, variant_of_id, variant, created_at)
           values ($1, 'image/png', 1, repeat('0', 64), '\\x00', $2, $3, now()) returning id`,
              [name, variantOf, variantOf === null ? null : 'thumbnail'],
            )
          ).rows[0].id as number;
        const logo = await file('logo.png');
        const ids = {
          logo,
          size: await file('logo-thumbnail.webp', logo),
          makerLogo: await file('maker.png'),
          paper: await file('paper.pdf'),
        };
        await db.query(
          `insert into brand (name, logo, sort_order, created_at) values ('Old', $1, 0, now()), ('Elsewhere', 'https://example.com/l.png', 1, now()), ('Gone', '/files/999999', 2, now())`,
          [`/files/${ids.logo}`],
        );
        await db.query(`insert into brand_item (name, logo, created_at) values ('Old maker', $1, now())`, [
          `/files/${ids.makerLogo}`,
        ]);
        return ids;
      },
      async (db, ids) => {
        const files = (await db.query('select id, key from stored_file order by id')).rows as {
          id: number;
          key: string;
        }[];
        expect(files).toHaveLength(4);
        for (const { key } of files) expect(key).toMatch(/^[0-9a-f]{32}$/);
        expect(new Set(files.map((file) => file.key)).size).toBe(4);
        const keyOf = (id: number) => files.find((file) => file.id === id)!.key;
        expect((await db.query('select name, logo from brand order by sort_order')).rows).toEqual([
          { name: 'Old', logo: `/files/${keyOf(ids.logo)}` },
          { name: 'Elsewhere', logo: 'https://example.com/l.png' },
          { name: 'Gone', logo: '/files/999999' },
        ]);
        expect((await db.query('select logo from brand_item')).rows).toEqual([
          { logo: `/files/${keyOf(ids.makerLogo)}` },
        ]);
        // A file written by plain SQL afterwards (a script, a restore) is keyed too.
        const later = (
          await db.query(
            `insert into stored_file (name, mime_type, size, sha256, content, created_at) values ('x.png', 'image/png', 1, '', '\\x00', now()) returning key`,
          )
        ).rows[0].key;
        expect(later).toMatch(/^[0-9a-f]{32}$/);
      },
    );
  });
});
