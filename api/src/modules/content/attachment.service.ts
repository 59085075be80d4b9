// The attachment library: upload, list (not trashed / trashed), describe, trash, restore, delete for good, empty
// the trash. Admins see every attachment; a supplier's staff only their supplier's, others are "not found".
import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { type AttachmentPatch, type AttachmentUploadFields, type AttachmentView } from '@shop/contracts';
import { Value } from 'typebox/value';
import { AttachmentUploadFields as UploadFieldsSchema } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { accountSupplierId } from '../identity/supplier-accounts.ts';
import { Attachment } from './attachment.entity.ts';
import type { FileService, Upload } from './file.service.ts';

export interface Caller {
  id: number;
  type: string;
}

export class AttachmentService {
  readonly #orm: Orm;
  readonly #files: FileService;

  constructor(orm: Orm, files: FileService) {
    this.#orm = orm;
    this.#files = files;
  }

  /** The supplier a caller's attachments belong to (null for the shop's admins). */
  async supplierOf(caller: Caller): Promise<number | null> {
    if (caller.type !== 'SUPPLIER') return null;
    return accountSupplierId(this.#orm.em, caller.id);
  }

  /** What a caller may see: everything for admins, its supplier's for a supplier. */
  async scope(caller: Caller): Promise<{ supplier?: number }> {
    return caller.type === 'SUPPLIER' ? { supplier: (await this.supplierOf(caller)) ?? -1 } : {};
  }

  async upload(caller: Caller, uploads: Upload[], rawFields: Record<string, string>): Promise<AttachmentView[]> {
    const fields = Object.fromEntries(
      Object.entries(rawFields).filter(([name]) => ['title', 'alt', 'folder'].includes(name)),
    );
    if (!Value.Check(UploadFieldsSchema, fields)) {
      const issue = [...Value.Errors(UploadFieldsSchema, fields)][0];
      const field = issue?.instancePath.split('/').filter(Boolean)[0];
      throw badRequest(`${field ?? 'A field'} is not valid: ${issue?.message ?? ''}`.trim(), {
        ...(field ? { field } : {}),
      });
    }
    const described = fields as AttachmentUploadFields;
    // Every file is checked before anything is stored, so one refused file stores none.
    const checked = await Promise.all(uploads.map((upload) => this.#files.check(upload)));
    const supplier = await this.supplierOf(caller);
    const written: string[] = [];
    try {
      const rows = await this.#orm.em.transactional(async (em) => {
        const made: Attachment[] = [];
        for (const upload of checked) {
          const file = await this.#files.store(em, upload, written);
          made.push(
            em.create(Attachment, {
              file,
              title: described.title ?? null,
              alt: described.alt ?? null,
              folder: described.folder ?? null,
              uploadedBy: caller.id,
              supplier,
            }),
          );
        }
        return made;
      });
      return this.views(this.#orm.em, rows);
    } catch (error) {
      await this.#files.discard(written);
      throw error;
    }
  }

  async one(caller: Caller, id: number, trashed: boolean | undefined = undefined): Promise<Attachment> {
    const trash = trashed === undefined ? {} : { trashedAt: trashed ? { $ne: null } : null };
    const where = { id, ...(await this.scope(caller)), ...trash } as FilterQuery<Attachment>;
    const row = await this.#orm.em.findOne(Attachment, where, { populate: ['file', 'uploadedBy'] });
    if (!row) throw notFound(`Attachment ${id} not found${trashed === true ? ' in the trash' : ''}`);
    return row;
  }

  async update(caller: Caller, id: number, patch: AttachmentPatch): Promise<AttachmentView> {
    const row = await this.one(caller, id);
    this.#orm.em.assign(row, patch);
    await this.#orm.em.flush();
    return (await this.views(this.#orm.em, [row]))[0]!;
  }

  async trash(caller: Caller, id: number): Promise<void> {
    const row = await this.one(caller, id, false);
    row.trashedAt = new Date();
    await this.#orm.em.flush();
  }

  async restore(caller: Caller, id: number): Promise<AttachmentView> {
    const row = await this.one(caller, id, true);
    row.trashedAt = null;
    await this.#orm.em.flush();
    return (await this.views(this.#orm.em, [row]))[0]!;
  }

  /** Deletes trashed attachments for good: rows in one transaction, then their bytes. Answers how many. */
  async destroy(caller: Caller, id?: number): Promise<number> {
    const where = {
      ...(await this.scope(caller)),
      trashedAt: { $ne: null },
      ...(id === undefined ? {} : { id }),
    } as FilterQuery<Attachment>;
    const { count, keys } = await this.#orm.em.transactional(async (em) => {
      const rows = await em.find(Attachment, where);
      if (id !== undefined && rows.length === 0) throw notFound(`Attachment ${id} not found in the trash`);
      const fileIds = rows.map((row) => (row.file as { id: number }).id);
      const keys = await this.#files.keysOf(em, fileIds);
      for (const row of rows) em.remove(row);
      await em.flush();
      // The files go once nothing points at them (an attachment's file is its own).
      for (const row of rows) em.remove(row.file);
      await em.flush();
      return { count: rows.length, keys };
    });
    await this.#files.discard(keys);
    return count;
  }

  async views(em: EntityManager, rows: Attachment[]): Promise<AttachmentView[]> {
    await em.populate(rows, ['file', 'uploadedBy']);
    const files = await this.#files.views(
      em,
      rows.map((row) => row.file as never),
    );
    return rows.map((row) => {
      const uploader = row.uploadedBy as { id: number; name: string } | null | undefined;
      return {
        id: row.id,
        file: files.get((row.file as { id: number }).id)!,
        title: row.title ?? null,
        alt: row.alt ?? null,
        folder: row.folder ?? null,
        uploadedBy: uploader ? { id: uploader.id, name: uploader.name } : null,
        supplierId: (row.supplier as { id: number } | null | undefined)?.id ?? null,
        trashedAt: row.trashedAt ? row.trashedAt.toISOString() : null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }
}
