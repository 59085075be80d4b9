import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, retryUnlessClientError } from '@shop/client';
import type { StockView } from '@shop/contracts';
import { stockKeys } from './keys.ts';

/** GET /api/backend/stock/:id */
export const getStock = (id: number) => getData<StockView>(`/api/backend/stock/${id}`);

export const stockQueryOptions = (id: number) =>
  queryOptions({ queryKey: stockKeys.detail(id), queryFn: () => getStock(id), retry: retryUnlessClientError });

export const useStock = (id: number) => useQuery(stockQueryOptions(id));
