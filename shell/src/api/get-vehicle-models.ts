import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@shop/client';
import type { VehicleModel } from '@shop/contracts';
import { vehicleKeys } from './vehicle-keys.ts';

/** GET /api/frontend/dashboard/model/:yearId/brand/:brandId: a brand's models of one year. */
export const getVehicleModels = (yearId: number, brandId: number) =>
  getData<VehicleModel[]>(`/api/frontend/dashboard/model/${yearId}/brand/${brandId}`);

export const vehicleModelsQueryOptions = (yearId: number, brandId: number) =>
  queryOptions({
    queryKey: vehicleKeys.models(yearId, brandId),
    queryFn: () => getVehicleModels(yearId, brandId),
    staleTime: 300_000,
  });

/** The models once both the year and the brand are known. */
export const useVehicleModels = (yearId: number | undefined, brandId: number | undefined) =>
  useQuery({
    ...vehicleModelsQueryOptions(yearId ?? 0, brandId ?? 0),
    enabled: yearId !== undefined && brandId !== undefined,
  });
