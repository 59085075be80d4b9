import { useMutation } from '@tanstack/react-query';
import { http } from '@shop/client';
import type { OrderDetailView } from '@shop/contracts';
import { afterOrderChanged, refetchOrder } from './after-change.ts';

/** PUT /api/frontend/order/modify-location/:id { userLocationId }: delivers to another saved location (PENDING or ACCEPTED). */
export async function putOrderLocation({
  id,
  userLocationId,
}: {
  id: number;
  userLocationId: number;
}): Promise<OrderDetailView> {
  const { data } = await http
    .put(`/api/frontend/order/modify-location/${id}`, { json: { userLocationId } })
    .json<{ data: OrderDetailView }>();
  return data;
}

export function useChangeOrderLocation() {
  return useMutation({
    mutationFn: putOrderLocation,
    onSuccess: afterOrderChanged,
    onError: (_error, { id }) => refetchOrder(id),
  });
}
