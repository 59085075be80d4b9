// Counted corrections (/api/backend/adjustment): a supplier's of its own store's stock, admins' of any (404 otherwise).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdjustmentBody,
  AdjustmentListQuery,
  AdjustmentPatch,
  AdjustmentView,
  Envelope,
  ErrorBody,
  IdParams,
  InsufficientStockBody,
  Paged,
} from '@shop/contracts';
import Type from 'typebox';
import type { SupplyServices } from '../supply-services.ts';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: Type.Union([InsufficientStockBody, ErrorBody]),
};
const tags = ['adjustment'];

const backendAdjustmentRoutes: FastifyPluginAsyncTypebox<{ services: SupplyServices }> = async (app, { services }) => {
  const { adjustments } = services;

  app.get(
    '/api/backend/adjustment',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Adjustments, newest first: ?stockId, ?storeId, ?kind',
        querystring: AdjustmentListQuery,
        response: { 200: Paged(AdjustmentView), ...errors },
      },
    },
    async (request) => adjustments.list(await request.staffScope(), request.query),
  );
  app.get(
    '/api/backend/adjustment/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'One adjustment',
        params: IdParams,
        response: { 200: Envelope(AdjustmentView), ...errors },
      },
    },
    async (request) => ({ data: await adjustments.get(await request.staffScope(), request.params.id) }),
  );
  app.post(
    '/api/backend/adjustment',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'A counted correction: FOUND adds, DAMAGED and LOST take (409 below zero), RECOUNT sets the quantity counted; writes history',
        body: AdjustmentBody,
        response: { 201: Envelope(AdjustmentView), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await adjustments.create(await request.staffScope(), request.user.id, request.body) }),
  );
  app.put(
    '/api/backend/adjustment/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Correct the reason (the quantities are history)',
        params: IdParams,
        body: AdjustmentPatch,
        response: { 200: Envelope(AdjustmentView), ...errors },
      },
    },
    async (request) => ({
      data: await adjustments.update(await request.staffScope(), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/backend/adjustment/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Undo an adjustment: its change is reversed with a history row (409 below zero)',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await adjustments.remove(await request.staffScope(), request.user.id, request.params.id);
      return { data: null };
    },
  );
};

export default backendAdjustmentRoutes;
