import { useMutation } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { http, dataOf } from '@shop/client';
import type { PaymentCheckView } from '@shop/contracts';
import { orderCountKeys, orderKeys } from '../../../lib/query-keys.ts';

/** POST /api/backend/order/:id/payment-check: ask the bank now whether the order's KHQR was paid. */
export const checkPayment = (orderId: number) =>
  dataOf<PaymentCheckView>(http.post(`/api/backend/order/${orderId}/payment-check`));

/** A payment found records its receipts and may move the order: the order, counts and audit are read again. */
export const usePaymentCheck = (orderId: number) =>
  useMutation({
    mutationFn: () => checkPayment(orderId),
    onSettled: () => refreshAfterWrite(orderKeys.all, orderCountKeys.all, ['audit']),
  });
