import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@shop/contracts';
import { createQueryKeys, getData } from '@shop/client';

const provinceKeys = createQueryKeys('province');

/** GET /api/frontend/location: Cambodia's capital and provinces, what a zone is drawn on. */
export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: provinceKeys.lists(),
    queryFn: () => getData<Location[]>('/api/frontend/location'),
    staleTime: Infinity,
  });

export function useProvinces() {
  return useQuery(provincesQueryOptions());
}
