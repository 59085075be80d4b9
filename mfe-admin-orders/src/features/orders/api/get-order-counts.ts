import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@shop/client';
import type { OrderCountsQuery, OrderStatusCounts } from '@shop/contracts';
import { orderCountKeys } from '../../../lib/query-keys.ts';

/** GET /api/backend/order/counts: orders per status under the list's filters (for the tabs). */
export const getOrderCounts = (query: OrderCountsQuery) =>
  getData<OrderStatusCounts>('/api/backend/order/counts', {
    searchParams: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')),
  });

export const orderCountsQueryOptions = (query: OrderCountsQuery) =>
  queryOptions({ queryKey: orderCountKeys.list(query), queryFn: () => getOrderCounts(query) });

export const useOrderCounts = (query: OrderCountsQuery) => useQuery(orderCountsQueryOptions(query));
