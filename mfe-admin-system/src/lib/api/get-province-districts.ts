import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type DistrictView } from '@shop/contracts';
import { createQueryKeys, getPage } from '@shop/client';

const districtKeys = createQueryKeys('district-choices');

/** GET /api/backend/district?locationId: every district of one province (page after page), for its delivery zones. */
export async function getProvinceDistricts(locationId: number): Promise<DistrictView[]> {
  const rows: DistrictView[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await getPage<DistrictView>('/api/backend/district', { locationId, page, size: MAX_PAGE_SIZE });
    rows.push(...answer.data);
    if (answer.data.length === 0 || page + 1 >= answer.pagination.totalPage) return rows;
  }
}

export const provinceDistrictsQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: districtKeys.list({ locationId }),
    queryFn: () => getProvinceDistricts(locationId),
    staleTime: 60_000,
  });

/** The districts of the chosen province (none while no province is chosen). */
export function useProvinceDistricts(locationId: number | null) {
  return useQuery({ ...provinceDistrictsQueryOptions(locationId ?? 0), enabled: locationId !== null });
}
