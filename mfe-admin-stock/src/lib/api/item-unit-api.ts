import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { createQueryKeys, getData, http } from '@shop/client';
import type { ItemUnitBody, ItemUnitView } from '@shop/contracts';

export const itemUnitKeys = createQueryKeys('item-unit');

/** GET /api/backend/item-unit/item/:id: an item's units, base unit first. */
export const itemUnitsQuery = (itemId: number) =>
  queryOptions({
    queryKey: itemUnitKeys.list({ itemId }),
    queryFn: () => getData<ItemUnitView[]>(`/api/backend/item-unit/item/${itemId}`),
  });

export const useItemUnits = (itemId: number) => useQuery(itemUnitsQuery(itemId));

export function useItemUnitWrites() {
  const refresh = () => refreshAfterWrite(itemUnitKeys.all, ['audit']);
  return {
    add: useMutation({
      mutationFn: async (body: ItemUnitBody) => http.post('/api/backend/item-unit', { json: body }).json(),
      onSuccess: refresh,
    }),
    makeBase: useMutation({
      mutationFn: async (id: number) => http.put(`/api/backend/item-unit/unit/${id}`).json(),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (id: number) => http.delete(`/api/backend/item-unit/${id}`).json(),
      onSuccess: refresh,
    }),
  };
}
