import { useMutation } from '@tanstack/react-query';
import { http } from '@shop/client';
import type { OrderDetailView } from '@shop/contracts';
import { afterOrderChanged, refetchOrder } from './after-change.ts';

/** PUT /api/frontend/order/cancelled/:orderId/:detailId: cancels one line (PENDING only); the last open line cancels the order. */
export async function putCancelOrderLine({
  orderId,
  lineId,
}: {
  orderId: number;
  lineId: number;
}): Promise<OrderDetailView> {
  const { data } = await http
    .put(`/api/frontend/order/cancelled/${orderId}/${lineId}`)
    .json<{ data: OrderDetailView }>();
  return data;
}

export function useCancelOrderLine() {
  return useMutation({
    mutationFn: putCancelOrderLine,
    onSuccess: afterOrderChanged,
    onError: (_error, { orderId }) => refetchOrder(orderId),
  });
}
