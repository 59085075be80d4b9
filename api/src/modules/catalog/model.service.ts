// Vehicle models (admins), as a CRUD helper declaration, and every model of some brands for the fitment editor's
// pickers. A model names its brand and the years it was made in; together they are the vehicles the storefront's
// selector offers. A model with fitments stays (409 IN_USE), and so does a year of it that fitments use.
import type { EntityManager } from '@mikro-orm/core';
import { BackofficeErrorCode, ModelAdminListQuery, ModelAdminView, ModelBody, ModelPatch } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import type { CrudResource } from '../../lib/crud.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { Brand } from './brand.entity.ts';
import { idList, namedRef, requireRef } from './desk/references.ts';
import { Model } from './model.entity.ts';
import { PartFit } from './part-fit.entity.ts';
import { Year } from './year.entity.ts';

const toView = (row: Model): ModelAdminView => ({
  id: row.id,
  brand: namedRef(row.brand),
  name: row.name,
  nameKh: row.nameKh ?? null,
  years: row.years
    .getItems()
    .map((year) => ({ id: year.id, value: year.value }))
    .sort((a, b) => a.value - b.value),
  createdAt: row.createdAt.toISOString(),
});

async function yearsOf(em: EntityManager, ids: number[]): Promise<Year[]> {
  const years = await em.find(Year, { id: { $in: ids } });
  const missing = ids.filter((id) => !years.some((year) => year.id === id));
  if (missing.length > 0) throw badRequest(`yearIds: there is no year ${missing.join(', ')}`, { field: 'yearIds' });
  return years;
}

export const modelResource: CrudResource<
  Model,
  typeof ModelAdminView,
  typeof ModelBody,
  typeof ModelPatch,
  typeof ModelAdminListQuery
> = {
  entity: Model,
  name: 'model',
  label: 'Model',
  path: '/api/backend/model',
  tags: ['model'],
  access: { read: 'admin', write: 'admin' },
  schemas: { view: ModelAdminView, body: ModelBody, patch: ModelPatch, query: ModelAdminListQuery },
  populate: ['brand', 'years'],
  toView,
  search: ['name', 'nameKh'],
  sort: { fields: { name: 'name', createdAt: 'createdAt' }, default: 'name' },
  filter: (query) => (query.brandId ? { brand: query.brandId } : {}),
  unique: ['name'],
  prepareCreate: async (body, em) => ({
    brand: await requireRef(em, Brand, body.brandId, 'brandId', 'brand'),
    name: body.name.trim(),
    nameKh: body.nameKh ?? null,
    years: await yearsOf(em, body.yearIds ?? []),
  }),
  checkUpdate: async (row, patch, em) => {
    if (
      patch.brandId !== undefined &&
      patch.brandId !== row.brand.id &&
      (await em.count(PartFit, { model: row.id })) > 0
    ) {
      throw conflict(`Parts fit ${row.name}; its brand cannot change while they do`, {
        code: BackofficeErrorCode.inUse,
        field: 'brandId',
        usedBy: ['part_fit'],
      });
    }
    if (patch.yearIds === undefined) return;
    // Dropping a year that fitments use would hide those parts from the storefront without a word.
    const used = await em.find(
      PartFit,
      { model: row.id, year: { $nin: patch.yearIds } },
      { populate: ['year'], limit: 1 },
    );
    if (used[0]) {
      throw conflict(`Parts fit ${row.name} ${used[0].year.value}; remove those fitments before that year`, {
        code: BackofficeErrorCode.inUse,
        field: 'yearIds',
        usedBy: ['part_fit'],
      });
    }
  },
  prepareUpdate: async (_row, patch, em) => ({
    ...(patch.brandId === undefined ? {} : { brand: await requireRef(em, Brand, patch.brandId, 'brandId', 'brand') }),
    ...(patch.name === undefined ? {} : { name: patch.name.trim() }),
    ...(patch.nameKh === undefined ? {} : { nameKh: patch.nameKh }),
    ...(patch.yearIds === undefined ? {} : { years: await yearsOf(em, patch.yearIds) }),
  }),
  checkDelete: async (row, em) => {
    const fits = await em.count(PartFit, { model: row.id });
    if (fits > 0)
      throw conflict(`${fits} fitments name ${row.name}; remove them first`, {
        code: BackofficeErrorCode.inUse,
        usedBy: ['part_fit'],
      });
  },
};

export class ModelService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** Every model of the brands (comma-separated ids), by brand then name, with their years. */
  async ofBrands(brandIds: string): Promise<ModelAdminView[]> {
    const models = await this.#orm.em.find(
      Model,
      { brand: { $in: idList(brandIds) } },
      { populate: ['brand', 'years'], orderBy: [{ brand: { name: 'asc' } }, { name: 'asc' }] },
    );
    return models.map(toView);
  }
}
