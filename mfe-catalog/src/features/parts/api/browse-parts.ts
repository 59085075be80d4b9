import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PartSummary } from '@shop/contracts';
import { http, type Page } from '@shop/client';
import { partKeys } from './part-keys.ts';

export const BROWSE_PAGE_SIZE = 20;

export interface PartBrowseParams {
  categoryId?: number;
  brandItemId?: number;
}

/** POST /api/frontend/dashboard/part: parts of a category or maker. */
export function browseParts(params: PartBrowseParams, page: number) {
  return http
    .post('/api/frontend/dashboard/part', { json: { ...params, page, size: BROWSE_PAGE_SIZE } })
    .json<Page<PartSummary>>();
}

export function browsePartsQueryOptions(params: PartBrowseParams) {
  return infiniteQueryOptions({
    queryKey: partKeys.list({ browse: params }),
    queryFn: ({ pageParam }) => browseParts(params, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPage - 1 ? last.pagination.page + 1 : undefined,
  });
}

export function useBrowseParts(params: PartBrowseParams) {
  return useInfiniteQuery(browsePartsQueryOptions(params));
}
