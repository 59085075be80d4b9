import { useMutation } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { createQueryKeys, http, dataOf } from '@shop/client';
import type { ItemBody, ItemPatch, ItemView } from '@shop/contracts';

export const accessoryKeys = createQueryKeys('accessory');
/** GET /api/backend/item/accessory (staff): the accessory list. */
export const ACCESSORY_LIST = '/api/backend/item/accessory';

/** Accessories are items: POST /api/backend/item makes one, PUT/DELETE /api/backend/item/:itemId change or remove it. */
export function useAccessoryWrites() {
  const refresh = () => refreshAfterWrite(accessoryKeys.all, ['audit']);
  return {
    create: useMutation({
      mutationFn: async (body: ItemBody) => await dataOf<ItemView>(http.post('/api/backend/item', { json: body })),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: async ({ itemId, patch }: { itemId: number; patch: ItemPatch }) =>
        await dataOf<ItemView>(http.put(`/api/backend/item/${itemId}`, { json: patch })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (itemId: number) => http.delete(`/api/backend/item/${itemId}`).json(),
      onSuccess: refresh,
    }),
  };
}
