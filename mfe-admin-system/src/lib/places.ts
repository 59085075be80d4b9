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

/** GET /api/backend/district?locationId: every district of one province (page after page), for its delivery zones. */
export const provinceDistrictsQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: districtKeys.list({ locationId }),
    queryFn: async () => {
      const rows: DistrictView[] = [];
      for (let page = 0; ; page += 1) {
        const answer = await getPage<DistrictView>('/api/backend/district', { locationId, page, size: MAX_PAGE_SIZE });
        rows.push(...answer.data);
        if (answer.data.length === 0 || page + 1 >= answer.pagination.totalPage) return rows;
      }
    },
    staleTime: 60_000,
  });

/** The districts of the chosen province (none while no province is chosen). */
export function useProvinceDistricts(locationId: number | null) {
  return useQuery({ ...provinceDistrictsQueryOptions(locationId ?? 0), enabled: locationId !== null });
}
