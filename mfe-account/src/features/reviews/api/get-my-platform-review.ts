import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@shop/client';
import { reviewKeys } from './keys.ts';
import type { Review, ReviewPage } from './types.ts';

/** GET /api/frontend/review?mine=true: my review of the shop, or null (one per shopper). */
export async function getMyPlatformReview(): Promise<Review | null> {
  const page = await http
    .get('/api/frontend/review', { searchParams: { mine: true, page: 0, size: 1 } })
    .json<ReviewPage>();
  return page.data[0] ?? null;
}

export const myPlatformReviewQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.detail('platform-mine'), queryFn: getMyPlatformReview });

export function useMyPlatformReview() {
  return useQuery(myPlatformReviewQueryOptions());
}
