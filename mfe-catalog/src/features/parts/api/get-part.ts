import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartDetail } from '@shop/contracts';
import { getData } from '@shop/client';
import { retryUnlessClientError } from '@shop/client';
import { partKeys } from './part-keys.ts';

/** GET /api/frontend/part/:id: one part with its fitments, offers and units. */
export function getPart(id: number) {
  return getData<PartDetail>(`/api/frontend/part/${id}`);
}

export function partQueryOptions(id: number) {
  return queryOptions({ queryKey: partKeys.detail(id), queryFn: () => getPart(id), retry: retryUnlessClientError });
}

export function usePart(id: number) {
  return useQuery(partQueryOptions(id));
}
