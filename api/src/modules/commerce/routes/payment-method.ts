// Payment methods: the enabled ones for checkout (public), and their upkeep (admins).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Envelope, ErrorBody, IdParams, PageQuery, Paged, PaymentMethodBody, PaymentMethodPatch, PaymentMethodView } from '@shop/contracts';
import { pageRequest } from '../../../lib/paging.ts';
import { PaymentMethodService } from '../payment-method.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const admin = { config: { access: 'admin' as const } };
const tags = ['payment-method'];

const paymentMethodRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const methods = new PaymentMethodService(app.orm);
  app.get(
    '/api/frontend/payment-method',
    { config: { access: 'public' }, schema: { tags, summary: 'The enabled payment methods, in display order', response: { 200: Envelope(Type.Array(PaymentMethodView)), ...errors } } },
    async () => ({ data: await methods.enabled() }),
  );
  app.get(
    '/api/backend/payment-method',
    { ...admin, schema: { tags, summary: 'Every payment method', querystring: PageQuery, response: { 200: Paged(PaymentMethodView), ...errors } } },
    async (request) => methods.list(pageRequest(request.query)),
  );
  app.get(
    '/api/backend/payment-method/:id',
    { ...admin, schema: { tags, summary: 'One payment method', params: IdParams, response: { 200: Envelope(PaymentMethodView), ...errors } } },
    async (request) => ({ data: await methods.one(request.params.id) }),
  );
  app.post(
    '/api/backend/payment-method',
    { ...admin, schema: { tags, summary: 'Add a payment method (unique name)', body: PaymentMethodBody, response: { 201: Envelope(PaymentMethodView), ...errors } } },
    async (request, reply) => reply.code(201).send({ data: await methods.create(request.body) }),
  );
  app.put(
    '/api/backend/payment-method/:id',
    { ...admin, schema: { tags, summary: 'Change a payment method', params: IdParams, body: PaymentMethodPatch, response: { 200: Envelope(PaymentMethodView), ...errors } } },
    async (request) => ({ data: await methods.update(request.params.id, request.body) }),
  );
  app.delete(
    '/api/backend/payment-method/:id',
    { ...admin, schema: { tags, summary: 'Delete a payment method (orders keep their kind)', params: IdParams, response: { 200: Envelope(Type.Null()), ...errors } } },
    async (request) => {
      await methods.remove(request.params.id);
      return { data: null };
    },
  );
};

export default paymentMethodRoutes;
