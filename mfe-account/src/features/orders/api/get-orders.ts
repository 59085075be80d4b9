import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '@shop/contracts';
import { getPage } from '@shop/client';
import { orderKeys } from './keys.ts';

export const ORDERS_PAGE_SIZE = 10;

/** `ALL` or one order status. */
export type OrderFilter = string;

export interface OrdersParams {
  status: OrderFilter;
  /** Zero-based, as the API counts. */
  page: number;
}

/** GET /api/frontend/order: my orders, newest first, one page of one status (or all). */
export function getOrders({ status, page }: OrdersParams) {
  return getPage<OrderSummary>('/api/frontend/order', { status, page, size: ORDERS_PAGE_SIZE });
}

export const ordersQueryOptions = (params: OrdersParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: () => getOrders(params),
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrdersParams) {
  return useQuery(ordersQueryOptions(params));
}
