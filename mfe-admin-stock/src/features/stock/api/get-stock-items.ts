import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@shop/client';
import type { StockItemOption, StockItemQuery } from '@shop/contracts';
import { stockItemKeys } from './keys.ts';

/** GET /api/backend/stock/items-unit: items to stock, with whether the store holds them already. */
export const getStockItems = (query: StockItemQuery) =>
  getPage<StockItemOption>('/api/backend/stock/items-unit', { ...query });

export const stockItemsQueryOptions = (query: StockItemQuery) =>
  queryOptions({
    queryKey: stockItemKeys.list({ ...query }),
    queryFn: () => getStockItems(query),
    placeholderData: keepPreviousData,
  });

export const useStockItems = (query: StockItemQuery, enabled = true) =>
  useQuery({ ...stockItemsQueryOptions(query), enabled });
