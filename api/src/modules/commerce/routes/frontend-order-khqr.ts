// The KHQR of a shopper's own BANK order (another's: 404): what its confirmation, order page and printed invoice show.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorBody, IdParams, KhqrQuery, KhqrView } from '@shop/contracts';
import type { CommerceServices } from '../commerce-services.ts';

// Each code shown is told to the bank confirmation, where one is configured (commerce-services.ts, index.ts).
const frontendOrderKhqrRoutes: FastifyPluginAsyncTypebox<{ services: CommerceServices }> = async (
  app,
  { services },
) => {
  const { khqr } = services;
  app.get(
    '/api/frontend/order/:id/khqr',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['order'],
        summary:
          'My BANK order: the KHQR code for the amount still due (USD, or riel at the shop rate rounded to 100 riel); 409 NOT_BANK_ORDER, NOTHING_DUE',
        params: IdParams,
        querystring: KhqrQuery,
        response: {
          200: Envelope(KhqrView),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) => ({ data: await khqr.forOrder(request.user.id, request.params.id, request.query.currency) }),
  );
};

export default frontendOrderKhqrRoutes;
