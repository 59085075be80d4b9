// Makers (brand items, admins): the five routes from the CRUD helper, plus `short` (every maker's id and names, for
// pickers). A maker with parts or accessories stays (409 IN_USE).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Envelope, ErrorBody, MakerBody, MakerListQuery, MakerPatch, MakerView, NamedRef } from '@shop/contracts';
import { crudRoutes } from '../../../lib/crud.ts';
import { BrandItem } from '../brand-item.entity.ts';
import { namedRef } from '../desk/references.ts';

const backendBrandItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/backend/brand-item/short',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['brand-item'],
        summary: 'Every maker, by name: id and names only (for pickers)',
        response: { 200: Envelope(Type.Array(NamedRef)), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => ({ data: (await app.orm.em.find(BrandItem, {}, { orderBy: { name: 'asc' } })).map(namedRef) }),
  );
  await app.register(
    crudRoutes(app.orm, {
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
    }),
  );
};

export default backendBrandItemRoutes;
