import { defineEntity, p } from '@mikro-orm/core';

// A file the shop serves at GET /files/:id (category images, product photos, uploads).
// The bytes live in the database so that any number of API processes serve the same files with no
// shared disk; `content` is lazy so listing files never drags the bytes along.
const StoredFileSchema = defineEntity({
  name: 'StoredFile',
  tableName: 'stored_file',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(255),
    mimeType: p.string().length(100),
    size: p.integer(),
    sha256: p.string().length(64),
    content: p.blob().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class StoredFile extends StoredFileSchema.class {}
StoredFileSchema.setClass(StoredFile);
