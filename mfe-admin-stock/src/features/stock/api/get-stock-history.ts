import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@shop/client';
import type { StockHistoryQuery, StockHistoryView } from '@shop/contracts';
import { stockHistoryKeys } from './keys.ts';

/** GET /api/backend/stock-history/stock/:id: newest first, paged. */
export const getStockHistory = (id: number, query: StockHistoryQuery) =>
  getPage<StockHistoryView>(`/api/backend/stock-history/stock/${id}`, { ...query });

export const stockHistoryQueryOptions = (id: number, query: StockHistoryQuery) =>
  queryOptions({
    queryKey: stockHistoryKeys.list({ id, ...query }),
    queryFn: () => getStockHistory(id, query),
    placeholderData: keepPreviousData,
  });

export const useStockHistory = (id: number, query: StockHistoryQuery) => useQuery(stockHistoryQueryOptions(id, query));
