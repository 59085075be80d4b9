import { useMutation } from '@tanstack/react-query';
import { http, dataOf } from '@shop/client';
import type { OrderDetailView } from '@shop/contracts';
import { afterOrderChanged, refetchOrder } from './after-change.ts';

/** PUT /api/frontend/order/cancelled/:id { reasons }: cancels the whole order (PENDING only); the stock goes back. */
export async function updateOrderCancelled({ id, reasons }: { id: number; reasons: string }): Promise<OrderDetailView> {
  const data = await dataOf<OrderDetailView>(http.put(`/api/frontend/order/cancelled/${id}`, { json: { reasons } }));
  return data;
}

export function useCancelOrder() {
  return useMutation({
    mutationFn: updateOrderCancelled,
    onSuccess: afterOrderChanged,
    onError: (_error, { id }) => refetchOrder(id),
  });
}
