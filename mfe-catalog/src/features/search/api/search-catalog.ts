import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessorySummary, PartSummary, QueryReading } from '@shop/contracts';
import { http, type Page } from '@shop/client';
import { searchKeys } from './search-keys.ts';

export type SearchKind = 'parts' | 'accessories';

export interface SearchParams {
  kind: SearchKind;
  query: string;
  page: number;
  size: number;
}

const URLS: Record<SearchKind, string> = {
  parts: '/api/frontend/dashboard/search/part-or-keyword',
  accessories: '/api/frontend/dashboard/accessory/search/part-or-keyword',
};

/**
 * POST /api/frontend/dashboard/search/part-or-keyword (parts) and
 * POST /api/frontend/dashboard/accessory/search/part-or-keyword (accessories): ranked results, exact part numbers first.
 */
export function searchCatalog({ kind, query, page, size }: SearchParams) {
  // A part search also says how it read the query (a vehicle, a maker): `understood`.
  return http
    .post(URLS[kind], { json: { query, page, size } })
    .json<Page<PartSummary | AccessorySummary> & { understood?: QueryReading }>();
}

export function searchQueryOptions(params: SearchParams) {
  return queryOptions({
    queryKey: searchKeys.list(params),
    queryFn: () => searchCatalog(params),
    placeholderData: keepPreviousData,
  });
}

export function useSearch(params: SearchParams) {
  return useQuery({ ...searchQueryOptions(params), enabled: params.query.trim() !== '' });
}
