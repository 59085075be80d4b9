import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetailView } from '@shop/contracts';
import { getData } from '@shop/client';
import { retryUnlessClientError } from '@shop/client';
import { placedOrderKeys } from './checkout-keys.ts';

/** GET /api/frontend/order/:id: one of my orders with its lines (someone else's answers 404). */
export function getOrder(id: number): Promise<OrderDetailView> {
  return getData<OrderDetailView>(`/api/frontend/order/${id}`);
}

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: placedOrderKeys.detail(id), queryFn: () => getOrder(id), retry: retryUnlessClientError });

export function useOrder(id: number) {
  return useQuery(orderQueryOptions(id));
}
