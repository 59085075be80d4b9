import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@shop/client';
import type { OrderStockRow } from '@shop/contracts';
import { returnStockKeys } from './keys.ts';

/**
 * GET /api/backend/order/stock: the stocks a return can be made from, with their units and quantity. A supplier
 * gets its own store's only (the API enforces it), so the picker never offers another supplier's stock.
 */
export const getReturnStocks = (search: string) =>
  getPage<OrderStockRow>('/api/backend/order/stock', { search: search || undefined, size: 20 });

export const returnStocksQueryOptions = (search: string) =>
  queryOptions({
    queryKey: returnStockKeys.list({ search }),
    queryFn: () => getReturnStocks(search),
    placeholderData: keepPreviousData,
  });

export const useReturnStocks = (search: string) => useQuery(returnStocksQueryOptions(search));
