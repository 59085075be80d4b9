import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@shop/client';
import type { YearWithBrands } from '@shop/contracts';
import { vehicleKeys } from './vehicle-keys.ts';

/** GET /api/frontend/dashboard/year: every model year, with the brands that have a model that year. */
export const getVehicleYears = () => getData<YearWithBrands[]>('/api/frontend/dashboard/year');

export const vehicleYearsQueryOptions = () =>
  queryOptions({ queryKey: vehicleKeys.years(), queryFn: getVehicleYears, staleTime: 300_000 });

export const useVehicleYears = (enabled: boolean) => useQuery({ ...vehicleYearsQueryOptions(), enabled });
