import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Year } from '@shop/contracts';
import { getData } from '@shop/client';
import { vehicleKeys } from './vehicle-keys.ts';

/** GET /api/frontend/dashboard/brand/:brandId: one brand's model years that have parts. */
export function getBrandYears(brandId: number) {
  return getData<Year[]>(`/api/frontend/dashboard/brand/${brandId}`);
}

export function brandYearsQueryOptions(brandId: number) {
  return queryOptions({
    queryKey: vehicleKeys.brandYears(brandId),
    queryFn: () => getBrandYears(brandId),
    staleTime: 5 * 60_000,
  });
}

export function useBrandYears(brandId: number) {
  return useQuery(brandYearsQueryOptions(brandId));
}
