import { QueryClient } from '@tanstack/react-query';

/** The one QueryClient of the page (`@shop/client` is a federation singleton): remotes share its cache. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * Query keys per resource (after Medusa admin / TkDodo): `all` invalidates everything of the resource,
 * `lists()` every list, `list(params)` one list, `details()` every detail, `detail(id)` one.
 */
export function createQueryKeys<const R extends string>(resource: R) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <P>(params: P) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number | string) => [...all, 'detail', id] as const,
  };
}
