import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleModel } from '@shop/contracts';
import { getData } from '@shop/client';
import { vehicleKeys } from './vehicle-keys.ts';

/** GET /api/frontend/dashboard/model/:yearId/brand/:brandId: a brand's models of one year that have parts. */
export function getModels(yearId: number, brandId: number) {
  return getData<VehicleModel[]>(`/api/frontend/dashboard/model/${yearId}/brand/${brandId}`);
}

export function modelsQueryOptions(yearId: number, brandId: number) {
  return queryOptions({
    queryKey: vehicleKeys.models(yearId, brandId),
    queryFn: () => getModels(yearId, brandId),
    staleTime: 5 * 60_000,
  });
}

export function useModels(yearId: number | null, brandId: number | null) {
  return useQuery({ ...modelsQueryOptions(yearId ?? 0, brandId ?? 0), enabled: yearId !== null && brandId !== null });
}
