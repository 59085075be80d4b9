import { useMutation } from '@tanstack/react-query';
import { http } from '@shop/client';
import { afterOrderChanged, refetchOrder } from './after-change.ts';
import type { OrderDetail } from './order-line-review.ts';

/** PUT /api/frontend/order/modify-location/:id { userLocationId }: delivers to another saved location (PENDING or ACCEPTED). */
export async function putOrderLocation({ id, userLocationId }: { id: number; userLocationId: number }): Promise<OrderDetail> {
  const { data } = await http.put(`/api/frontend/order/modify-location/${id}`, { json: { userLocationId } }).json<{ data: OrderDetail }>();
  return data;
}

export function useChangeOrderLocation() {
  return useMutation({ mutationFn: putOrderLocation, onSuccess: afterOrderChanged, onError: (_error, { id }) => refetchOrder(id) });
}
