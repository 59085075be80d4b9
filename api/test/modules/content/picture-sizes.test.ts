// Pictures sized for phones: an upload is re-encoded as WebP at the sizes of IMAGE_VARIANTS (never enlarged, one at
// the picture's own width when it is narrower than the widest), read back here with sharp to check each one's
// format and width; a part showing it gives those sizes (imageSizes) so the storefront writes them into srcset,
// served publicly like the picture.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';
import { multipart } from '../../support/multipart.ts';

let t: TestApp;
let admin: TestAccount;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
});
afterAll(async () => {
  await t?.close();
});

interface Uploaded {
  id: number;
  width: number;
  height: number;
  variants: { name: string; width: number; height: number; url: string }[];
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2e86c1' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" fill="#f1c40f"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();

async function upload(bytes: Buffer, filename: string): Promise<Uploaded> {
  const body = multipart([{ name: 'file', filename, contentType: 'image/jpeg', value: bytes }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/files/file',
    payload: body.payload,
    headers: { ...bearer(admin.token), ...body.headers },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as Uploaded;
}

/** The bytes at `url` with what sharp reads of them. */
async function fetchPicture(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return { bytes: res.rawPayload, meta: await sharp(res.rawPayload).metadata() };
}

describe('pictures sized at upload', () => {
  it('makes WebP sizes of 160, 320, 640, 960 and 1280 px from a 2400 px photo, each smaller than the upload', async () => {
    const original = await photo(2400, 1600);
    const file = await upload(original, 'wide.jpg');
    expect(file.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ['thumbnail', 160, 107],
      ['small', 320, 213],
      ['card', 640, 427],
      ['medium', 960, 640],
      ['large', 1280, 853],
    ]);
    for (const variant of file.variants) {
      const { bytes, meta } = await fetchPicture(variant.url);
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(bytes.length).toBeLessThan(original.length);
    }
  });

  it('never enlarges: a 500 px photo gets 160, 320 and one at its own 500 px', async () => {
    const file = await upload(await photo(500, 500), 'small.jpg');
    expect(file.variants.map((v) => [v.name, v.width])).toEqual([
      ['thumbnail', 160],
      ['small', 320],
      ['card', 500],
    ]);
    const { meta } = await fetchPicture(file.variants.at(-1)!.url);
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 500, 500]);
  });

  it("a part showing the picture gives its sizes (public, cached for a year) for the storefront's srcset", async () => {
    const file = await upload(await photo(2000, 1500), 'part.jpg');
    const partId = await withDatabase(t.databaseUrl, async (db) => {
      const { rows } = await db.query(
        'update part set image_id = $1 where id = (select min(id) from part) returning id',
        [file.id],
      );
      return rows[0].id as number;
    });
    const part = (await t.app.inject({ method: 'GET', url: `/api/frontend/part/${partId}` })).json().data;
    expect(part.image).toMatch(/^\/files\/[0-9a-f]{32}$/);
    expect(part.imageSizes.map((size: { width: number }) => size.width)).toEqual([160, 320, 640, 960, 1280]);
    expect(part.imageSizes.map((size: { url: string }) => size.url)).toEqual(
      file.variants.map((v) => v.url.replace(/^\/files\/p\/([0-9a-f]{32}).*$/, '/files/$1')),
    );
    // The sizes are public with the part: served without a link, cached for a year.
    const served = await t.app.inject({ method: 'GET', url: part.imageSizes[2].url });
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
  });

  it('a picture without sizes (a drawn SVG of the demo catalogue) gives none', async () => {
    const partId = await withDatabase(t.databaseUrl, async (db) => {
      const { rows } = await db.query(
        `select p.id from part p join category c on c.id = p.category_id
         where p.image_id is null and c.image_id is not null order by p.id limit 1`,
      );
      return rows[0].id as number;
    });
    const part = (await t.app.inject({ method: 'GET', url: `/api/frontend/part/${partId}` })).json().data;
    expect(part.image).toMatch(/^\/files\//);
    expect(part.imageSizes).toEqual([]);
  });
});

describe('AVIF where it wins (issue 37 §2)', () => {
  const AVIF_FIRST = 'image/avif,image/webp,image/apng,*/*;q=0.8';
  const get = (url: string, accept?: string) => t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
  const avifRows = (fileId: number) =>
    withDatabase(
      t.databaseUrl,
      async (db) =>
        (
          await db.query(
            `select a.width, a.size, a.mime_type from stored_file a join stored_file w on w.id = a.variant_of_id
           where w.variant_of_id = $1 and a.variant = 'avif' order by a.width`,
            [fileId],
          )
        ).rows as { width: number; size: number; mime_type: string }[],
    );

  it('keeps an AVIF of each size of a photo that is smaller than its WebP, and serves it to a browser that takes AVIF', async () => {
    const file = await upload(await photo(2400, 1600), 'avif-photo.jpg');
    const rows = await avifRows(file.id);
    expect(rows.map((row) => row.width)).toEqual(file.variants.map((variant) => variant.width));
    const figures: string[] = [];
    for (const variant of file.variants) {
      const webp = await get(variant.url, 'image/webp,*/*');
      const avif = await get(variant.url, AVIF_FIRST);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(avif.headers['content-type']).toBe('image/avif');
      for (const answer of [webp, avif]) expect(answer.headers.vary).toMatch(/accept/i);
      expect(avif.headers.etag).not.toBe(webp.headers.etag);
      const meta = await sharp(avif.rawPayload).metadata();
      expect(meta.format).toBe('heif');
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(avif.rawPayload.length).toBeLessThan(webp.rawPayload.length);
      figures.push(`${variant.width} px: WebP ${webp.rawPayload.length} B, AVIF ${avif.rawPayload.length} B`);
    }
    console.log(`[avif] photo 2400x1600: ${figures.join('; ')}`);
  });

  it('keeps no AVIF of a picture where AVIF is not smaller, and answers its WebP to every browser', async () => {
    const flat = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const file = await upload(flat, 'flat.png');
    expect(await avifRows(file.id)).toEqual([]);
    const [only] = file.variants;
    const answer = await get(only!.url, AVIF_FIRST);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers.vary ?? '').not.toMatch(/accept/i);
    const avif = await sharp(flat).avif({ quality: 50, effort: 2 }).toBuffer();
    console.log(`[avif] flat 24x24: WebP ${answer.rawPayload.length} B, AVIF would be ${avif.length} B`);
    expect(avif.length).toBeGreaterThanOrEqual(answer.rawPayload.length);
  });
});
