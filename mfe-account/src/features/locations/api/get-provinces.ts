import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@shop/contracts';
import { getData } from '@shop/client';
import { provinceKeys } from './keys.ts';

/** GET /api/frontend/location: Cambodia's capital and provinces (they do not change while the page is open). */
export function getProvinces(): Promise<Location[]> {
  return getData<Location[]>('/api/frontend/location');
}

export const provincesQueryOptions = () =>
  queryOptions({ queryKey: provinceKeys.lists(), queryFn: getProvinces, staleTime: Infinity });

export function useProvinces() {
  return useQuery(provincesQueryOptions());
}
