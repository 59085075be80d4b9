import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartSummary } from '@shop/contracts';
import { getPage } from '@shop/client';
import { partKeys } from './part-keys.ts';

export type FeaturedList = 'popular' | 'best-sellers';

/** Cards in a home-page rail: one row of the widest layout. */
export const FEATURED_SIZE = 5;

/** GET /api/frontend/part/popular and /api/frontend/part/best-sellers: a page of flagged parts. */
export function getFeaturedParts(list: FeaturedList, size: number) {
  return getPage<PartSummary>(`/api/frontend/part/${list}`, { page: 0, size });
}

export function featuredPartsQueryOptions(list: FeaturedList, size: number) {
  return queryOptions({ queryKey: partKeys.list({ list, size }), queryFn: () => getFeaturedParts(list, size) });
}

export function useFeaturedParts(list: FeaturedList, size: number) {
  return useQuery(featuredPartsQueryOptions(list, size));
}
