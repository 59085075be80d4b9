import { defineEntity, p } from '@mikro-orm/core';

// A file the shop serves at GET /files/:id (category images, product photos, uploads).
// Seeded catalogue images keep their bytes in the database (`content`, lazy so listing files never drags the bytes
// along); uploads keep them in the file storage (`storageKey`, local disk by default, an S3-compatible store later).
// An image's WebP sizes are files of their own pointing at it (`variantOf`, `variant`).
const StoredFileSchema = defineEntity({
  name: 'StoredFile',
  tableName: 'stored_file',
  checks: [{ name: 'stored_file_bytes_somewhere', expression: '(content is null) <> (storage_key is null)' }],
  properties: {
    id: p.integer().primary(),
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
