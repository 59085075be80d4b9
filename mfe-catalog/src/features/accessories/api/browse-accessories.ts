import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessorySummary } from '@shop/contracts';
import { http, type Page } from '@shop/client';
import { accessoryKeys } from './accessory-keys.ts';

export interface AccessoryBrowseParams {
  accessoryCategoryId?: number;
  brandItemId?: number;
  page: number;
  size: number;
}

/** POST /api/frontend/dashboard/accessory/part: a page of accessories of a category or maker. */
export function browseAccessories(params: AccessoryBrowseParams) {
  return http.post('/api/frontend/dashboard/accessory/part', { json: params }).json<Page<AccessorySummary>>();
}

export function browseAccessoriesQueryOptions(params: AccessoryBrowseParams) {
  return queryOptions({ queryKey: accessoryKeys.list(params), queryFn: () => browseAccessories(params), placeholderData: keepPreviousData });
}

export function useBrowseAccessories(params: AccessoryBrowseParams) {
  return useQuery(browseAccessoriesQueryOptions(params));
}
