// Back-office upkeep of the province list (/api/backend/location).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorBody,
  IdParams,
  Location,
  LocationBody,
  LocationUpdateBody,
  PageQuery,
  Paged,
} from '@shop/contracts';
import Type from 'typebox';
import type { IdentityServices } from '../identity-services.ts';

const backendLocationRoutes: FastifyPluginAsyncTypebox<{ services: IdentityServices }> = async (app, { services }) => {
  const { locations } = services;
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const tags = ['location'];

  app.get(
    '/api/backend/location',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Provinces, in display order',
        querystring: PageQuery,
        response: { 200: Paged(Location), ...errors },
      },
    },
    async (request) => locations.list(request.query),
  );

  app.get(
    '/api/backend/location/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'One province', params: IdParams, response: { 200: Envelope(Location), ...errors } },
    },
    async (request) => ({ data: await locations.get(request.params.id) }),
  );

  app.post(
    '/api/backend/location',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a province (unique ISO code)',
        body: LocationBody,
        response: { 201: Envelope(Location), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await locations.create(request.body) }),
  );

  app.put(
    '/api/backend/location/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change a province',
        params: IdParams,
        body: LocationUpdateBody,
        response: { 200: Envelope(Location), ...errors },
      },
    },
    async (request) => ({ data: await locations.update(request.params.id, request.body) }),
  );

  app.delete(
    '/api/backend/location/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a province no saved location uses (409 otherwise)',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await locations.remove(request.params.id);
      return { data: null };
    },
  );
};

export default backendLocationRoutes;
