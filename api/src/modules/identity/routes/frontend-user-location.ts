// A shopper's saved locations (/api/frontend/user-location). Another user's location answers 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorBody, IdParams, UserLocation, UserLocationBody, UserLocationUpdateBody } from '@shop/contracts';
import Type from 'typebox';
import type { IdentityServices } from '../identity-services.ts';

const frontendUserLocationRoutes: FastifyPluginAsyncTypebox<{ services: IdentityServices }> = async (
  app,
  { services },
) => {
  const { userLocations: locations } = services;
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.get(
    '/api/frontend/user-location',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['location'],
        summary: 'My saved locations, the default first, then by id',
        response: { 200: Envelope(Type.Array(UserLocation)), ...errors },
      },
    },
    async (request) => ({ data: await locations.list(request.user.id) }),
  );

  app.post(
    '/api/frontend/user-location',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['location'],
        summary: 'Save a location; the first one (or one sent with isDefault) becomes the default',
        body: UserLocationBody,
        response: { 201: Envelope(UserLocation), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await locations.create(request.user.id, request.body) }),
  );

  app.put(
    '/api/frontend/user-location/:id',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['location'],
        summary: 'Change one of my saved locations; isDefault: true makes it the default',
        params: IdParams,
        body: UserLocationUpdateBody,
        response: { 200: Envelope(UserLocation), ...errors },
      },
    },
    async (request) => ({ data: await locations.update(request.user.id, request.params.id, request.body) }),
  );

  app.delete(
    '/api/frontend/user-location/:id',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['location'],
        summary: 'Delete one of my saved locations; deleting the default passes it to the oldest remaining one',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await locations.remove(request.user.id, request.params.id);
      return { data: null };
    },
  );
};

export default frontendUserLocationRoutes;
