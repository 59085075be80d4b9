import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AccessoryBrowseResult } from '@shop/contracts';
import { http, retryUnlessClientError } from '@shop/client';
import { accessoryKeys } from './accessory-keys.ts';

export const ACCESSORY_PAGE_SIZE = 20;

export interface AccessoryBrowseParams {
  accessoryCategoryId?: number;
  brandItemId?: number;
}

/**
 * POST /api/frontend/dashboard/accessory/part: a page of every accessory, or of one category or maker. The first
 * page also asks for the per-category counts (the chips), which do not depend on the category chosen.
 */
export function browseAccessories(params: AccessoryBrowseParams, page: number) {
  return http
    .post('/api/frontend/dashboard/accessory/part', {
      json: { ...params, page, size: ACCESSORY_PAGE_SIZE, showSummary: page === 0 },
    })
    .json<AccessoryBrowseResult>();
}

export function browseAccessoriesQueryOptions(params: AccessoryBrowseParams) {
  return infiniteQueryOptions({
    queryKey: accessoryKeys.list(params),
    queryFn: ({ pageParam }) => browseAccessories(params, pageParam),
    initialPageParam: 0,
    retry: retryUnlessClientError,
    // Another chip keeps the last answer on hand meanwhile: its counts (the chips) stay while the grid waits.
    placeholderData: keepPreviousData,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPage - 1 ? last.pagination.page + 1 : undefined,
  });
}

export function useBrowseAccessories(params: AccessoryBrowseParams) {
  return useInfiniteQuery(browseAccessoriesQueryOptions(params));
}
