// My garage on the storefront: a shopper's own vehicles (another shopper's answers 404).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { AddGarageVehicleBody, Envelope, ErrorBody, GarageVehicle, IdParams } from '@shop/contracts';
import type { CommerceServices } from '../commerce-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['garage'];

const frontendGarageRoutes: FastifyPluginAsyncTypebox<{ services: CommerceServices }> = async (app, { services }) => {
  const { garage } = services;

  app.get(
    '/api/frontend/garage',
    {
      config: { access: 'shopper' },
      schema: {
        tags,
        summary: 'My garage: my vehicles, in the order I added them',
        response: { 200: Envelope(Type.Array(GarageVehicle)), ...errors },
      },
    },
    async (request) => ({ data: await garage.list(request.user.id) }),
  );
  app.post(
    '/api/frontend/garage',
    {
      config: { access: 'shopper' },
      schema: {
        tags,
        summary:
          'Add a vehicle (brand, model and year the catalogue knows; optional VIN and name); the same vehicle again answers 200 with the saved one',
        body: AddGarageVehicleBody,
        response: { 200: Envelope(GarageVehicle), 201: Envelope(GarageVehicle), ...errors },
      },
    },
    async (request, reply) => {
      const { vehicle, created } = await garage.add(request.user.id, request.body);
      return reply.code(created ? 201 : 200).send({ data: vehicle });
    },
  );
  app.delete(
    '/api/frontend/garage/:id',
    {
      config: { access: 'shopper' },
      schema: {
        tags,
        summary: 'Remove one of my vehicles',
        params: IdParams,
        response: { 200: Envelope(Type.Array(GarageVehicle)), ...errors },
      },
    },
    async (request) => {
      await garage.remove(request.user.id, request.params.id);
      return { data: await garage.list(request.user.id) };
    },
  );
};

export default frontendGarageRoutes;
