// One back-office resource's calls (the API's CRUD helper answers the same five routes for every resource):
// `get`/`create`/`update`/`delete` fetchers, the key factory, and mutations that invalidate lists and the detail.
import { useMutation } from '@tanstack/react-query';
import { createQueryKeys, getData, http, queryClient, dataOf } from '@shop/client';

export interface ResourceApi<View, Body, Patch> {
  /** `/api/backend/currency` */
  path: string;
  keys: ReturnType<typeof createQueryKeys<string>>;
  get: (id: number) => Promise<View>;
  create: (body: Body) => Promise<View>;
  update: (id: number, patch: Patch) => Promise<View>;
  delete: (id: number) => Promise<void>;
}

export function createResourceApi<View, Body, Patch = Partial<Body>>(
  resource: string,
  path = `/api/backend/${resource}`,
): ResourceApi<View, Body, Patch> {
  const keys = createQueryKeys(resource);
  const get = (id: number) => getData<View>(`${path}/${id}`);
  return {
    path,
    keys,
    get,
    create: async (body) => await dataOf<View>(http.post(path, { json: body })),
    update: async (id, patch) => await dataOf<View>(http.put(`${path}/${id}`, { json: patch })),
    delete: async (id) => {
      await http.delete(`${path}/${id}`);
    },
  };
}

/**
 * Refreshes what a write changed. A read already on its way may have left before the write landed; when its
 * query has no data yet (a list just filtered), invalidating alone would wait on that stale read instead of
 * asking again, so reads in flight are cancelled first.
 */
export async function refreshAfterWrite(...keys: (readonly unknown[])[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Writes of a resource; each success refreshes its lists, its details and the history panels. */
export function useResourceMutations<View, Body, Patch>(api: ResourceApi<View, Body, Patch>) {
  const refresh = () => refreshAfterWrite(api.keys.all, ['audit']);
  return {
    create: useMutation({ mutationFn: api.create, onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, patch }: { id: number; patch: Patch }) => api.update(id, patch),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: api.delete, onSuccess: refresh }),
  };
}
