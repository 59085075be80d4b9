import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethodView } from '@shop/contracts';
import { getData } from '@shop/client';
import { paymentMethodKeys } from './checkout-keys.ts';

/** GET /api/frontend/payment-method: the enabled ways to pay, in display order. */
export function getPaymentMethods(): Promise<PaymentMethodView[]> {
  return getData<PaymentMethodView[]>('/api/frontend/payment-method');
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: paymentMethodKeys.lists(), queryFn: getPaymentMethods });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
