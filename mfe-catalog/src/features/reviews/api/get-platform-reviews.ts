import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@shop/contracts';
import { http } from '@shop/client';
import { reviewKeys } from './get-stock-reviews.ts';

/** How many of the newest platform reviews the home page shows. */
export const HOME_REVIEWS = 6;

/**
 * GET /api/frontend/review: reviews of the shop itself, newest first, only those the back-office has not hidden,
 * with their count and mean rating.
 */
export function getPlatformReviews(size: number): Promise<ReviewPage> {
  return http.get('/api/frontend/review', { searchParams: { page: 0, size } }).json<ReviewPage>();
}

export function platformReviewsQueryOptions(size = HOME_REVIEWS) {
  return queryOptions({ queryKey: reviewKeys.list({ platform: true, size }), queryFn: () => getPlatformReviews(size) });
}

export function usePlatformReviews(size = HOME_REVIEWS) {
  return useQuery(platformReviewsQueryOptions(size));
}
