import { useMutation } from '@tanstack/react-query';
import { http, queryClient, dataOf } from '@shop/client';
import { reviewKeys } from './keys.ts';
import type { Review, ReviewFields } from './types.ts';

/** POST /api/frontend/review { rating, comment }: my review of the shop. */
export async function createPlatformReview(fields: ReviewFields): Promise<Review> {
  const data = await dataOf<Review>(http.post('/api/frontend/review', { json: fields }));
  return data;
}

/** PUT /api/frontend/review/:id { rating, comment }: changes my review of the shop. */
export async function updatePlatformReview({ id, ...fields }: ReviewFields & { id: number }): Promise<Review> {
  const data = await dataOf<Review>(http.put(`/api/frontend/review/${id}`, { json: fields }));
  return data;
}

export function useSavePlatformReview() {
  return useMutation({
    // Writes a new review (no `id`) or changes mine (`id`).
    mutationFn: ({ id, ...fields }: ReviewFields & { id: number | null }) =>
      id === null ? createPlatformReview(fields) : updatePlatformReview({ id, ...fields }),
    onSuccess: (review) => {
      queryClient.setQueryData(reviewKeys.detail('platform-mine'), review);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.lists() });
    },
  });
}
