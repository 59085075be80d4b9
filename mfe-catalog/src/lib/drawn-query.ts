import { useDeferredValue } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/** What a section needs of a query to draw it. */
export interface DrawnQuery<T> {
  data: T | undefined;
  /** True until the answer is drawn: the section keeps its skeleton until the answer replaces it. */
  isPending: boolean;
  isError: boolean;
}

/**
 * A query's answer, drawn in a render React may interrupt. TanStack Query hands answers to React through
 * useSyncExternalStore, and React renders such updates synchronously, in one task: a section of product cards arriving
 * after the page blocked a phone's main thread for up to 80 ms (Lighthouse's Total Blocking Time). Deferred, the
 * arrival first renders the section as it was (its skeleton), then React draws the answer in a background render that
 * yields to the browser every few milliseconds (docs/storefront.md, "Main-thread work at start").
 */
export function useDrawnQuery<T>(query: UseQueryResult<T>): DrawnQuery<T> {
  const data = useDeferredValue(query.data);
  return { data, isPending: data === undefined && !query.isError, isError: query.isError };
}
