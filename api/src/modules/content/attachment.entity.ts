import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { User } from '../identity/user.entity.ts';
import { Supplier } from '../supply/supplier.entity.ts';
import { StoredFile } from './stored-file.entity.ts';

// A file in the back-office's library, with its title and alt text. Deleting moves it to the trash (`trashedAt`);
// only emptying the trash removes it and its file. A supplier's staff see only their supplier's attachments.
const AttachmentSchema = defineEntity({
  name: 'Attachment',
  extends: BaseEntity,
  indexes: [{ properties: ['supplier', 'trashedAt'] }],
  properties: {
    file: () => p.manyToOne(StoredFile),
    title: p.string().length(200).nullable(),
    alt: p.string().length(300).nullable(),
    folder: p.string().length(100).nullable(),
    uploadedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    supplier: () => p.manyToOne(Supplier).nullable().deleteRule('set null'),
    trashedAt: p.datetime().nullable(),
  },
});

export class Attachment extends AttachmentSchema.class {}
AttachmentSchema.setClass(Attachment);
