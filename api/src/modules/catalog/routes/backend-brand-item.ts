// Makers (brand items, admins): the five routes from the CRUD helper, plus `short` (every maker's id and names, for
// pickers). A maker with parts or accessories stays (409 IN_USE).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Envelope, ErrorBody, NamedRef } from '@shop/contracts';
import { crudRoutes } from '../../../lib/crud.ts';
import { makerResource } from '../brand-item.service.ts';
import type { CatalogServices } from '../catalog-services.ts';

const backendBrandItemRoutes: FastifyPluginAsyncTypebox<{ services: CatalogServices }> = async (app, { services }) => {
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
    async () => ({ data: await services.makers.refs() }),
  );
  await app.register(crudRoutes(makerResource));
};

export default backendBrandItemRoutes;
