import { createResourceApi } from '@shop/admin';
import type { PaymentMethodBody, PaymentMethodPatch, PaymentMethodView } from '@shop/contracts';

/** GET/POST /api/backend/payment-method, GET/PUT/DELETE /api/backend/payment-method/:id (admins). */
export const paymentMethodApi = createResourceApi<PaymentMethodView, PaymentMethodBody, PaymentMethodPatch>(
  'payment-method',
);
