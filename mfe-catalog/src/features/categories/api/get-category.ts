import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryWithCount } from '@shop/contracts';
import { getData } from '@shop/client';
import { retryUnlessClientError } from '@shop/client';
import { categoryKeys } from './category-keys.ts';

/** GET /api/frontend/category/:id: one part category with its number of parts. */
export function getCategory(id: number) {
  return getData<CategoryWithCount>(`/api/frontend/category/${id}`);
}

export function categoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: categoryKeys.detail(id),
    queryFn: () => getCategory(id),
    retry: retryUnlessClientError,
  });
}

export function useCategory(id: number) {
  return useQuery(categoryQueryOptions(id));
}
