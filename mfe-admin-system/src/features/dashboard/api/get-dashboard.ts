// The dashboard's reads: an admin asks /api/backend/dashboard/admin..., a supplier /api/backend/dashboard/supplier...
// (its own store). One query per figure block, so each block loads and fails on its own.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys, getData, useSessionStore } from '@shop/client';
import type { DashboardCount, DashboardQuery, DashboardSales, DashboardStatusRow, TopStockRow } from '@shop/contracts';

export const dashboardKeys = createQueryKeys('dashboard');

export type DashboardScope = 'admin' | 'supplier';

export function useDashboardScope(): DashboardScope {
  return useSessionStore((state) => (state.user?.type === 'SUPPLIER' ? 'supplier' : 'admin'));
}

const search = (query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const salesQueryOptions = (scope: DashboardScope, query: DashboardQuery) =>
  queryOptions({
    queryKey: dashboardKeys.list({ block: 'sales', scope, ...query }),
    queryFn: () => getData<DashboardSales>(`/api/backend/dashboard/${scope}${search({ ...query })}`),
  });

export const statusQueryOptions = (scope: DashboardScope) =>
  queryOptions({
    queryKey: dashboardKeys.list({ block: 'status', scope }),
    queryFn: () => getData<DashboardStatusRow[]>(`/api/backend/dashboard/${scope}/status`),
  });

export const topStockQueryOptions = (scope: DashboardScope, query: { brandId?: number; yearId?: number }) =>
  queryOptions({
    queryKey: dashboardKeys.list({ block: 'top', scope, ...query }),
    queryFn: () =>
      getData<TopStockRow[]>(`/api/backend/dashboard/${scope}/top-stock-sales${search({ size: 10, ...query })}`),
  });

export type CountKind = 'visitor' | 'customer' | 'dealer';
export const countQueryOptions = (kind: CountKind) =>
  queryOptions({
    queryKey: dashboardKeys.list({ block: 'count', kind }),
    queryFn: () => getData<DashboardCount>(`/api/backend/dashboard/admin/count-${kind}`),
  });

export const useSales = (scope: DashboardScope, query: DashboardQuery) => useQuery(salesQueryOptions(scope, query));
export const useStatusCounts = (scope: DashboardScope) => useQuery(statusQueryOptions(scope));
export const useTopStocks = (scope: DashboardScope, query: { brandId?: number; yearId?: number }) =>
  useQuery(topStockQueryOptions(scope, query));
/** Visitors, customers and dealers are the whole shop's: admins only. */
export const useCount = (kind: CountKind, enabled: boolean) => useQuery({ ...countQueryOptions(kind), enabled });
