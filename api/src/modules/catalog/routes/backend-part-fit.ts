// Fitments (admins, 10 routes): which vehicles (brand, model, year) a part fits, where on them, with a note.
// POST adds a range of years for several models at once (each model with its own position), the way people
// write fitment ("Camry and Corolla 2010-2015"); the grouped-row routes (PUT detail/:id, DELETE ?range=true)
// change or remove one such range. A part fits one vehicle once (the storefront counts it once per vehicle), so
// adding a vehicle it already fits changes that fitment's position and note instead of adding a second one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  DeletedCount,
  Envelope,
  ErrorBody,
  FitParams,
  IdParams,
  ModelRef,
  Paged,
  PartFitDeleteQuery,
  PartFitDetailPatch,
  PartFitListQuery,
  PartFitPatch,
  PartFitRangeBody,
  PartFitRangeResult,
  PartFitView,
  Year as YearRef,
  YearBrandParams,
} from '@shop/contracts';
import type { CatalogServices } from '../catalog-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

const backendPartFitRoutes: FastifyPluginAsyncTypebox<{ services: CatalogServices }> = async (app, { services }) => {
  const { fits } = services;

  app.get(
    '/api/backend/part-fit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary:
          'Fitments (by brand, model, position, note, year, so ranges read in order); ?partId, ?brandId, ?modelId, ?yearId',
        querystring: PartFitListQuery,
        response: { 200: Paged(PartFitView), ...errors },
      },
    },
    async (request) => fits.list(request.query),
  );

  app.get(
    '/api/backend/part-fit/year',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: 'Every model year, oldest first (the range pickers)',
        response: { 200: Envelope(Type.Array(YearRef)), ...errors },
      },
    },
    async () => ({ data: await fits.years() }),
  );

  app.get(
    '/api/backend/part-fit/brand/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: "A brand's models with the years each is made in",
        params: IdParams,
        response: { 200: Envelope(Type.Array(ModelRef)), ...errors },
      },
    },
    async (request) => ({ data: await fits.models(request.params.id) }),
  );

  app.get(
    '/api/backend/part-fit/model/:yearId/brand/:brandId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: "A brand's models made in a year",
        params: YearBrandParams,
        response: { 200: Envelope(Type.Array(ModelRef)), ...errors },
      },
    },
    async (request) => ({ data: await fits.models(request.params.brandId, request.params.yearId) }),
  );

  app.get(
    '/api/backend/part-fit/params/:yearIds/:brandIds/:modelIds',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: 'Fitments of any of those years, brands and models (comma-separated ids)',
        params: FitParams,
        querystring: PartFitListQuery,
        response: { 200: Paged(PartFitView), ...errors },
      },
    },
    async (request) => fits.byParams(request.params, request.query),
  );

  app.get(
    '/api/backend/part-fit/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: 'One fitment',
        params: IdParams,
        response: { 200: Envelope(PartFitView), ...errors },
      },
    },
    async (request) => ({ data: await fits.one(request.params.id) }),
  );

  app.post(
    '/api/backend/part-fit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: 'Fit a part to several models (each with its position) in every year of a range the model is made in',
        body: PartFitRangeBody,
        response: { 201: Envelope(PartFitRangeResult), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await fits.addRange(request.body) }),
  );

  app.put(
    '/api/backend/part-fit/detail/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: 'Change the position or note of the whole range (grouped row) this fitment belongs to',
        params: IdParams,
        body: PartFitDetailPatch,
        response: { 200: Envelope(Type.Array(PartFitView)), ...errors },
      },
    },
    async (request) => ({ data: await fits.changeRange(request.params.id, request.body) }),
  );

  app.put(
    '/api/backend/part-fit/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: 'Change one fitment (year, model, position, note)',
        params: IdParams,
        body: PartFitPatch,
        response: { 200: Envelope(PartFitView), ...errors },
      },
    },
    async (request) => ({ data: await fits.change(request.params.id, request.body) }),
  );

  app.delete(
    '/api/backend/part-fit/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part-fit'],
        summary: 'Delete a fitment, or with ?range=true its whole range; answers how many went',
        params: IdParams,
        querystring: PartFitDeleteQuery,
        response: { 200: Envelope(DeletedCount), ...errors },
      },
    },
    async (request) => ({ data: await fits.delete(request.params.id, request.query.range ?? false) }),
  );
};

export default backendPartFitRoutes;
