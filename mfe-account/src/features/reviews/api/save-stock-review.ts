import { useMutation } from '@tanstack/react-query';
import { http, queryClient } from '@shop/client';
import { reviewKeys } from './keys.ts';
import type { Review, ReviewFields } from './types.ts';

/** POST /api/frontend/review/stock { stockId, rating, comment }: my review of a stock I received. */
export async function postStockReview({ stockId, ...fields }: ReviewFields & { stockId: number }): Promise<Review> {
  const { data } = await http
    .post('/api/frontend/review/stock', { json: { stockId, ...fields } })
    .json<{ data: Review }>();
  return data;
}

/** PUT /api/frontend/review/stock/:id { rating, comment }: changes my review of a stock. */
export async function putStockReview({ id, ...fields }: ReviewFields & { id: number }): Promise<Review> {
  const { data } = await http.put(`/api/frontend/review/stock/${id}`, { json: fields }).json<{ data: Review }>();
  return data;
}

/** Writes a new review (no `id`) or changes mine (`id`). */
export function saveStockReview(input: ReviewFields & { stockId: number; id: number | null }): Promise<Review> {
  const { id, stockId, ...fields } = input;
  return id === null ? postStockReview({ stockId, ...fields }) : putStockReview({ id, ...fields });
}

export function useSaveStockReview({ onSaved }: { onSaved?: () => Promise<void> | void } = {}) {
  return useMutation({
    mutationFn: saveStockReview,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: reviewKeys.all }), onSaved?.()]);
    },
  });
}
