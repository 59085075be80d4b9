import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { createQueryKeys, http, dataOf } from '@shop/client';
import type { PartNumberEntry, PartNumbersView } from '@shop/contracts';

export const partNumberKeys = createQueryKeys('part-number');

/** GET /api/backend/part/:id/numbers: the part's cross-reference numbers in staff's order. */
export const partNumbersQuery = (partId: number) =>
  queryOptions({
    queryKey: partNumberKeys.detail(partId),
    queryFn: async () => await dataOf<PartNumbersView>(http.get(`/api/backend/part/${partId}/numbers`)),
  });

export const usePartNumbers = (partId: number) => useQuery(partNumbersQuery(partId));

/** PUT /api/backend/part/:id/numbers: replaces the whole list (audited, so the part's history re-reads). */
export function useSavePartNumbers(partId: number) {
  return useMutation({
    mutationFn: async (numbers: PartNumberEntry[]) =>
      await dataOf<PartNumbersView>(http.put(`/api/backend/part/${partId}/numbers`, { json: { numbers } })),
    onSuccess: () => refreshAfterWrite(partNumberKeys.all, ['audit']),
  });
}
