import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@shop/contracts';
import { getData } from '@shop/client';
import { provinceKeys } from './checkout-keys.ts';

/** GET /api/frontend/location: Cambodia's capital and provinces (they do not change while the page is open). */
export function getProvinces(): Promise<Location[]> {
  return getData<Location[]>('/api/frontend/location');
}

export const provincesQueryOptions = () =>
  queryOptions({ queryKey: provinceKeys.lists(), queryFn: getProvinces, staleTime: Infinity });

/** Asked only when `enabled` (a shopper with a saved location never needs the list). */
export function useProvinces(enabled = true) {
  return useQuery({ ...provincesQueryOptions(), enabled });
}
