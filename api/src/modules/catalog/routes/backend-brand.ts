// Vehicle brands (admins): the five routes from the CRUD helper. A brand with models or fitments stays (409 IN_USE); a
// brand named as one of "Brands without parts" is refused (409 NAME_CLASH) until an admin removes that entry.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BrandAdminView, BrandBody, BrandListQuery, BrandPatch } from '@shop/contracts';
import { crudRoutes } from '../../../lib/crud.ts';
import { refuseUncarriedName, typedNames } from '../brand-name-clash.ts';
import { Brand } from '../brand.entity.ts';

const backendBrandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    crudRoutes({
      entity: Brand,
      name: 'brand',
      label: 'Brand',
      path: '/api/backend/brand',
      tags: ['brand'],
      access: { read: 'admin', write: 'admin' },
      schemas: { view: BrandAdminView, body: BrandBody, patch: BrandPatch, query: BrandListQuery },
      toView: (row) => ({
        id: row.id,
        name: row.name,
        nameKh: row.nameKh ?? null,
        logo: row.logo ?? null,
        sortOrder: row.sortOrder,
        createdAt: row.createdAt.toISOString(),
      }),
      search: ['name', 'nameKh'],
      sort: { fields: { sortOrder: 'sortOrder', name: 'name', createdAt: 'createdAt' }, default: 'sortOrder' },
      unique: ['name'],
      prepareCreate: async (body, em) => {
        await refuseUncarriedName(em, typedNames(body));
        return { ...body, name: body.name.trim() };
      },
      checkUpdate: (_row, patch, em) => refuseUncarriedName(em, typedNames(patch)),
      prepareUpdate: (_row, patch) => (patch.name === undefined ? patch : { ...patch, name: patch.name.trim() }),
    }),
  );
};

export default backendBrandRoutes;
