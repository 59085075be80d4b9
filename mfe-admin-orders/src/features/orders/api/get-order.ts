import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { getData } from '@shop/client';
import type { OrderDetailView } from '@shop/contracts';
import { orderKeys } from '../../../lib/query-keys.ts';

/** GET /api/backend/order/:id: the order as the staff member may see it (a supplier: its own lines). */
export const getOrder = (id: number) => getData<OrderDetailView>(`/api/backend/order/${id}`);

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));

/** Several orders at once (the packing slips of the selected orders), one query each. */
export const useOrdersOf = (ids: readonly number[]) => useQueries({ queries: ids.map((id) => orderQueryOptions(id)) });
