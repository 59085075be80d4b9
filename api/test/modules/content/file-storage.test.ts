// The file storage's two drivers against the same expectations: the local folder (`npm start`'s default) and an
// S3-compatible bucket on a real S3-protocol server process (s3rver, support/s3-server.ts), reached over HTTP by the
// AWS SDK. Then the whole app on S3: an upload's bytes and WebP sizes land in the bucket and nothing on local disk,
// a private file is read back by its signed link, a public picture with a year's immutable caching, and a large
// import's file waits in the bucket for its job (which reads it from there, not from the job's data).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import type { FileStorage } from '../../../src/modules/content/storage/file-storage.ts';
import { LocalDiskStorage } from '../../../src/modules/content/storage/local-disk-storage.ts';
import { openFileStorage } from '../../../src/modules/content/storage/open-storage.ts';
import { S3Storage } from '../../../src/modules/content/storage/s3-storage.ts';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { createAccount } from '../../support/identity.ts';
import { multipart } from '../../support/multipart.ts';
import { startS3Server, type S3Server } from '../../support/s3-server.ts';
import { newFitmentsCsv } from '../../jobs/fitment-rows.ts';

let s3: S3Server;
let folder: string;

beforeAll(async () => {
  s3 = await startS3Server();
  folder = mkdtempSync(join(tmpdir(), 'shop-storage-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

const s3Options = (env: Record<string, string>) => loadConfig({ ...env, JWT_SECRET: 'x'.repeat(40) }).s3!;

const drivers: [string, () => FileStorage][] = [
  ['local disk', () => new LocalDiskStorage(folder)],
  ['S3 (s3rver)', () => new S3Storage(s3Options(s3.env))],
];

describe.each(drivers)('%s storage', (_name, open) => {
  it('keeps bytes under a key, replaces them, answers null for a missing key, removes idempotently', async () => {
    const storage = open();
    const bytes = Buffer.from([0, 1, 2, 255, 254, 10, 13, 0]);
    await storage.put('2026/12/first', bytes);
    expect((await storage.get('2026/12/first'))?.equals(bytes)).toBe(true);
    await storage.put('2026/12/first', Buffer.from('second'));
    expect(String(await storage.get('2026/12/first'))).toBe('second');
    expect(await storage.get('2026/12/never-written')).toBeNull();
    await storage.remove('2026/12/first');
    expect(await storage.get('2026/12/first')).toBeNull();
    await expect(storage.remove('2026/12/first')).resolves.toBeUndefined();
  });

  it('keeps a 3 MB file whole', async () => {
    const storage = open();
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    big.write('end', big.length - 3);
    await storage.put('2026/12/big', big);
    expect((await storage.get('2026/12/big'))?.equals(big)).toBe(true);
  });
});

describe('the drivers apart', () => {
  it('local disk refuses a key that would leave its folder', async () => {
    await expect(new LocalDiskStorage(folder).put('../outside', Buffer.from('x'))).rejects.toThrow(/outside/);
  });

  it('the S3 server checks who calls: an unknown access key is refused, not ignored', async () => {
    const wrong = new S3Storage(s3Options({ ...s3.env, S3_ACCESS_KEY_ID: 'SOMEONE-ELSE' }));
    await expect(wrong.put('2026/12/refused', Buffer.from('x'))).rejects.toThrow(/access key/i);
  });

  it('S3 is chosen only when configured, and then needs all of its settings', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: folder };
    expect(openFileStorage(loadConfig(base))).toBeInstanceOf(LocalDiskStorage);
    expect(openFileStorage(loadConfig({ ...base, ...s3.env }))).toBeInstanceOf(S3Storage);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b' })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...base, ...s3.env, S3_ENDPOINT: 'not an address' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('the app with its files in S3', () => {
  let t: TestApp;
  let dataDir: string;
  const bucketKeys = async (): Promise<string[]> => {
    const client = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const answer = await client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET }));
    client.destroy();
    return (answer.Contents ?? []).map((object) => object.Key!);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-s3-app-'));
    t = await startTestApp({
      jobs: true,
      env: { DATA_DIR: dataDir, ...s3.env, S3_PREFIX: 'shop/', IMPORT_JOB_ROWS: '20' },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores an upload and its sizes in the bucket, serves it by signed link, then as a public picture cached for a year', async () => {
    const before = await bucketKeys();
    const admin = await createAccount(t.app, { type: 'ADMIN' });
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const body = multipart([{ name: 'file', filename: 'brake.jpg', contentType: 'image/jpeg', value: jpeg }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/files/file',
      payload: body.payload,
      headers: { ...bearer(admin.token), ...body.headers },
    });
    expect(res.statusCode).toBe(201);
    const file = res.json().data;
    const added = (await bucketKeys()).filter((key) => !before.includes(key));
    // The upload, its WebP sizes, and the AVIF twins kept where smaller (those rows' keys, counted from the database).
    const avif = await withDatabase(t.databaseUrl, async (db) =>
      Number(
        (
          await db.query(
            `select count(*) from stored_file a join stored_file w on w.id = a.variant_of_id
             where w.variant_of_id = $1 and a.variant = 'avif'`,
            [file.id],
          )
        ).rows[0].count,
      ),
    );
    expect(added).toHaveLength(1 + file.variants.length + avif);
    expect(added.every((key) => key.startsWith('shop/'))).toBe(true);
    expect(readdirSync(dataDir)).not.toContain('files');

    const privately = await t.app.inject({ method: 'GET', url: file.url });
    expect(privately.statusCode).toBe(200);
    expect(privately.rawPayload.equals(jpeg)).toBe(true);
    expect(privately.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    await withDatabase(t.databaseUrl, (db) =>
      db.query('update part set image_id = $1 where id = (select min(id) from part)', [file.id]),
    );
    const variant = file.variants.at(-1);
    const publicly = await t.app.inject({ method: 'GET', url: variant.url.replace(/\?.*$/, '').replace('/p/', '/') });
    expect(publicly.statusCode).toBe(200);
    expect(publicly.headers['content-type']).toBe('image/webp');
    expect(publicly.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(publicly.rawPayload).metadata()).width).toBe(variant.width);
  });

  it('keeps the file of a large import in the bucket for its job, which reads it from there and removes it', async () => {
    const admin = await createAccount(t.app, { type: 'ADMIN' });
    const csv = await withDatabase(t.databaseUrl, (db) => newFitmentsCsv(db, 30));
    const queued = await t.app.inject({
      method: 'POST',
      url: '/api/backend/import/fitments',
      headers: { ...bearer(admin.token), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(queued.statusCode).toBe(202);
    const { id } = queued.json().data;
    const [job] = await withDatabase(
      t.databaseUrl,
      async (db) => (await db.query('select data from pgboss.job where id = $1', [id])).rows,
    );
    expect(job.data.file).toBe(`imports/${id}.csv`);
    expect(job.data.text).toBeUndefined();
    for (let state = ''; state !== 'completed';) {
      const read = await t.app.inject({ method: 'GET', url: `/api/backend/job/${id}`, headers: bearer(admin.token) });
      state = read.json().data.state;
      expect(state).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const done = await t.app.inject({ method: 'GET', url: `/api/backend/job/${id}`, headers: bearer(admin.token) });
    expect(done.json().data.result).toMatchObject({ applied: true, rows: 30, add: 30, rejected: [] });
    expect(await bucketKeys()).not.toContain(`shop/imports/${id}.csv`);
  });
});
