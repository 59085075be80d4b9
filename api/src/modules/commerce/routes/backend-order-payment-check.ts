// Staff ask the bank now whether an order's KHQR was paid (it is also asked on a schedule; where Bakong access is not configured: 409): an admin for any order,
// a supplier only for an order it has a part in (any other answers 404). The check writes only what the bank's
// answer makes it write (the receipts, by the system account), so it is safe to ask again at any time.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorBody, IdParams, KhqrErrorCode, PaymentCheckView } from '@shop/contracts';
import { badGateway, conflict } from '../../../lib/http-error.ts';
import { BakongError } from '../bakong-client.ts';
import type { KhqrConfirmation } from '../khqr-confirmation.ts';
import type { CommerceServices } from '../commerce-services.ts';

const backendOrderPaymentCheckRoutes: FastifyPluginAsyncTypebox<{
  confirmation: KhqrConfirmation | undefined;
  services: CommerceServices;
}> = async (app, { confirmation, services }) => {
  app.post(
    '/api/backend/order/:id/payment-check',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['order'],
        summary:
          "Ask the bank now whether the order's KHQR was paid; a payment of the exact amount records its receipt. 409 BANK_CHECK_NOT_CONFIGURED, 502 BANK_UNREACHABLE",
        params: IdParams,
        response: {
          200: Envelope(PaymentCheckView),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request) => {
      const orderId = request.params.id;
      await services.reader.requireVisible(await request.staffScope(), orderId);
      if (!confirmation)
        throw conflict('Asking the bank is not set up (BAKONG_API_URL, BAKONG_TOKEN); record the receipt by hand', {
          code: KhqrErrorCode.bankCheckNotConfigured,
        });
      try {
        const { watchSince: _watched, ...check } = await confirmation.check(orderId);
        return { data: check };
      } catch (error) {
        if (error instanceof BakongError)
          throw badGateway('The bank could not be asked just now; try again', { code: KhqrErrorCode.bankUnreachable });
        throw error;
      }
    },
  );
};

export default backendOrderPaymentCheckRoutes;
