import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createQueryKeys, getData, http, dataOf } from '@shop/client';
import type { StoreUpdateBody, SupplierStore } from '@shop/contracts';
import { auditKeys } from '@shop/admin';

export const ownStoreKeys = createQueryKeys('own-store');

/** GET /api/backend/store/supplier/:id: a supplier's own store (the API refuses anyone else's). */
export const getOwnStore = (supplierId: number) => getData<SupplierStore>(`/api/backend/store/supplier/${supplierId}`);

export const ownStoreQueryOptions = (supplierId: number) =>
  queryOptions({ queryKey: ownStoreKeys.detail(supplierId), queryFn: () => getOwnStore(supplierId) });

export const useOwnStore = (supplierId: number | null | undefined) =>
  useQuery({ ...ownStoreQueryOptions(supplierId ?? 0), enabled: !!supplierId });

/**
 * PUT /api/backend/store/supplier/:id: the supplier changes its own store (name in both languages, phone, address);
 * the API audits it and answers 404 for anyone else's. The saved store replaces the cached one.
 */
export function useUpdateOwnStore(supplierId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: StoreUpdateBody) =>
      await dataOf<SupplierStore>(http.put(`/api/backend/store/supplier/${supplierId}`, { json: body })),
    onSuccess: (store) => {
      client.setQueryData(ownStoreKeys.detail(supplierId), store);
      // The store's history beside it gains this change.
      void client.invalidateQueries({ queryKey: auditKeys.detail(`store:${store.id}`) });
    },
  });
}
