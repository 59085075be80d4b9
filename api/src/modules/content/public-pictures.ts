// Files are private unless attached to a public record (decisions.md). The public records and the columns that
// name their pictures are listed here, once: the check behind GET /files/<key>, the file views and the catalogue's
// picture addresses all follow this list. A variant (an image's WebP size) is public when its image is.
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { badRequest } from '../../lib/http-error.ts';
import { rawSql, sql, type SqlFragment } from '../../lib/sql.ts';
import { currentActor } from '../platform/audit-context.ts';
import { accountSupplierId } from '../identity/supplier-accounts.ts';
import { StoredFile } from './stored-file.entity.ts';

/** Records whose picture is a stored file (`<table>.<column>` = the file's id). */
const PICTURE_COLUMNS = [
  ['category', 'image_id'],
  ['accessory_category', 'image_id'],
  ['part', 'image_id'],
  ['accessory', 'image_id'],
  ['store', 'image_id'],
] as const;
/** Records whose logo is an address (`/files/<key>` when it is a stored file). */
const LOGO_COLUMNS = [
  ['brand', 'logo'],
  ['brand_item', 'logo'],
] as const;

/** The address of a public picture: the file's key, never its id. */
export const pictureUrl = (key: string) => `/files/${key}`;

/** SQL: the picture address of the file with id `fileId` (null for none), as the catalogue's reads select it. */
export const pictureUrlSql = (fileId: SqlFragment): SqlFragment =>
  sql`(select '/files/' || pf.key from stored_file pf where pf.id = ${fileId})`;

/** SQL: whether the image `file` (an alias of stored_file, not a variant) is shown by a public record. */
function shownSql(file: string): SqlFragment {
  const byId = PICTURE_COLUMNS.map(([table, column]) => `exists (select 1 from ${table} where ${column} = ${file}.id)`);
  const byAddress = LOGO_COLUMNS.map(
    ([table, column]) => `exists (select 1 from ${table} where ${column} = '/files/' || ${file}.key)`,
  );
  return rawSql([...byId, ...byAddress].join(' or '));
}

/** Runs a read on `em` (inside its transaction, if it is in one); an array parameter is spread into `in (?)`. */
const rows = <T>(em: EntityManager, fragment: SqlFragment) =>
  (em as SqlEntityManager).execute<T[]>(fragment.text, [...fragment.params], 'all');

/** Which of the files `ids` are public pictures (or sizes of one). */
export async function publicFileIds(em: EntityManager, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const query = sql`select f.id from stored_file f join stored_file o on o.id = coalesce(f.variant_of_id, f.id)
                    where f.id in (${[...ids]}) and (${shownSql('o')})`;
  return new Set((await rows<{ id: number }>(em, query)).map((row) => row.id));
}

/** The public picture with this key (or a size of one), or null when no public record shows it. */
export async function findPublicFile(em: EntityManager, key: string): Promise<StoredFile | null> {
  const query = sql`select f.id from stored_file f join stored_file o on o.id = coalesce(f.variant_of_id, f.id)
                    where f.key = ${key} and (${shownSql('o')})`;
  const [row] = await rows<{ id: number }>(em, query);
  return row ? em.findOne(StoredFile, { id: row.id }, { populate: ['content'] }) : null;
}

/**
 * The stored file a record is to show as its picture (`field` = its id in the body). Showing a file makes it public,
 * so it must be an image (not a variant) the writer may read: an admin any; a supplier's staff one of its supplier's
 * library, or a picture already public. Anything else is "no such file" (400 naming the field), like a missing one,
 * so a supplier learns nothing of another's files by trying ids.
 */
export async function requirePicture(em: EntityManager, id: number, field: string): Promise<StoredFile> {
  const file = await em.findOne(StoredFile, { id, variantOf: null });
  if (!file || !(await mayShow(em, file))) throw badRequest(`${field}: there is no file ${id}`, { field });
  if (!file.mimeType.startsWith('image/')) throw badRequest(`${field}: file ${id} is not an image`, { field });
  return file;
}

async function mayShow(em: EntityManager, file: StoredFile): Promise<boolean> {
  const actor = currentActor();
  if (actor?.type !== 'SUPPLIER') return true;
  if ((await publicFileIds(em, [file.id])).has(file.id)) return true;
  const supplier = await accountSupplierId(em, actor.id);
  const query = sql`select 1 from attachment where file_id = ${file.id} and supplier_id = ${supplier ?? -1}`;
  return (await rows(em, query)).length > 0;
}

/**
 * SQL: the WebP sizes of the picture with id `fileId` as JSON `[{url, width}]`, narrowest first (`[]` for none):
 * what a detail page's `<img srcset>` offers (@shop/contracts/picture-sizes.ts).
 */
export const pictureSizesSql = (fileId: SqlFragment): SqlFragment =>
  sql`(select coalesce(json_agg(json_build_object('url', '/files/' || v.key, 'width', v.width) order by v.width), '[]')
       from stored_file v where v.variant_of_id = ${fileId} and v.width is not null)`;
