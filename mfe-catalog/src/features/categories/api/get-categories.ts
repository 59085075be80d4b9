import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shop/contracts';
import { getPage } from '@shop/client';
import { categoryKeys } from './category-keys.ts';

/** GET /api/frontend/category: every part category, in shop order. */
export function getCategories() {
  return getPage<Category>('/api/frontend/category', { page: 0, size: 100 });
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: categoryKeys.lists(), queryFn: getCategories, staleTime: 5 * 60_000 });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
