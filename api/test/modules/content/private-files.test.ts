// Files are private unless attached to a public record (decisions.md; issue 33 §3), tried as an attacker would:
// anonymous reads of every private file by every address form, a supplier reaching for another's files and links,
// expired, tampered and forged links, and the developer's upload to the library. Public pictures stay public and
// cacheable. Figures are printed ("[private files] ...") for the note.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileLinks } from '../../../src/modules/content/file-links.ts';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';
import { multipart, type Part } from '../../support/multipart.ts';

let t: TestApp;
let dataDir: string;
let admin: TestAccount;
let developer: TestAccount;
let customer: TestAccount;
let supplierA: TestAccount;
let supplierB: TestAccount;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface FileView {
  id: number;
  url: string;
  pictureUrl: string;
  variants: { url: string }[];
}
interface AttachmentView {
  id: number;
  file: FileView;
}

const upload = (url: string, token: string, parts: Part[]) => {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...bearer(token), ...body.headers } });
};
const call = (method: string, url: string, token?: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const attach = async (
  token: string,
  filename: string,
  value: Buffer,
  url = '/api/backend/attachment',
): Promise<AttachmentView> => {
  const res = await upload(url, token, [{ name: 'file', filename, value }]);
  expect(res.statusCode).toBe(201);
  return res.json().data;
};
const query = <T>(text: string, values: unknown[] = []) =>
  withDatabase(t.databaseUrl, async (db) => (await db.query(text, values)).rows as T[]);
/** The key of a link or address (/files/<key> or /files/p/<key>?...). */
const keyOf = (url: string) => /\/files\/(?:p\/)?([0-9a-f]{32})/.exec(url)![1]!;

let privateA: AttachmentView[];
let privateB: AttachmentView;
let privateAdmin: AttachmentView;
let customerUpload: FileView;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-private-files-'));
  t = await startTestApp({ env: { DATA_DIR: dataDir } });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  developer = await createAccount(t.app, { type: 'DEVELOPER' });
  customer = await createAccount(t.app, { type: 'CUSTOMER' });
  const [a, b] = (await query<{ id: number }>('select id from supplier order by id limit 2')).map((row) => row.id);
  supplierA = await createAccount(t.app, { type: 'SUPPLIER', supplierId: a! });
  supplierB = await createAccount(t.app, { type: 'SUPPLIER', supplierId: b! });
  png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#d94141' } })
    .png()
    .toBuffer();
  // Supplier A's private papers and photo, through both upload addresses; B's, the admins' and a customer's own.
  privateA = [
    await attach(supplierA.token, 'price-list.pdf', pdf),
    await attach(supplierA.token, 'contract.pdf', pdf, '/files/attachment'),
    await attach(supplierA.token, 'warehouse.png', png),
  ];
  privateB = await attach(supplierB.token, 'b-terms.pdf', pdf);
  privateAdmin = await attach(admin.token, 'payroll.pdf', pdf);
  customerUpload = (
    await upload('/files/file', customer.token, [{ name: 'file', filename: 'id-card.png', value: png }])
  ).json().data;
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('private files', () => {
  it('are read by nobody anonymous, by any address form: /files/<id>, /files/<key>, /files/p/<key> unsigned, the storefront attachment', async () => {
    const files = await query<{ id: number; key: string; variant: string | null }>(
      `select f.id, f.key, f.variant from stored_file f join stored_file o on o.id = coalesce(f.variant_of_id, f.id)
       where not exists (select 1 from category where image_id = o.id) and not exists (select 1 from accessory_category where image_id = o.id)
         and not exists (select 1 from part where image_id = o.id) and not exists (select 1 from accessory where image_id = o.id)
         and not exists (select 1 from brand where logo = '/files/' || o.key) and not exists (select 1 from brand_item where logo = '/files/' || o.key)`,
    );
    // Three of A's, one of B's, the admins', the customer's: six files, two of them 640 px images with three sizes
    // each (160, 320 and their own 640). The AVIF twins of those sizes (kept where smaller) are tried too.
    expect(files.filter((file) => file.variant !== 'avif').length).toBe(12);
    const attachments = [...privateA, privateB, privateAdmin];
    const addresses = [
      ...files.flatMap(({ id, key }) => [
        `/files/${id}`,
        `/files/${key}`,
        `/files/p/${key}`,
        `/files/p/${id}`,
        `/files/p/${key}?expires=9999999999`,
        `/files/${key}?expires=9999999999&signature=x`,
      ]),
      ...attachments.map(({ id }) => `/api/frontend/attachment/${id}`),
    ];
    let served = 0;
    for (const address of addresses) {
      for (const token of [undefined, customer.token]) {
        const res = await call('GET', address, token);
        if (res.statusCode === 200) served += 1;
        expect([403, 404]).toContain(res.statusCode);
      }
    }
    console.info(
      `[private files] anonymous and customer reads of private files: ${served} of ${addresses.length * 2} (${files.length} files, ${attachments.length} attachments)`,
    );
    expect(served).toBe(0);
  });

  it('serve no file by a counting id, public pictures included', async () => {
    const max = (await query<{ max: number }>('select max(id)::int as max from stored_file'))[0]!.max;
    let served = 0;
    for (let id = 1; id <= max; id += 1) if ((await call('GET', `/files/${id}`)).statusCode === 200) served += 1;
    console.info(`[private files] GET /files/1 to /files/${max}: ${served} of ${max} served`);
    expect(served).toBe(0);
  });

  it("work for their owner's staff and the admins by the signed link their records carry, and for nobody else", async () => {
    const [priceList] = privateA;
    const mine = (await call('GET', `/api/backend/attachment/${priceList!.id}`, supplierA.token)).json()
      .data as AttachmentView;
    expect(mine.file.url).toMatch(/^\/files\/p\/[0-9a-f]{32}\?expires=\d+&signature=[\w-]{43}$/);
    const served = await call('GET', mine.file.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(String(served.headers['cache-control'])).toMatch(/^private, max-age=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(String(served.headers['cache-control']))![1])).toBeLessThanOrEqual(20 * 60);
    expect(String(served.headers['content-disposition'])).toMatch(/^attachment;/);
    expect((await call('GET', `/api/backend/attachment/${priceList!.id}`, admin.token)).json().data.file.url).toMatch(
      /^\/files\/p\//,
    );
    // The storefront's answer: staff who may read it get it (with a link), anyone else "not found".
    expect(
      (await call('GET', `/api/frontend/attachment/${priceList!.id}`, supplierA.token)).json().data.file.url,
    ).toMatch(/^\/files\/p\//);
    expect((await call('GET', `/api/frontend/attachment/${priceList!.id}`, admin.token)).statusCode).toBe(200);

    // Supplier B: no record of A's, so no link, by any route; and B's own link does not open A's file.
    let refused = 0;
    const tries = privateA.flatMap(({ id }) => [`/api/backend/attachment/${id}`, `/api/frontend/attachment/${id}`]);
    for (const url of tries) if ((await call('GET', url, supplierB.token)).statusCode === 404) refused += 1;
    const listed = (await call('GET', '/api/backend/attachment?size=100', supplierB.token)).json()
      .data as AttachmentView[];
    expect(listed.map((row) => row.id)).toEqual([privateB.id]);
    const theirs = new URL(listed[0]!.file.url, 'http://shop');
    let borrowed = 0;
    for (const { file } of privateA) {
      for (const key of [keyOf(file.url), ...file.variants.map((variant) => keyOf(variant.url))]) {
        const res = await call('GET', `/files/p/${key}${theirs.search}`);
        expect(res.json()).toMatchObject({ statusCode: 403, code: 'LINK_INVALID' });
        borrowed += 1;
      }
    }
    console.info(
      `[private files] supplier B reaching for A's attachments refused ${refused} of ${tries.length}; B's link on A's keys refused ${borrowed} of ${borrowed}`,
    );
    expect(refused).toBe(tries.length);
  });

  it('refuse an expired link (410 LINK_EXPIRED) and a tampered or forged one (403 LINK_INVALID)', async () => {
    const key = keyOf(privateA[0]!.file.url);
    const link = new URL(privateA[0]!.file.url, 'http://shop');
    const expires = link.searchParams.get('expires')!;
    const signature = link.searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const tampered = [
      `/files/p/${key}?expires=${Number(expires) + 300}&signature=${signature}`,
      `/files/p/${key}?expires=${expires}&signature=${flipped}`,
      `/files/p/${key}?expires=${expires}`,
      `/files/p/${key}?signature=${signature}`,
      `/files/p/${key}?expires=0${expires}&signature=${signature}`,
      `/files/p/${key.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}?expires=${expires}&signature=${signature}`,
      // Made with another installation's secret.
      new FileLinks('another installation secret, at least 32 characters').link(key),
    ];
    for (const url of tampered)
      expect((await call('GET', url)).json(), url).toMatchObject({ statusCode: 403, code: 'LINK_INVALID' });

    // A link this installation signed an hour ago has expired, however valid its signature.
    const old = new FileLinks(t.config.jwt.secret, () => Date.now() - 60 * 60 * 1000).link(key);
    expect((await call('GET', old)).json()).toMatchObject({ statusCode: 410, code: 'LINK_EXPIRED' });
    // The same signing now works: it is the time, not the signature, that refused the old one.
    expect((await call('GET', new FileLinks(t.config.jwt.secret).link(key))).statusCode).toBe(200);
    console.info(
      `[private files] tampered or forged links refused ${tampered.length} of ${tampered.length}; expired link refused 1 of 1`,
    );
  });
});

describe('public pictures', () => {
  it('are served to anyone, cacheable for a year, under their key, and a library image becomes one once a category shows it', async () => {
    const category = (await call('GET', '/api/frontend/category?size=1')).json().data[0];
    const seeded = await call('GET', category.image);
    expect(seeded.statusCode).toBe(200);
    expect(seeded.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const photo = await attach(admin.token, 'brakes.png', png);
    expect(photo.file.url).toMatch(/^\/files\/p\//);
    expect((await call('GET', photo.file.pictureUrl)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/backend/category/${category.id}`, admin.token, { imageId: photo.file.id })).json().data
        .image,
    ).toBe(photo.file.pictureUrl);
    const shown = (await call('GET', `/api/frontend/attachment/${photo.id}`)).json().data;
    expect(shown.file.url).toBe(photo.file.pictureUrl);
    for (const url of [shown.file.url, ...shown.file.variants.map((variant: { url: string }) => variant.url)]) {
      expect(url).toMatch(/^\/files\/[0-9a-f]{32}$/);
      const res = await call('GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(
      (await call('GET', '/api/frontend/category?size=100'))
        .json()
        .data.find((row: { id: number }) => row.id === category.id).image,
    ).toBe(photo.file.pictureUrl);
    // The old picture is no longer shown by anything: it is private again.
    expect((await call('GET', category.image)).statusCode).toBe(404);
  });

  it("include a brand's logo saved as the upload's picture address", async () => {
    const logo = await attach(admin.token, 'logo.png', png);
    const brand = (await call('GET', '/api/frontend/brand?size=1')).json().data[0];
    expect(
      (await call('PUT', `/api/backend/brand/${brand.id}`, admin.token, { logo: logo.file.pictureUrl })).statusCode,
    ).toBe(200);
    expect((await call('GET', logo.file.pictureUrl)).statusCode).toBe(200);
    expect(
      (await call('GET', logo.file.variants[0]!.url.replace(/^\/files\/p\/([0-9a-f]{32}).*$/, '/files/$1'))).statusCode,
    ).toBe(200);
  });

  it("are only images the writer may read: a supplier cannot publish another supplier's file, nobody a PDF", async () => {
    const [maker] = (await call('GET', '/api/frontend/brand-item?size=1')).json().data;
    const [group] = (await call('GET', '/api/backend/accessory-category?size=1', admin.token)).json().data;
    const body = (imageId: number, n: number) => ({
      partNumber: `PF-${Date.now()}-${n}`,
      name: 'Seat cover',
      brandItemId: maker.id,
      accessoryCategoryId: group.id,
      imageId,
    });
    let refused = 0;
    // B's and the admins' library files, a customer's upload, and a WebP size of A's own photo (a size is not a picture).
    const [sizeOfOwn] = await query<{ id: number }>('select id from stored_file where variant_of_id = $1', [
      privateA[2]!.file.id,
    ]);
    const others = [privateB.file.id, privateAdmin.file.id, customerUpload.id, sizeOfOwn!.id];
    for (const [n, imageId] of others.entries()) {
      const res = await call('POST', '/api/backend/item', supplierA.token, body(imageId, n));
      expect(res.json(), String(imageId)).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION',
        field: 'imageId',
        message: `imageId: there is no file ${imageId}`,
      });
      refused += 1;
    }
    expect((await call('POST', '/api/backend/item', admin.token, body(privateAdmin.file.id, 9))).json()).toMatchObject({
      statusCode: 400,
      field: 'imageId',
      message: `imageId: file ${privateAdmin.file.id} is not an image`,
    });
    // Its own library's image it may show.
    expect((await call('POST', '/api/backend/item', supplierA.token, body(privateA[2]!.file.id, 10))).statusCode).toBe(
      201,
    );
    expect((await call('GET', privateA[2]!.file.pictureUrl)).statusCode).toBe(200);
    console.info(`[private files] supplier A publishing files not its own refused ${refused} of ${others.length}`);
    // None of the refused ones became public.
    for (const file of [privateB.file, privateAdmin.file, customerUpload])
      expect((await call('GET', file.pictureUrl)).statusCode).toBe(404);
  });
});

describe("the library's uploads", () => {
  it('are refused to a developer at both addresses, as its other library writes are, storing nothing', async () => {
    const before = (await query<{ n: number }>('select count(*)::int as n from stored_file'))[0]!.n;
    const addresses = ['/files/attachment', '/api/backend/attachment', '/api/backend/attachment/multiple'];
    let refused = 0;
    for (const url of addresses) {
      const res = await upload(url, developer.token, [{ name: 'file', filename: 'x.pdf', value: pdf }]);
      if (res.statusCode === 403 && res.json().code === 'FORBIDDEN') refused += 1;
    }
    expect((await query<{ n: number }>('select count(*)::int as n from stored_file'))[0]!.n).toBe(before);
    // Reading stays a developer's: the library lists.
    expect((await call('GET', '/api/backend/attachment', developer.token)).statusCode).toBe(200);
    console.info(`[private files] developer library uploads refused ${refused} of ${addresses.length}`);
    expect(refused).toBe(addresses.length);
  });
});
