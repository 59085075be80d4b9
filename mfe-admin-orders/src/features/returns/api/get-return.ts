import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@shop/client';
import type { SupplierReturnView } from '@shop/contracts';
import { returnKeys } from './keys.ts';

/** GET /api/backend/supplier-return-stock/:id: one return with the stock-history row it wrote. */
export const getReturn = (id: number) => getData<SupplierReturnView>(`/api/backend/supplier-return-stock/${id}`);

export const returnQueryOptions = (id: number) =>
  queryOptions({ queryKey: returnKeys.detail(id), queryFn: () => getReturn(id) });

export const useReturn = (id: number) => useQuery(returnQueryOptions(id));
