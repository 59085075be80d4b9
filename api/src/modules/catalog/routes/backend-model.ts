// Vehicle models (admins): the CRUD helper's five routes, plus `brand/:brandIds` (every model of those brands, for
// the fitment editor's pickers). A model names its brand and the years it was made in; together they are the
// vehicles the storefront's selector offers. A model with fitments stays (409 IN_USE), and so does a year of it
// that fitments use.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { BrandIdsParams, Envelope, ErrorBody, ModelAdminView } from '@shop/contracts';
import { crudRoutes } from '../../../lib/crud.ts';
import type { CatalogServices } from '../catalog-services.ts';
import { modelResource } from '../model.service.ts';

const backendModelRoutes: FastifyPluginAsyncTypebox<{ services: CatalogServices }> = async (app, { services }) => {
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
    async (request) => ({ data: await services.models.ofBrands(request.params.brandIds) }),
  );
  await app.register(crudRoutes(modelResource));
};

export default backendModelRoutes;
