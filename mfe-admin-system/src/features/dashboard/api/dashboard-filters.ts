// What the dashboard's brand and year filters offer: the catalogue's brands and model years (read rarely, kept 10
// minutes), under the dashboard's own keys.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, getPage } from '@shop/client';
import type { Brand, YearWithBrands } from '@shop/contracts';
import { dashboardKeys } from './get-dashboard.ts';

/** GET /api/frontend/brand: the first 100 brands. */
export const dashboardBrandsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.list({ block: 'brands' }),
    queryFn: () => getPage<Pick<Brand, 'id' | 'name' | 'nameKh'>>('/api/frontend/brand', { page: 0, size: 100 }),
    staleTime: 600_000,
  });

/** GET /api/frontend/dashboard/year: the model years with their brands. */
export const dashboardYearsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.list({ block: 'years' }),
    queryFn: () => getData<YearWithBrands[]>('/api/frontend/dashboard/year'),
    staleTime: 600_000,
  });

export const useDashboardBrands = () => useQuery(dashboardBrandsQueryOptions());
export const useDashboardYears = () => useQuery(dashboardYearsQueryOptions());
