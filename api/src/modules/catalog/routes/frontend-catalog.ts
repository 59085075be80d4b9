// Storefront reference lists: vehicle models, makers (brand items), part and accessory categories.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BrandItem,
  BrandItemDetail,
  BrandItemListQuery,
  BrandItemShort,
  Category,
  CategoryWithCount,
  Envelope,
  ErrorBody,
  IdParams,
  ModelListQuery,
  PageQuery,
  Paged,
  VehicleModel,
  VehicleModelDetail,
} from '@shop/contracts';
import Type from 'typebox';
import { pageRequest } from '../../../lib/paging.ts';
import type { CatalogServices } from '../catalog-services.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };

const frontendCatalogRoutes: FastifyPluginAsyncTypebox<{ services: CatalogServices }> = async (app, { services }) => {
  const { reference } = services;

  app.get(
    '/api/frontend/model',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Vehicle models, by brand then name',
        querystring: ModelListQuery,
        response: { 200: Paged(VehicleModel), ...errors },
      },
    },
    async (request) => reference.models(pageRequest(request.query), request.query.brandId),
  );
  app.get(
    '/api/frontend/model/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One vehicle model with its model years',
        params: IdParams,
        response: { 200: Envelope(VehicleModelDetail), ...errors },
      },
    },
    async (request) => ({ data: await reference.model(request.params.id) }),
  );

  app.get(
    '/api/frontend/brand-item',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Makers of parts and accessories, by name',
        querystring: BrandItemListQuery,
        response: { 200: Paged(BrandItem), ...errors },
      },
    },
    async (request) => reference.makers(pageRequest(request.query), request.query.name),
  );
  app.get(
    '/api/frontend/brand-item/accessory/short',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Makers of accessories (id and names only)',
        response: { 200: Envelope(Type.Array(BrandItemShort)), ...errors },
      },
    },
    async () => ({ data: await reference.accessoryMakersShort() }),
  );
  app.get(
    '/api/frontend/brand-item/accessory/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One maker of accessories (404 when it makes none)',
        params: IdParams,
        response: { 200: Envelope(BrandItemDetail), ...errors },
      },
    },
    async (request) => ({ data: await reference.maker(request.params.id, true) }),
  );
  app.get(
    '/api/frontend/brand-item/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One maker with how many parts and accessories it makes',
        params: IdParams,
        response: { 200: Envelope(BrandItemDetail), ...errors },
      },
    },
    async (request) => ({ data: await reference.maker(request.params.id) }),
  );

  app.get(
    '/api/frontend/category',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Part categories, in shop order',
        querystring: PageQuery,
        response: { 200: Paged(Category), ...errors },
      },
    },
    async (request) => reference.categories(pageRequest(request.query)),
  );
  app.get(
    '/api/frontend/category/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One part category with its number of parts',
        params: IdParams,
        response: { 200: Envelope(CategoryWithCount), ...errors },
      },
    },
    async (request) => ({ data: await reference.category(request.params.id) }),
  );
  app.get(
    '/api/frontend/accessory/category',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Accessory categories, in shop order',
        querystring: PageQuery,
        response: { 200: Paged(Category), ...errors },
      },
    },
    async (request) => reference.categories(pageRequest(request.query), true),
  );
  app.get(
    '/api/frontend/accessory/category/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One accessory category with its number of accessories',
        params: IdParams,
        response: { 200: Envelope(CategoryWithCount), ...errors },
      },
    },
    async (request) => ({ data: await reference.category(request.params.id, true) }),
  );
};

export default frontendCatalogRoutes;
