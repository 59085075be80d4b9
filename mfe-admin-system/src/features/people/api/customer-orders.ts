// One customer's orders: the staff order list filtered by the customer (GET /api/backend/order?userId=).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys, getPage } from '@shop/client';
import type { OrderSummary } from '@shop/contracts';

export const customerOrderKeys = createQueryKeys('customer-order');

export const getCustomerOrders = (userId: number) =>
  getPage<OrderSummary>('/api/backend/order', { userId, status: 'ALL', size: 50 });

export const customerOrdersQueryOptions = (userId: number) =>
  queryOptions({ queryKey: customerOrderKeys.list({ userId }), queryFn: () => getCustomerOrders(userId) });

export const useCustomerOrders = (userId: number) => useQuery(customerOrdersQueryOptions(userId));
