import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@shop/client';
import type { StoreView } from '@shop/contracts';
import { stockStoreKeys } from './keys.ts';

/** GET /api/backend/store (the first 100): the stock list's store filter and the create form's store choice (admins). */
export const getStoreOptions = () => getPage<StoreView>('/api/backend/store', { size: 100 });

export const storeOptionsQueryOptions = () =>
  queryOptions({ queryKey: stockStoreKeys.list({ size: 100 }), queryFn: getStoreOptions });

export const useStoreOptions = (enabled: boolean) => useQuery({ ...storeOptionsQueryOptions(), enabled });
