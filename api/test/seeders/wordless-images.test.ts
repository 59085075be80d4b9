// Pictures carry no words: a category's name is HTML beside its picture, in the page's language (issue 15).
// Fails when a generated category picture, a committed image file or an inline SVG in the front ends holds text.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { demoAccessoryCategories } from '../../src/seeders/catalog/accessories-vocabulary.ts';
import { categoryImageSvg } from '../../src/seeders/catalog/category-image.ts';
import { demoCategories } from '../../src/seeders/catalog/parts-vocabulary.ts';
import { upgradeFrom } from '../support/upgrade.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** SVG elements that draw letters, or let HTML (and so letters) into the picture. */
const TEXT_IN_SVG = /<(text|tspan|textPath|foreignObject)\b/i;

/**
 * Raster images cannot be read for letters deterministically, so each committed one is listed here by its
 * bytes after a person looked at it and saw no words. A new or changed raster image fails until it is looked
 * at and listed.
 */
const REVIEWED_RASTER_IMAGES: Record<string, string> = {
  'shell/public/icon-192.png': '709e816d162f7d1307d7529a69a9988d68fc0abd1ef5cb4e08fb04c3f272a798', // a steering wheel
  'shell/public/icon-512.png': '2d8ace7394e61ff829dbabad198cc5424b48890fc8cf61c85e70563d7c95edc9', // a steering wheel
  'shell/public/og-image.png': '3d987060f9d5d6ef2aa015914c31800da7c9b32b87e79aee1b1d612c275c07a6', // a steering wheel, two bars
};

const tracked = (...patterns: string[]) =>
  execFileSync('git', ['ls-files', '--', ...patterns], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

describe('pictures without words', () => {
  it('draws every demo category and accessory category picture without text', () => {
    for (const category of [...demoCategories, ...demoAccessoryCategories]) {
      const svg = categoryImageSvg(category);
      expect(svg, category.name).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg, category.name).not.toMatch(TEXT_IN_SVG);
      expect(svg, category.name).not.toContain(category.name);
    }
  });

  it('commits no SVG with text and no raster image nobody looked at', () => {
    for (const file of tracked('*.svg')) expect(readFileSync(`${root}${file}`, 'utf8'), file).not.toMatch(TEXT_IN_SVG);
    const rasters = tracked('*.png', '*.jpg', '*.jpeg', '*.webp', '*.gif', '*.avif', '*.ico');
    const hashes = Object.fromEntries(
      rasters.map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(`${root}${file}`))
          .digest('hex'),
      ]),
    );
    expect(hashes).toEqual(REVIEWED_RASTER_IMAGES);
  });

  it('puts no text into the inline SVG pictures of the front ends', () => {
    const sources = tracked('shell/src/*', 'mfe-*/src/*', 'shared/*/src/*').filter((file) =>
      /\.(tsx?|css|html)$/.test(file),
    );
    for (const file of sources) {
      const text = readFileSync(`${root}${file}`, 'utf8');
      for (const uri of text.match(/data:image\/svg\+xml[^"'`)\s]*/g) ?? [])
        expect(decodeURIComponent(uri), file).not.toMatch(TEXT_IN_SVG);
    }
  });
});

describe('upgrading a shop seeded with worded category pictures', () => {
  // The picture the seed drew before, with the category's name at the bottom.
  const worded = (name: string, hue: number, glyph: string) =>
    [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">',
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 94%)"/><stop offset="1" stop-color="hsl(${hue} 55% 80%)"/></linearGradient></defs>`,
      '<rect width="320" height="240" rx="16" fill="url(#g)"/>',
      `<g transform="translate(112 38) scale(2)" fill="none" stroke="hsl(${hue} 60% 32%)" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"><path d="${glyph}"/></g>`,
      `<text x="160" y="208" text-anchor="middle" font-family="Manrope, Arial, sans-serif" font-size="22" font-weight="700" fill="hsl(${hue} 60% 32%)">${name.replace(/&/g, '&amp;')}</text>`,
      '</svg>',
    ].join('');

  it('points each category at its picture redrawn without words, as a new file, and leaves other pictures alone', async () => {
    const brakes = demoCategories[1]!;
    const phones = demoAccessoryCategories.find((c) => c.name.includes('&'))!;
    const uploaded = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>Logo</text></svg>';
    const rows = await upgradeFrom(
      'Migration20261124070000_notification_kinds',
      async (db) => {
        const file = async (name: string, svg: string) =>
          (
            await db.query(
              "insert into stored_file (name, mime_type, size, sha256, content, created_at) values ($1, 'image/svg+xml', 0, '', convert_to($2, 'UTF8'), now()) returning id",
              [name, svg],
            )
          ).rows[0].id as number;
        await db.query(
          'insert into category (id, name, sort_order, image_id, created_at) values (1, $1, 0, $2, now()), (2, $3, 1, $4, now())',
          [
            brakes.name,
            await file('brakes.svg', worded(brakes.name, brakes.hue, brakes.glyph)),
            'Own',
            await file('own.svg', uploaded),
          ],
        );
        await db.query(
          'insert into accessory_category (id, name, sort_order, image_id, created_at) values (1, $1, 0, $2, now())',
          [phones.name, await file('phones.svg', worded(phones.name, phones.hue, phones.glyph))],
        );
      },
      async (db) =>
        (
          await db.query(`select c.kind, f.id, f.size, f.sha256, convert_from(f.content, 'UTF8') as svg from
        (select 'part' as kind, id, image_id from category union all select 'accessory', id, image_id from accessory_category) c
        join stored_file f on f.id = c.image_id order by c.kind, c.id`)
        ).rows,
    );
    const redrawn = (svg: string) => ({
      size: Buffer.byteLength(svg),
      sha256: createHash('sha256').update(svg).digest('hex'),
      svg,
    });
    expect(rows.map(({ kind: _, id: __, ...rest }) => rest)).toEqual([
      redrawn(categoryImageSvg(phones)),
      redrawn(categoryImageSvg(brakes)),
      { size: 0, sha256: '', svg: uploaded },
    ]);
    expect(rows.slice(0, 2).every((row) => row.id > 3)).toBe(true);
  });
});
