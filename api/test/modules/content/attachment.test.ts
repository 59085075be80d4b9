// Uploads and the attachment library on real files: limits (413), type read from the content (415), cleaned names,
// safe serving headers, WebP sizes of images, trash / restore / delete one / empty trash, and supplier scope.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';
import { multipart, type Part } from '../../support/multipart.ts';

let t: TestApp;
let dataDir: string;
let admin: TestAccount;
let customer: TestAccount;
let supplierA: TestAccount;
let supplierB: TestAccount;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const upload = (url: string, token: string, parts: Part[]) => {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...bearer(token), ...body.headers } });
};
const call = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const storedFiles = (): string[] => {
  const root = join(dataDir, 'files');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
    );
  try {
    return walk(root);
  } catch {
    return [];
  }
};
/** The AVIF twins kept for the WebP sizes of these files (kept only where smaller, so counted, not assumed). */
const avifCount = (fileIds: number[]) =>
  withDatabase(t.databaseUrl, async (db) =>
    Number(
      (
        await db.query(
          `select count(*) from stored_file a join stored_file w on w.id = a.variant_of_id
           where w.variant_of_id = any($1::int[]) and a.variant = 'avif'`,
          [fileIds],
        )
      ).rows[0].count,
    ),
  );
const attachmentFiles = (attachmentIds: number[]) =>
  withDatabase(t.databaseUrl, async (db) =>
    (await db.query('select file_id from attachment where id = any($1::int[])', [attachmentIds])).rows.map(
      (row: { file_id: number }) => row.file_id,
    ),
  );

const fileRows = () =>
  withDatabase(
    t.databaseUrl,
    async (db) =>
      (await db.query('select count(*)::int as n from stored_file where storage_key is not null')).rows[0].n as number,
  );

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-files-'));
  t = await startTestApp({ env: { DATA_DIR: dataDir } });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  customer = await createAccount(t.app, { type: 'CUSTOMER' });
  const [a, b] = await withDatabase(t.databaseUrl, async (db) =>
    (await db.query('select id from supplier order by id limit 2')).rows.map((r) => r.id as number),
  );
  supplierA = await createAccount(t.app, { type: 'SUPPLIER', supplierId: a! });
  supplierB = await createAccount(t.app, { type: 'SUPPLIER', supplierId: b! });
  png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4197dc' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('uploads', () => {
  it('stores an image on disk with WebP sizes, a cleaned name, and serves it inline with nosniff', async () => {
    const res = await upload('/files/file', customer.token, [
      { name: 'file', filename: '../../etc/My\u0007 photo.txt', contentType: 'text/plain', value: png },
    ]);
    expect(res.statusCode).toBe(201);
    const file = res.json().data;
    expect(file).toMatchObject({ name: 'My photo.png', mimeType: 'image/png', width: 1200, height: 800 });
    expect(file.variants.map((v: { name: string; width: number }) => [v.name, v.width])).toEqual([
      ['thumbnail', 160],
      ['small', 320],
      ['card', 640],
      ['medium', 960],
      ['large', 1200],
    ]);
    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-disposition'])).toMatch(/^inline;/);
    expect(served.rawPayload.equals(png)).toBe(true);
    const thumb = await t.app.inject({ method: 'GET', url: file.variants[0].url });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(160);
    expect(storedFiles()).toHaveLength(6 + (await avifCount([file.id])));
  });

  it('serves anything that is not an image as a download', async () => {
    const res = await upload('/files/file', customer.token, [
      { name: 'file', filename: 'invoice.png', contentType: 'image/png', value: pdf },
    ]);
    expect(res.json().data).toMatchObject({ name: 'invoice.pdf', mimeType: 'application/pdf', variants: [] });
    const served = await t.app.inject({ method: 'GET', url: res.json().data.url });
    expect(String(served.headers['content-disposition'])).toMatch(/^attachment;/);
  });

  it('refuses by content, not by name (415), a file over the size limit and too many files (413), storing nothing', async () => {
    const before = { disk: storedFiles().length, rows: await fileRows() };
    const html = await upload('/files/file', customer.token, [
      {
        name: 'file',
        filename: 'photo.png',
        contentType: 'image/png',
        value: Buffer.from('<html><script>alert(1)</script></html>'),
      },
    ]);
    expect(html.statusCode).toBe(415);
    expect(html.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const svg = await upload('/files/file', customer.token, [
      {
        name: 'file',
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        value: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ]);
    expect(svg.statusCode).toBe(415);
    const big = await upload('/files/file', customer.token, [
      { name: 'file', filename: 'big.pdf', value: Buffer.concat([pdf, Buffer.alloc(UPLOAD_MAX_BYTES)]) },
    ]);
    expect(big.statusCode).toBe(413);
    const many = await upload(
      '/files/file/batch',
      customer.token,
      Array.from({ length: UPLOAD_MAX_FILES + 1 }, (_, i) => ({ name: 'file', filename: `f${i}.pdf`, value: pdf })),
    );
    expect(many.statusCode).toBe(413);
    // One refused file in a batch stores none of the batch.
    const mixed = await upload('/files/file/batch', customer.token, [
      { name: 'file', filename: 'ok.pdf', value: pdf },
      { name: 'file', filename: 'bad.exe', value: Buffer.from('MZ not allowed') },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect({ disk: storedFiles().length, rows: await fileRows() }).toEqual(before);
    const none = await upload('/files/file', customer.token, [{ name: 'title', value: 'no file' }]);
    expect(none.statusCode).toBe(400);
    expect((await upload('/files/file', '', [{ name: 'file', filename: 'a.pdf', value: pdf }])).statusCode).toBe(401);
  });

  it('stores a batch', async () => {
    const res = await upload('/files/file/batch', customer.token, [
      { name: 'file', filename: 'a.pdf', value: pdf },
      { name: 'file', filename: 'b.png', value: png },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((f: { name: string }) => f.name)).toEqual(['a.pdf', 'b.png']);
  });
});

describe('attachment library', () => {
  it('uploads with a title, lists, trashes, restores, deletes one and empties the trash', async () => {
    const one = await upload('/api/backend/attachment', admin.token, [
      { name: 'title', value: 'Brake pads' },
      { name: 'alt', value: 'A set of pads' },
      { name: 'file', filename: 'pads.png', value: png },
    ]);
    expect(one.statusCode).toBe(201);
    expect(one.json().data).toMatchObject({
      title: 'Brake pads',
      alt: 'A set of pads',
      supplierId: null,
      trashedAt: null,
      uploadedBy: { id: admin.id },
    });
    const many = await upload('/api/backend/attachment/multiple', admin.token, [
      { name: 'folder', value: 'manuals' },
      { name: 'file', filename: 'a.pdf', value: pdf },
      { name: 'file', filename: 'b.pdf', value: pdf },
    ]);
    expect(many.statusCode).toBe(201);
    expect(many.json().data).toHaveLength(2);
    const viaFiles = await upload('/files/attachment', admin.token, [{ name: 'file', filename: 'c.pdf', value: pdf }]);
    expect(viaFiles.statusCode).toBe(201);

    const images = await call('GET', '/api/backend/attachment?kind=image', admin.token);
    expect(images.json().data.map((a: { title: string }) => a.title)).toEqual(['Brake pads']);
    const manuals = await call('GET', '/api/backend/attachment?folder=manuals', admin.token);
    expect(manuals.json().pagination.totalCount).toBe(2);
    expect((await call('GET', '/api/backend/attachment?search=brake', admin.token)).json().data).toHaveLength(1);
    // An attachment without a title is listed by its file's name, and found by it.
    const byFileName = (await call('GET', '/api/backend/attachment?search=c.PDF', admin.token)).json().data;
    expect(byFileName.map((a: { file: { name: string } }) => a.file.name)).toEqual(['c.pdf']);

    const id = one.json().data.id as number;
    const changed = await call('PUT', `/api/backend/attachment/${id}`, admin.token, { title: 'Front brake pads' });
    expect(changed.json().data.title).toBe('Front brake pads');
    // A library file is private until a public record shows it: the storefront's answer is then 404 to anyone but
    // staff who may read it (private-files.test.ts tries every way in).
    expect((await t.app.inject({ method: 'GET', url: `/api/frontend/attachment/${id}` })).statusCode).toBe(404);
    expect((await call('GET', `/api/frontend/attachment/${id}`, admin.token)).json().data).toMatchObject({
      id,
      title: 'Front brake pads',
      file: { mimeType: 'image/png' },
    });

    expect((await call('DELETE', `/api/backend/attachment/${id}`, admin.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/backend/attachment?kind=image', admin.token)).json().data).toEqual([]);
    expect(
      (await call('GET', '/api/backend/attachment/trash', admin.token)).json().data.map((a: { id: number }) => a.id),
    ).toEqual([id]);
    expect((await call('GET', `/api/frontend/attachment/${id}`, admin.token)).statusCode).toBe(404);
    expect((await call('PUT', `/api/backend/attachment/restore/${id}`, admin.token)).json().data.trashedAt).toBeNull();
    expect((await call('PUT', `/api/backend/attachment/restore/${id}`, admin.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/backend/attachment/delete/${id}`, admin.token)).statusCode).toBe(404);

    const diskBefore = storedFiles().length;
    const others = many.json().data.map((row: { id: number }) => row.id);
    const avifOfOne = await avifCount(await attachmentFiles([id]));
    const avifOfAll = await avifCount(await attachmentFiles([id, ...others]));
    await call('DELETE', `/api/backend/attachment/${id}`, admin.token);
    expect((await call('DELETE', `/api/backend/attachment/delete/${id}`, admin.token)).statusCode).toBe(200);
    expect(storedFiles().length).toBe(diskBefore - 6 - avifOfOne);
    expect((await call('GET', `/api/backend/attachment/${id}`, admin.token)).statusCode).toBe(404);

    for (const row of many.json().data) await call('DELETE', `/api/backend/attachment/${row.id}`, admin.token);
    const emptied = await call('DELETE', '/api/backend/attachment/delete/allTrash', admin.token);
    expect(emptied.json().data).toEqual({ deleted: 2 });
    expect(storedFiles().length).toBe(diskBefore - 8 - avifOfAll);
    expect((await call('GET', '/api/backend/attachment/trash', admin.token)).json().data).toEqual([]);

    const history = await call('GET', `/api/backend/audit/attachment/${many.json().data[0].id}`, admin.token);
    expect(history.json().data.map((e: { action: string }) => e.action)).toEqual(['delete', 'trash', 'create']);
  });

  it('keeps a supplier to its own attachments and its own trash', async () => {
    const mine = await upload('/api/backend/attachment', supplierA.token, [
      { name: 'file', filename: 'a.pdf', value: pdf },
    ]);
    const id = mine.json().data.id as number;
    expect(mine.json().data.supplierId).not.toBeNull();
    expect((await call('GET', `/api/backend/attachment/${id}`, supplierB.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/backend/attachment/${id}`, supplierB.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/backend/attachment', supplierB.token)).json().data).toEqual([]);
    await call('DELETE', `/api/backend/attachment/${id}`, supplierA.token);
    expect((await call('DELETE', '/api/backend/attachment/delete/allTrash', supplierB.token)).json().data).toEqual({
      deleted: 0,
    });
    expect((await call('GET', '/api/backend/attachment/trash', supplierA.token)).json().data).toHaveLength(1);
    expect(
      (await call('GET', '/api/backend/attachment/trash', admin.token)).json().data.map((a: { id: number }) => a.id),
    ).toContain(id);
    const badField = await upload('/api/backend/attachment', supplierA.token, [
      { name: 'folder', value: 'bad<folder>' },
      { name: 'file', filename: 'a.pdf', value: pdf },
    ]);
    expect(badField.json()).toMatchObject({ statusCode: 400, field: 'folder' });
  });
});
