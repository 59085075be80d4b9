// The attachment library: upload, list (not trashed / trashed), describe, trash, restore, delete for good, empty
// the trash. Admins see every attachment; a supplier's staff only their supplier's, others are "not found".
import type { EntityManager, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { AttachmentListQuery } from '@shop/contracts';
import {
  type AttachmentPatch,
  type AttachmentUploadFields,
  type AttachmentView,
  type Pagination,
  type PublicAttachmentView,
} from '@shop/contracts';
import { Value } from 'typebox/value';
import { AttachmentUploadFields as UploadFieldsSchema } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { listOrder, listWhere } from '../../lib/crud.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { pagination, type PageRequest } from '../../lib/paging.ts';
import { accountSupplierId } from '../identity/supplier-accounts.ts';
import { Attachment } from './attachment.entity.ts';
import type { FileService, Upload } from './file.service.ts';
import { publicFileIds } from './public-pictures.ts';

export interface Caller {
  id: number;
  type: string;
}

const LIST_SORT = {
  fields: { createdAt: 'createdAt', title: 'title', updatedAt: 'updatedAt' },
  default: '-createdAt',
} as const;

/** What one list of the library asks the database (the page and the CSV read the same). */
export interface AttachmentListing {
  where: FilterQuery<Attachment>;
  orderBy: QueryOrderMap<Attachment>[];
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

  /** The caller's attachments in the trash or not, filtered (?kind, ?folder, ?search) and sorted as asked. */
  async listing(caller: Caller, query: AttachmentListQuery, trashed: boolean): Promise<AttachmentListing> {
    const where = {
      $and: [
        listWhere<Attachment, typeof AttachmentListQuery>(
          {
            // The file's name too: the library shows it where an attachment has no title, so staff search by it.
            search: (text) => {
              const pattern = { $ilike: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
              return {
                $or: [
                  ...['title', 'alt', 'folder'].map((field) => ({ [field]: pattern })),
                  { file: { name: pattern } },
                ],
              } as FilterQuery<Attachment>;
            },
            filter: (q) =>
              ({
                ...(q.folder === undefined ? {} : { folder: q.folder }),
                ...(q.kind === undefined
                  ? {}
                  : { file: { mimeType: q.kind === 'image' ? { $like: 'image/%' } : { $not: { $like: 'image/%' } } } }),
              }) as FilterQuery<Attachment>,
          },
          query,
        ),
        await this.scope(caller),
        { trashedAt: trashed ? { $ne: null } : null },
      ],
    } as FilterQuery<Attachment>;
    return { where, orderBy: listOrder<Attachment>(LIST_SORT, query.sort) };
  }

  async list(
    listing: AttachmentListing,
    page: PageRequest,
  ): Promise<{ data: AttachmentView[]; pagination: Pagination }> {
    const em = this.#orm.em;
    const [rows, total] = await em.findAndCount(Attachment, listing.where, {
      orderBy: listing.orderBy,
      limit: page.size,
      offset: page.offset,
    });
    return { data: await this.views(em, rows), pagination: pagination(page, total) };
  }

  /** One attachment of the caller's (trashed ones too). */
  async view(caller: Caller, id: number): Promise<AttachmentView> {
    return (await this.views(this.#orm.em, [await this.one(caller, id)]))[0]!;
  }

  /**
   * What the storefront may show of an attachment: only one whose file is a public picture (public-pictures.ts);
   * any other answers 404 like a missing or trashed one unless `staffMayRead` says the caller may read it.
   */
  async publicView(id: number, staffMayRead: () => Promise<boolean>): Promise<PublicAttachmentView> {
    const em = this.#orm.em;
    const row = await em.findOne(Attachment, { id, trashedAt: null });
    if (!row) throw notFound(`Attachment ${id} not found`);
    const fileId = (row.file as { id: number }).id;
    const shown = (await publicFileIds(em, [fileId])).has(fileId) || (await staffMayRead());
    if (!shown) throw notFound(`Attachment ${id} not found`);
    const [view] = await this.views(em, [row]);
    return { id: view!.id, file: view!.file, title: view!.title, alt: view!.alt };
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
