import { useMutation } from '@tanstack/react-query';
import { http, queryClient, dataOf } from '@shop/client';
import { reviewKeys } from './keys.ts';
import type { Review, ReviewFields } from './types.ts';

/** POST /api/frontend/review/stock { stockId, rating, comment }: my review of a stock I received. */
export async function createStockReview({ stockId, ...fields }: ReviewFields & { stockId: number }): Promise<Review> {
  const data = await dataOf<Review>(http.post('/api/frontend/review/stock', { json: { stockId, ...fields } }));
  return data;
}

/** PUT /api/frontend/review/stock/:id { rating, comment }: changes my review of a stock. */
export async function updateStockReview({ id, ...fields }: ReviewFields & { id: number }): Promise<Review> {
  const data = await dataOf<Review>(http.put(`/api/frontend/review/stock/${id}`, { json: fields }));
  return data;
}

export function useSaveStockReview({ onSaved }: { onSaved?: () => Promise<void> | void } = {}) {
  return useMutation({
    // Writes a new review (no `id`) or changes mine (`id`).
    mutationFn: ({ id, stockId, ...fields }: ReviewFields & { stockId: number; id: number | null }) =>
      id === null ? createStockReview({ stockId, ...fields }) : updateStockReview({ id, ...fields }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: reviewKeys.all }), onSaved?.()]);
    },
  });
}
