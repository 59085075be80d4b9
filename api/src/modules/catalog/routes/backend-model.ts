// Vehicle models (admins): the CRUD helper's five routes, plus `brand/:brandIds` (every model of those brands, for
// the fitment editor's pickers). A model names its brand and the years it was made in; together they are the
// vehicles the storefront's selector offers. A model with fitments stays (409 IN_USE), and so does a year of it
// that fitments use.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { EntityManager } from '@mikro-orm/core';
import Type from 'typebox';
import {
  BackofficeErrorCode,
  BrandIdsParams,
  Envelope,
  ErrorBody,
  ModelAdminView,
  ModelBody,
  ModelAdminListQuery,
  ModelPatch,
} from '@shop/contracts';
import { crudRoutes } from '../../../lib/crud.ts';
import { badRequest, conflict } from '../../../lib/http-error.ts';
import { Brand } from '../brand.entity.ts';
import { idList, namedRef, requireRef } from '../desk/references.ts';
import { Model } from '../model.entity.ts';
import { PartFit } from '../part-fit.entity.ts';
import { Year } from '../year.entity.ts';

const toView = (row: Model) => ({
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

const backendModelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/backend/model/brand/:brandIds',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['model'],
        summary: 'Every model of the given brands (comma-separated ids), by brand then name, with their years',
        params: BrandIdsParams,
        response: { 200: Envelope(Type.Array(ModelAdminView)), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const models = await app.orm.em.find(
        Model,
        { brand: { $in: idList(request.params.brandIds) } },
        { populate: ['brand', 'years'], orderBy: [{ brand: { name: 'asc' } }, { name: 'asc' }] },
      );
      return { data: models.map(toView) };
    },
  );
  await app.register(
    crudRoutes(app.orm, {
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
        ...(patch.brandId === undefined
          ? {}
          : { brand: await requireRef(em, Brand, patch.brandId, 'brandId', 'brand') }),
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
    }),
  );
};

export default backendModelRoutes;
