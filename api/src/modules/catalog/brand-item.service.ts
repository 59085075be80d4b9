// Makers (brand items, admins), as a CRUD helper declaration, and every maker's id and names for pickers. A maker
// with parts or accessories stays (409 IN_USE).
import { MakerBody, MakerListQuery, MakerPatch, MakerView, type NamedRef } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import type { CrudResource } from '../../lib/crud.ts';
import { BrandItem } from './brand-item.entity.ts';
import { namedRef } from './desk/references.ts';

export const makerResource: CrudResource<
  BrandItem,
  typeof MakerView,
  typeof MakerBody,
  typeof MakerPatch,
  typeof MakerListQuery
> = {
  entity: BrandItem,
  name: 'brand-item',
  label: 'Maker',
  path: '/api/backend/brand-item',
  tags: ['brand-item'],
  access: { read: 'admin', write: 'admin' },
  schemas: { view: MakerView, body: MakerBody, patch: MakerPatch, query: MakerListQuery },
  toView: (row) => ({
    id: row.id,
    name: row.name,
    nameKh: row.nameKh ?? null,
    logo: row.logo ?? null,
    country: row.country ?? null,
    createdAt: row.createdAt.toISOString(),
  }),
  search: ['name', 'nameKh', 'country'],
  sort: { fields: { name: 'name', country: 'country', createdAt: 'createdAt' }, default: 'name' },
  unique: ['name'],
  prepareCreate: (body) => ({ ...body, name: body.name.trim() }),
  prepareUpdate: (_row, patch) => (patch.name === undefined ? patch : { ...patch, name: patch.name.trim() }),
};

export class MakerService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** Every maker, by name: id and names only. */
  async refs(): Promise<NamedRef[]> {
    return (await this.#orm.em.find(BrandItem, {}, { orderBy: { name: 'asc' } })).map(namedRef);
  }
}
