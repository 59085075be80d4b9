import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@shop/client';
import type { OrderDetailView } from '@shop/contracts';
import { orderKeys } from './keys.ts';

/** GET /api/frontend/order/:id: one of my orders with its lines, address and status history. */
export function getOrder(id: number): Promise<OrderDetailView> {
  return getData<OrderDetailView>(`/api/frontend/order/${id}`);
}

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });

export function useOrder(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...orderQueryOptions(id), enabled });
}
