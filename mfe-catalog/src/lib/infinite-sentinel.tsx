import { useEffect, useRef } from 'react';
import { Button, Center, Loader } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';

/** Product spec §9: the infinite loader waits 90 ms before asking for the next page. */
export const FETCH_DEBOUNCE_MS = 90;

export interface InfiniteSentinelProps {
  hasMore: boolean;
  loading: boolean;
  /** How many pages are on screen: after each one the sentinel checks again whether it is still in view. */
  pages: number;
  onLoadMore(): void;
}

/**
 * Sits under a list and loads the next page when it scrolls into view (debounced 90 ms), with a
 * "Show more" button for keyboards and for browsers without IntersectionObserver.
 */
export function InfiniteSentinel({ hasMore, loading, pages, onLoadMore }: InfiniteSentinelProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const loadMore = useDebouncedCallback(onLoadMore, FETCH_DEBOUNCE_MS);
  useEffect(() => {
    const element = ref.current;
    if (!hasMore || loading || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, pages, loadMore]);
  if (!hasMore && !loading) return null;
  return (
    <Center ref={ref} py="md" data-testid="infinite-sentinel">
      {loading ? (
        <Loader size="sm" aria-label={t`Loading more`} />
      ) : (
        <Button variant="subtle" onClick={onLoadMore}>
          {t`Show more`}
        </Button>
      )}
    </Center>
  );
}
