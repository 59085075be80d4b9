import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { createQueryKeys, getPage, http, dataOf } from '@shop/client';
import type { PartFitDetailPatch, PartFitRangeBody, PartFitRangeResult, PartFitView } from '@shop/contracts';

export const partFitKeys = createQueryKeys('part-fit');

/** GET /api/backend/part-fit?partId: a part's fitments (a part has tens, at most a few hundred). */
export const partFitsQuery = (partId: number) =>
  queryOptions({
    queryKey: partFitKeys.list({ partId }),
    queryFn: async () => (await getPage<PartFitView>('/api/backend/part-fit', { partId, size: 1000 })).data,
  });

export const usePartFits = (partId: number) => useQuery(partFitsQuery(partId));

export function usePartFitWrites() {
  const refresh = () => refreshAfterWrite(partFitKeys.all, ['audit']);
  return {
    /** POST /api/backend/part-fit: a range of years for several models. */
    add: useMutation({
      mutationFn: async (body: PartFitRangeBody) =>
        await dataOf<PartFitRangeResult>(http.post('/api/backend/part-fit', { json: body })),
      onSuccess: refresh,
    }),
    /** PUT /api/backend/part-fit/detail/:id: position and note of a whole range. */
    changeRange: useMutation({
      mutationFn: async ({ id, patch }: { id: number; patch: PartFitDetailPatch }) =>
        http.put(`/api/backend/part-fit/detail/${id}`, { json: patch }).json(),
      onSuccess: refresh,
    }),
    /** DELETE /api/backend/part-fit/:id?range=true: a whole range. */
    removeRange: useMutation({
      mutationFn: async (id: number) =>
        http.delete(`/api/backend/part-fit/${id}`, { searchParams: { range: true } }).json(),
      onSuccess: refresh,
    }),
  };
}
