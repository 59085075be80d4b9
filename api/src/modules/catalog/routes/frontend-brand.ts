// Storefront brand lookups (/api/frontend/brand). Back-office CRUD comes with the Catalogue issue.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Brand, Envelope, ErrorBody, IdParams, PageQuery, Paged } from '@shop/contracts';
import { pageRequest } from '../../../lib/paging.ts';
import type { CatalogServices } from '../catalog-services.ts';

const frontendBrandRoutes: FastifyPluginAsyncTypebox<{ services: CatalogServices }> = async (app, { services }) => {
  const { catalog } = services;

  app.get(
    '/api/frontend/brand',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Vehicle brands, by name',
        querystring: PageQuery,
        response: { 200: Paged(Brand), 400: ErrorBody },
      },
    },
    async (request) => catalog.listBrands(pageRequest(request.query)),
  );

  app.get(
    '/api/frontend/brand/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One vehicle brand',
        params: IdParams,
        response: { 200: Envelope(Brand), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({ data: await catalog.getBrand(request.params.id) }),
  );
};

export default frontendBrandRoutes;
