import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys, getData } from '@shop/client';
import type { SupplierStore } from '@shop/contracts';

export const ownStoreKeys = createQueryKeys('own-store');

/** GET /api/backend/store/supplier/:id: a supplier's own store (the API refuses anyone else's). */
export const getOwnStore = (supplierId: number) => getData<SupplierStore>(`/api/backend/store/supplier/${supplierId}`);

export const ownStoreQueryOptions = (supplierId: number) =>
  queryOptions({ queryKey: ownStoreKeys.detail(supplierId), queryFn: () => getOwnStore(supplierId) });

export const useOwnStore = (supplierId: number | null | undefined) =>
  useQuery({ ...ownStoreQueryOptions(supplierId ?? 0), enabled: !!supplierId });
