import { useMutation } from '@tanstack/react-query';
import { http, dataOf } from '@shop/client';
import type { OrderDetailView } from '@shop/contracts';
import { afterOrderChanged, refetchOrder } from './after-change.ts';

/** PUT /api/frontend/order/cancelled/:orderId/:detailId: cancels one line (PENDING only); the last open line cancels the order. */
export async function updateOrderLineCancelled({
  orderId,
  lineId,
}: {
  orderId: number;
  lineId: number;
}): Promise<OrderDetailView> {
  const data = await dataOf<OrderDetailView>(http.put(`/api/frontend/order/cancelled/${orderId}/${lineId}`));
  return data;
}

export function useCancelOrderLine() {
  return useMutation({
    mutationFn: updateOrderLineCancelled,
    onSuccess: afterOrderChanged,
    onError: (_error, { orderId }) => refetchOrder(orderId),
  });
}
