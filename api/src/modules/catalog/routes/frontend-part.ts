// Storefront part and accessory pages, and the popular and best-seller lists.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccessoryDetail,
  Envelope,
  ErrorBody,
  IdParams,
  PageQuery,
  Paged,
  PartDetail,
  PartSummary,
} from '@shop/contracts';
import { pageRequest } from '../../../lib/paging.ts';
import { callerPriceKind } from '../../commerce/pricing.ts';
import type { CatalogServices } from '../catalog-services.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };

const frontendPartRoutes: FastifyPluginAsyncTypebox<{ services: CatalogServices }> = async (app, { services }) => {
  const { partPages: parts } = services;

  app.get(
    '/api/frontend/part/best-sellers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Best-selling parts',
        querystring: PageQuery,
        response: { 200: Paged(PartSummary), ...errors },
      },
    },
    async (request, reply) =>
      parts.parts({ bestSeller: true }, pageRequest(request.query), await callerPriceKind(app, request, reply)),
  );
  app.get(
    '/api/frontend/part/popular',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Popular parts',
        querystring: PageQuery,
        response: { 200: Paged(PartSummary), ...errors },
      },
    },
    async (request, reply) =>
      parts.parts({ popular: true }, pageRequest(request.query), await callerPriceKind(app, request, reply)),
  );
  app.get(
    '/api/frontend/part/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One part: the vehicles it fits, every store offer (USD and KHR) and its units',
        params: IdParams,
        response: { 200: Envelope(PartDetail), ...errors },
      },
    },
    async (request, reply) => ({
      data: await parts.part(request.params.id, await callerPriceKind(app, request, reply)),
    }),
  );
  app.get(
    '/api/frontend/accessory/part/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One accessory with every store offer and its units',
        params: IdParams,
        response: { 200: Envelope(AccessoryDetail), ...errors },
      },
    },
    async (request, reply) => ({
      data: await parts.accessory(request.params.id, await callerPriceKind(app, request, reply)),
    }),
  );
};

export default frontendPartRoutes;
