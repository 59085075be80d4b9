import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shop/contracts';
import { getPage } from '@shop/client';
import { accessoryCategoryKeys } from './category-keys.ts';

/** GET /api/frontend/accessory/category: every accessory category, in shop order. */
export function getAccessoryCategories() {
  return getPage<Category>('/api/frontend/accessory/category', { page: 0, size: 100 });
}

export function accessoryCategoriesQueryOptions() {
  return queryOptions({
    queryKey: accessoryCategoryKeys.lists(),
    queryFn: getAccessoryCategories,
    staleTime: 5 * 60_000,
  });
}

export function useAccessoryCategories() {
  return useQuery(accessoryCategoriesQueryOptions());
}
