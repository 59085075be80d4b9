// Payment methods: the enabled ones for checkout (public), and their upkeep (admins: the CRUD helper's routes).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Envelope, ErrorBody, PaymentMethodView } from '@shop/contracts';
import { crudRoutes } from '../../../lib/crud.ts';
import { enabledPaymentMethods, paymentMethodResource } from '../payment-method.service.ts';

const paymentMethodRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/frontend/payment-method',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payment-method'],
        summary: 'The enabled payment methods, in display order',
        response: { 200: Envelope(Type.Array(PaymentMethodView)), 400: ErrorBody },
      },
    },
    async () => ({ data: await enabledPaymentMethods(app.orm) }),
  );
  await app.register(crudRoutes(paymentMethodResource));
};

export default paymentMethodRoutes;
