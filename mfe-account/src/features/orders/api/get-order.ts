import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@shop/client';
import { orderKeys } from './keys.ts';
import type { OrderDetail } from './order-line-review.ts';

/** GET /api/frontend/order/:id: one of my orders with its lines, address and status history. */
export function getOrder(id: number): Promise<OrderDetail> {
  return getData<OrderDetail>(`/api/frontend/order/${id}`);
}

export const orderQuery = (id: number) => queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });

export function useOrder(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...orderQuery(id), enabled });
}
