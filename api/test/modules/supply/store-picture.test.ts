// A supplier's store picture (issue 34 §2), on real PostgreSQL with real uploads: the supplier uploads an image to its
// own library and makes it its store's picture through its own route (PUT /api/backend/store/supplier/:id), audited;
// the picture becomes public at /files/<key> with its WebP sizes, and the admins' Stores list shows it. Another
// supplier, trying the first one's store with a picture of its own or with the first one's private upload, is refused
// and nothing changes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';
import { multipart } from '../../support/multipart.ts';

let t: TestApp;
let dataDir: string;
let admin: TestAccount;
let first: TestAccount;
let other: TestAccount;
let firstSupplier: number;
let otherSupplier: number;
let png: Buffer;

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const query = <T>(text: string, values: unknown[] = []) =>
  withDatabase(t.databaseUrl, async (db) => (await db.query(text, values)).rows as T[]);

/** Uploads an image to the account's library; answers the stored file's id. */
async function uploadImage(account: TestAccount): Promise<number> {
  const body = multipart([{ name: 'file', filename: 'front.png', contentType: 'image/png', value: png }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/backend/attachment',
    payload: body.payload,
    headers: { ...bearer(account.token), ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.file.id as number;
}

const storeRow = (supplierId: number) =>
  query<{ id: number; image_id: number | null; name: string }>(
    'select id, image_id, name from store where supplier_id = $1',
    [supplierId],
  ).then((rows) => rows[0]!);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-store-picture-'));
  t = await startTestApp({ env: { DATA_DIR: dataDir } });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  [firstSupplier, otherSupplier] = (
    await query<{ id: number }>('select supplier_id as id from store order by supplier_id limit 2')
  ).map((row) => row.id) as [number, number];
  first = await createAccount(t.app, { type: 'SUPPLIER', supplierId: firstSupplier });
  other = await createAccount(t.app, { type: 'SUPPLIER', supplierId: otherSupplier });
  png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2f6fd9' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a supplier's store picture", () => {
  it('the supplier sets its picture from its own library: audited, public with its sizes, shown on the Stores list', async () => {
    const fileId = await uploadImage(first);
    const before = await storeRow(firstSupplier);
    const set = await call('PUT', `/api/backend/store/supplier/${firstSupplier}`, first.token, { imageId: fileId });
    expect(set.statusCode, set.body).toBe(200);
    const image = set.json().data.image as string;
    expect(image).toMatch(/^\/files\/[0-9a-f]{32}$/);
    expect((await storeRow(firstSupplier)).image_id).toBe(fileId);

    // Its own screen reads it back; the admins' Stores list shows it.
    const mine = await call('GET', `/api/backend/store/supplier/${firstSupplier}`, first.token);
    expect(mine.json().data.image).toBe(image);
    const listed = await call('GET', `/api/backend/store?size=100`, admin.token);
    expect(listed.json().data.find((row: { id: number }) => row.id === before.id).image).toBe(image);

    // Public now: anyone reads it, and sharp made its WebP sizes.
    const picture = await t.app.inject({ method: 'GET', url: image });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
    const [sizes] = await query<{ count: number }>(
      `select count(*)::int as count from stored_file where variant_of_id = $1 and mime_type = 'image/webp'`,
      [fileId],
    );
    expect(sizes!.count).toBeGreaterThan(0);

    // Audited: who changed the store's picture, from what to what.
    const [entry] = await query<{ actor_id: number; changes: { field: string; from: unknown; to: unknown }[] }>(
      `select actor_id, changes from audit_entry where entity = 'store' and entity_id = $1 and action = 'update'
       order by id desc limit 1`,
      [before.id],
    );
    expect(entry!.actor_id).toBe(first.id);
    expect(entry!.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'image', to: fileId })]));

    // null takes the picture away.
    const removed = await call('PUT', `/api/backend/store/supplier/${firstSupplier}`, first.token, { imageId: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.image).toBeNull();
    expect(
      (await call('PUT', `/api/backend/store/supplier/${firstSupplier}`, first.token, { imageId: fileId })).statusCode,
    ).toBe(200);
  });

  it("the other supplier cannot change the first one's store picture, nor show the first one's private upload", async () => {
    const before = await storeRow(firstSupplier);
    expect(before.image_id).not.toBeNull();
    const otherFile = await uploadImage(other);
    const auditBefore = await query<{ count: number }>(
      `select count(*)::int as count from audit_entry where entity = 'store' and entity_id = $1`,
      [before.id],
    );

    // Through the first supplier's own route: "no such store" for the other (404), nothing written.
    const refused = await call('PUT', `/api/backend/store/supplier/${firstSupplier}`, other.token, {
      imageId: otherFile,
    });
    expect([403, 404]).toContain(refused.statusCode);
    const cleared = await call('PUT', `/api/backend/store/supplier/${firstSupplier}`, other.token, { imageId: null });
    expect([403, 404]).toContain(cleared.statusCode);
    // Nor through the admins' store route.
    expect((await call('PUT', `/api/backend/store/${before.id}`, other.token, { name: 'Taken over' })).statusCode).toBe(
      403,
    );
    expect(await storeRow(firstSupplier)).toEqual(before);
    expect(
      await query<{ count: number }>(
        `select count(*)::int as count from audit_entry where entity = 'store' and entity_id = $1`,
        [before.id],
      ),
    ).toEqual(auditBefore);

    // A private upload of the first supplier is "no such file" to the other, even on its own store (400 naming imageId).
    const privateOfFirst = await uploadImage(first);
    const borrowed = await call('PUT', `/api/backend/store/supplier/${otherSupplier}`, other.token, {
      imageId: privateOfFirst,
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json()).toMatchObject({ field: 'imageId' });
    expect((await storeRow(otherSupplier)).image_id).toBeNull();
  });
});
