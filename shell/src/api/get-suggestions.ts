import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys, getData } from '@shop/client';
import type { Suggestions } from '@shop/contracts';

export const suggestionKeys = createQueryKeys('suggest');

/** GET /api/frontend/dashboard/suggest: parts, categories and vehicles whose names start like `query`. */
export const getSuggestions = (query: string) =>
  getData<Suggestions>('/api/frontend/dashboard/suggest', { searchParams: { query } });

/** One cached answer per query, whatever its case; a minute fresh. */
export const suggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: suggestionKeys.list(query.toLowerCase()),
    queryFn: () => getSuggestions(query),
    staleTime: 60_000,
  });

/** The header's suggestions while typing: the last answer stays on screen until the next arrives. */
export const useSuggestions = (query: string, enabled: boolean) =>
  useQuery({ ...suggestionsQueryOptions(query), enabled, placeholderData: keepPreviousData });
