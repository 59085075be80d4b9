import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@shop/contracts';
import { createQueryKeys, getData } from '@shop/client';

// Provinces as the screens that choose one read them (the delivery zones, the districts).
const provinceKeys = createQueryKeys('province');

/** GET /api/frontend/location: Cambodia's capital and provinces, what a zone is drawn on. */
export const getProvinces = () => getData<Location[]>('/api/frontend/location');

export const provincesQueryOptions = () =>
  queryOptions({ queryKey: provinceKeys.lists(), queryFn: getProvinces, staleTime: Infinity });

export function useProvinces() {
  return useQuery(provincesQueryOptions());
}
