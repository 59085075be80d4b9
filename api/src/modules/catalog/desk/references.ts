// What the catalogue desk's writes share: ids in a body must name existing records (400 naming the field, so the
// form shows it beside the input, and nothing is written), and images are stored files shown at /files/<key>
// (content/public-pictures.ts says which files a record may show).
import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/core';
import { badRequest } from '../../../lib/http-error.ts';
import { pictureUrl, requirePicture } from '../../content/public-pictures.ts';
import type { StoredFile } from '../../content/stored-file.entity.ts';
import { UnitType } from '../unit-type.entity.ts';

/** The record `id` of `entity`, or a 400 naming `field`. */
export async function requireRef<E extends object>(
  em: EntityManager,
  entity: EntityClass<E>,
  id: number,
  field: string,
  label: string,
): Promise<E> {
  const row = await em.findOne(entity, { id } as FilterQuery<E> as never);
  if (!row) throw badRequest(`${field}: there is no ${label} ${id}`, { field });
  return row;
}

/** An image id of a body: a stored image the writer may show (undefined: not given; null: none). */
export async function imageRef(
  em: EntityManager,
  id: number | null | undefined,
  field = 'imageId',
): Promise<StoredFile | null | undefined> {
  if (id === undefined || id === null) return id;
  return requirePicture(em, id, field);
}

/** A record's picture address; the record is read with its `image` populated (its key is the address). */
export const imageUrl = (file: StoredFile | null | undefined): string | null => {
  if (!file) return null;
  if (!file.key) throw new Error(`stored file ${file.id} was not loaded: populate the record's image`);
  return pictureUrl(file.key);
};

/** The unit an item is counted in: the one named, else Piece (else the first unit type there is). */
export async function baseUnitType(em: EntityManager, unitTypeId: number | undefined): Promise<UnitType> {
  if (unitTypeId !== undefined) return requireRef(em, UnitType, unitTypeId, 'unitTypeId', 'unit type');
  const unit =
    (await em.findOne(UnitType, { name: 'Piece' })) ?? (await em.findOne(UnitType, {}, { orderBy: { id: 'asc' } }));
  if (!unit) throw badRequest('unitTypeId: add a unit type first', { field: 'unitTypeId' });
  return unit;
}

/** A name a person typed: trimmed; blank becomes a 400 naming the field. */
export function cleanName(value: string, field: string): string {
  const name = value.trim();
  if (!name) throw badRequest(`${field} must not be blank`, { field });
  return name;
}

/** "1,2,3" -> [1, 2, 3] (the path pattern already allows digits and commas only). */
export const idList = (text: string): number[] =>
  [...new Set(text.split(',').map(Number))].filter((id) => id >= 1 && id <= 2_147_483_647);

export const namedRef = (row: { id: number; name: string; nameKh?: string | null }) => ({
  id: row.id,
  name: row.name,
  nameKh: row.nameKh ?? null,
});
