import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';

/**
 * A listing's state in the address, so Back, Forward and a reload show what the shopper saw: the filters
 * (`category` and the page's own) and `page`, the last page on screen (zero-based, as the API counts).
 * A new filter is a new history entry and starts again at page 0; showing more replaces the entry
 * (Back leaves the list instead of taking cards away one page at a time).
 */
export function useListingAddress() {
  const [search, setSearch] = useSearchParams();
  const lastPage = Math.max(0, Math.trunc(Number(search.get('page'))) || 0);
  const narrow = (changes: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) params.delete(key);
      else params.set(key, String(value));
    }
    params.delete('page');
    setSearch(params, { preventScrollReset: true });
  };
  const showPage = (page: number) => {
    const params = new URLSearchParams(search);
    if (page === 0) params.delete('page');
    else params.set('page', String(page));
    setSearch(params, { replace: true, preventScrollReset: true });
  };
  return { search, lastPage, narrow, showPage };
}

interface PagedAnswer {
  data: unknown[];
  pagination: { totalCount: number };
}

/**
 * The items of pages 0..`lastPage` of an infinite query, loading the missing ones one after another (a reload
 * or a shared link with `page=2` shows three pages). "Show more" only moves `page` on; this loads it.
 */
export function useListingPages<A extends PagedAnswer>(
  query: UseInfiniteQueryResult<InfiniteData<A>, unknown>,
  lastPage: number,
  showPage: (page: number) => void,
) {
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData, fetchNextPage } = query;
  const loaded = isPlaceholderData ? 0 : (data?.pages.length ?? 0);
  const wanted = lastPage + 1;
  useEffect(() => {
    // After a failed page it waits for the shopper's "Show more" rather than asking again and again.
    if (loaded > 0 && loaded < wanted && hasNextPage && !isFetchingNextPage && !isFetchNextPageError)
      void fetchNextPage();
  }, [loaded, wanted, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const pages = isPlaceholderData ? [] : (data?.pages.slice(0, wanted) ?? []);
  const items = pages.flatMap((page) => page.data as A['data'][number][]);
  const hasMore = loaded > pages.length || hasNextPage;
  const loadMore = () => {
    if (loaded < wanted) void fetchNextPage();
    else showPage(pages.length);
  };
  return {
    items,
    total: pages[0]?.pagination.totalCount ?? 0,
    /** No cards yet for these filters: the grid's skeleton shows. */
    waiting: query.isPending || isPlaceholderData,
    hasMore,
    loadingMore: isFetchingNextPage || (loaded < wanted && hasNextPage && !isFetchNextPageError),
    loadMore,
  };
}
