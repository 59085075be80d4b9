// Back-office suppliers (/api/backend/supplier): list, one, create (with its store and sign-in account), change,
// enable or disable, delete. The supplier's own account routes (me, profile, change-password, reset/:id) are
// the identity module's (identity/routes/backend-supplier-account.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  EnableBody,
  Envelope,
  ErrorBody,
  IdParams,
  Paged,
  Supplier,
  SupplierCreateBody,
  SupplierListQuery,
  SupplierUpdateBody,
} from '@shop/contracts';
import Type from 'typebox';
import type { SupplyServices } from '../supply-services.ts';

/** PUT .../enable/:id without a body toggles; an absent body is read as `{}` so the schema still applies. */
const optionalBody = async (request: FastifyRequest) => {
  request.body ??= {};
};

const backendSupplierRoutes: FastifyPluginAsyncTypebox<{ services: SupplyServices }> = async (app, { services }) => {
  const { suppliers } = services;
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const tags = ['supplier'];

  app.get(
    '/api/backend/supplier',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Suppliers by name, with their store and accounts',
        querystring: SupplierListQuery,
        response: { 200: Paged(Supplier), ...errors },
      },
    },
    async (request) => suppliers.list(request.query),
  );

  app.get(
    '/api/backend/supplier/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'One supplier', params: IdParams, response: { 200: Envelope(Supplier), ...errors } },
    },
    async (request) => ({ data: await suppliers.get(request.params.id) }),
  );

  app.post(
    '/api/backend/supplier',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a supplier with its store and its SUPPLIER sign-in account (one transaction)',
        body: SupplierCreateBody,
        response: { 201: Envelope(Supplier), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await suppliers.create(request.body) }),
  );

  app.put(
    '/api/backend/supplier/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Change a supplier's details",
        params: IdParams,
        body: SupplierUpdateBody,
        response: { 200: Envelope(Supplier), ...errors },
      },
    },
    async (request) => ({ data: await suppliers.update(request.params.id, request.body) }),
  );

  app.put(
    '/api/backend/supplier/enable/:id',
    {
      config: { access: 'admin' },
      preValidation: optionalBody,
      schema: {
        tags,
        summary: 'Enable or disable a supplier (toggles without a body); its accounts follow, disabling signs them out',
        params: IdParams,
        body: EnableBody,
        response: { 200: Envelope(Supplier), ...errors },
      },
    },
    async (request) => ({ data: await suppliers.setEnabled(request.params.id, request.body.enabled) }),
  );

  app.delete(
    '/api/backend/supplier/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a supplier that holds no stock, with its store and accounts (409 otherwise: disable it)',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await suppliers.remove(request.params.id);
      return { data: null };
    },
  );
};

export default backendSupplierRoutes;
