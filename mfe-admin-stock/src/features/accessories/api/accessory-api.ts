import { useMutation } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { createQueryKeys, http } from '@shop/client';
import type { ItemBody, ItemPatch, ItemView } from '@shop/contracts';

export const accessoryKeys = createQueryKeys('accessory');
/** GET /api/backend/item/accessory (staff): the accessory list. */
export const ACCESSORY_LIST = '/api/backend/item/accessory';

/** Accessories are items: POST /api/backend/item makes one, PUT/DELETE /api/backend/item/:itemId change or remove it. */
export function useAccessoryWrites() {
  const refresh = () => refreshAfterWrite(accessoryKeys.all, ['audit']);
  return {
    create: useMutation({
      mutationFn: async (body: ItemBody) =>
        (await http.post('/api/backend/item', { json: body }).json<{ data: ItemView }>()).data,
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: async ({ itemId, patch }: { itemId: number; patch: ItemPatch }) =>
        (await http.put(`/api/backend/item/${itemId}`, { json: patch }).json<{ data: ItemView }>()).data,
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (itemId: number) => http.delete(`/api/backend/item/${itemId}`).json(),
      onSuccess: refresh,
    }),
  };
}
