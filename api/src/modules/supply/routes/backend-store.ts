// Stores (/api/backend/store...): the list and one store (admins every store, a supplier its own), and the admin's
// create, change and delete; plus a supplier's store addressed by supplier id (/store/supplier/:id): admins read
// any, a supplier reads and changes only its own (another supplier's answers 404).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorBody,
  IdParams,
  Paged,
  StoreAdminPatch,
  StoreCreateBody,
  StoreListQuery,
  StoreUpdateBody,
  StoreView,
  SupplierStore,
} from '@shop/contracts';
import Type from 'typebox';
import type { SupplyServices } from '../supply-services.ts';

const backendStoreRoutes: FastifyPluginAsyncTypebox<{ services: SupplyServices }> = async (app, { services }) => {
  const { stores } = services;
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const tags = ['store'];

  app.get(
    '/api/backend/store',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Stores with their supplier and stock counts (a supplier: its own); ?search, ?enabled',
        querystring: StoreListQuery,
        response: { 200: Paged(StoreView), ...errors },
      },
    },
    async (request) => stores.list(await request.staffScope(), request.query),
  );

  app.get(
    '/api/backend/store/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'One store (a supplier: only its own)',
        params: IdParams,
        response: { 200: Envelope(StoreView), ...errors },
      },
    },
    async (request) => ({ data: await stores.get(await request.staffScope(), request.params.id) }),
  );

  app.post(
    '/api/backend/store',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A store for a supplier that has none (409 DUPLICATE naming supplierId)',
        body: StoreCreateBody,
        response: { 201: Envelope(StoreView), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await stores.create(request.body) }),
  );

  app.put(
    '/api/backend/store/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Change a store's details or switch it off",
        params: IdParams,
        body: StoreAdminPatch,
        response: { 200: Envelope(StoreView), ...errors },
      },
    },
    async (request) => ({ data: await stores.update(request.params.id, request.body) }),
  );

  app.delete(
    '/api/backend/store/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a store that never held stock (409 IN_USE otherwise)',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await stores.remove(request.params.id);
      return { data: null };
    },
  );

  app.get(
    '/api/backend/store/supplier/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Supplier :id's store (a supplier: only its own)",
        params: IdParams,
        response: { 200: Envelope(SupplierStore), ...errors },
      },
    },
    async (request) => ({ data: await stores.getBySupplier(request.user, request.params.id) }),
  );

  app.put(
    '/api/backend/store/supplier/:id',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        summary: "Change my store's name, phone or address (:id is my supplier id)",
        params: IdParams,
        body: StoreUpdateBody,
        response: { 200: Envelope(SupplierStore), ...errors },
      },
    },
    async (request) => ({ data: await stores.updateOwn(request.user, request.params.id, request.body) }),
  );
};

export default backendStoreRoutes;
