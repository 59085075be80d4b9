import { defineEntity, p } from '@mikro-orm/core';

/** 32 hex digits of a random UUID (122 random bits from PostgreSQL's strong random source). */
export const FILE_KEY_SQL = "replace((gen_random_uuid())::text, '-'::text, ''::text)";

// A file the shop serves (category images, product photos, uploads) under its `key`: random, made by PostgreSQL
// when the row is written, never derived from the id, so no address can be guessed or counted. A public picture is
// served at /files/<key>; any other file only through a short-lived signed link (content/file-links.ts).
// Seeded catalogue images keep their bytes in the database (`content`, lazy so listing files never drags the bytes
// along); uploads keep them in the file storage (`storageKey`, local disk by default, an S3-compatible store later).
// An image's WebP sizes are files of their own pointing at it (`variantOf`, `variant`).
const StoredFileSchema = defineEntity({
  name: 'StoredFile',
  tableName: 'stored_file',
  checks: [{ name: 'stored_file_bytes_somewhere', expression: '(content is null) <> (storage_key is null)' }],
  properties: {
    id: p.integer().primary(),
    key: p.string().length(32).unique().defaultRaw(FILE_KEY_SQL),
    name: p.string().length(255),
    mimeType: p.string().length(100),
    size: p.integer(),
    sha256: p.string().length(64),
    content: p.blob().lazy().nullable(),
    storageKey: p.string().length(200).nullable(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    variantOf: () => p.manyToOne(StoredFile).nullable().deleteRule('cascade'),
    variant: p.string().length(20).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class StoredFile extends StoredFileSchema.class {}
StoredFileSchema.setClass(StoredFile);
