import { useMutation } from '@tanstack/react-query';
import { http, dataOf } from '@shop/client';
import type { OrderDetailView } from '@shop/contracts';
import { afterOrderChanged, refetchOrder } from './after-change.ts';

/** PUT /api/frontend/order/modify-location/:id { userLocationId }: delivers to another saved location (PENDING or ACCEPTED). */
export async function updateOrderLocation({
  id,
  userLocationId,
}: {
  id: number;
  userLocationId: number;
}): Promise<OrderDetailView> {
  const data = await dataOf<OrderDetailView>(
    http.put(`/api/frontend/order/modify-location/${id}`, { json: { userLocationId } }),
  );
  return data;
}

export function useChangeOrderLocation() {
  return useMutation({
    mutationFn: updateOrderLocation,
    onSuccess: afterOrderChanged,
    onError: (_error, { id }) => refetchOrder(id),
  });
}
