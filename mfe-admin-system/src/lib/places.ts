// Provinces and districts as the screens that choose one read them (the delivery zones, the districts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type DistrictView, type Location } from '@shop/contracts';
import { createQueryKeys, getData, getPage } from '@shop/client';

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

const districtKeys = createQueryKeys('district-choices');

/** Every district (by name, the first page of the largest size), for choosing one on a delivery zone. */
export function useDistrictChoices() {
  return useQuery(
    queryOptions({
      queryKey: districtKeys.lists(),
      queryFn: async () => (await getPage<DistrictView>('/api/backend/district', { size: MAX_PAGE_SIZE })).data,
      staleTime: 60_000,
    }),
  );
}
