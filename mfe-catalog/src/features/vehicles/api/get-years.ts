import { queryOptions, useQuery } from '@tanstack/react-query';
import type { YearWithBrands } from '@shop/contracts';
import { getData } from '@shop/client';
import { vehicleKeys } from './vehicle-keys.ts';

/** GET /api/frontend/dashboard/year: model years that have parts, newest first, with their brands. */
export function getYears() {
  return getData<YearWithBrands[]>('/api/frontend/dashboard/year');
}

export function yearsQueryOptions() {
  return queryOptions({ queryKey: vehicleKeys.years(), queryFn: getYears, staleTime: 5 * 60_000 });
}

export function useYears() {
  return useQuery(yearsQueryOptions());
}
