// The delivery quote (public): what each supplier part of a cart costs to deliver to an address, before checkout.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeliveryQuote, DeliveryQuoteBody, Envelope, ErrorBody } from '@shop/contracts';
import { HttpError } from '../../../lib/http-error.ts';
import { answerPerCaller } from '../pricing.ts';
import type { CommerceServices } from '../commerce-services.ts';

const frontendDeliveryRoutes: FastifyPluginAsyncTypebox<{ services: CommerceServices }> = async (app, { services }) => {
  const { delivery } = services;
  app.post(
    '/api/frontend/delivery/quote',
    {
      config: { access: 'public' as const },
      schema: {
        tags: ['delivery'],
        summary:
          'Delivery options per supplier part for an address (saved location, or province and district) and cart lines: fees, estimates, store pickup, cash on delivery',
        body: DeliveryQuoteBody,
        response: { 200: Envelope(DeliveryQuote), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      // Prices (dealer or not) and saved locations are the caller's: a visitor, or a token that no longer counts, is
      // quoted at retail for a province.
      answerPerCaller(reply);
      const caller = request.headers.authorization
        ? await app.authenticate(request).catch((error: unknown) => {
            if (error instanceof HttpError && error.statusCode === 401) return null;
            throw error;
          })
        : null;
      return { data: await delivery.quote(caller?.id ?? null, request.body) };
    },
  );
};

export default frontendDeliveryRoutes;
