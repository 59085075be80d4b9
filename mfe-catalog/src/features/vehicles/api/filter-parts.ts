import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PartPosition, VehicleFilterResult } from '@shop/contracts';
import { http } from '@shop/client';
import { retryUnlessClientError } from '@shop/client';
import { vehicleKeys } from './vehicle-keys.ts';

export const FILTER_PAGE_SIZE = 20;

export interface VehicleFilterParams {
  yearId: number;
  brandId: number;
  modelId: number;
  categoryId?: number;
  position?: PartPosition;
  brandItemId?: number;
  /** The first page also asks for the per-category, position and maker counts. */
  showSummary: boolean;
}

/** POST /api/frontend/dashboard: one page of the parts that fit a vehicle. */
export function filterParts(params: VehicleFilterParams, page: number) {
  const { showSummary, ...filters } = params;
  return http
    .post('/api/frontend/dashboard', {
      json: { ...filters, page, size: FILTER_PAGE_SIZE, showSummary: showSummary && page === 0 },
    })
    .json<VehicleFilterResult>();
}

export function filterPartsQueryOptions(params: VehicleFilterParams) {
  return infiniteQueryOptions({
    queryKey: vehicleKeys.list(params),
    queryFn: ({ pageParam }) => filterParts(params, pageParam),
    initialPageParam: 0,
    retry: retryUnlessClientError,
    // Another chip keeps the last answer on hand meanwhile: its summary (the chips) stays while the grid waits.
    placeholderData: keepPreviousData,
    // More pages exist while the current page is before the last (product spec §9).
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPage - 1 ? last.pagination.page + 1 : undefined,
  });
}

export function useFilterParts(params: VehicleFilterParams | null) {
  return useInfiniteQuery({
    ...filterPartsQueryOptions(params ?? { yearId: 0, brandId: 0, modelId: 0, showSummary: false }),
    enabled: params !== null,
  });
}
