import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { createQueryKeys, http } from '@shop/client';
import type { PartNumberEntry, PartNumbersView } from '@shop/contracts';

export const partNumberKeys = createQueryKeys('part-number');

/** GET /api/backend/part/:id/numbers: the part's cross-reference numbers in staff's order. */
export const partNumbersQuery = (partId: number) =>
  queryOptions({
    queryKey: partNumberKeys.detail(partId),
    queryFn: async () => (await http.get(`/api/backend/part/${partId}/numbers`).json<{ data: PartNumbersView }>()).data,
  });

export const usePartNumbers = (partId: number) => useQuery(partNumbersQuery(partId));

/** PUT /api/backend/part/:id/numbers: replaces the whole list (audited, so the part's history re-reads). */
export function useSavePartNumbers(partId: number) {
  return useMutation({
    mutationFn: async (numbers: PartNumberEntry[]) =>
      (await http.put(`/api/backend/part/${partId}/numbers`, { json: { numbers } }).json<{ data: PartNumbersView }>())
        .data,
    onSuccess: () => refreshAfterWrite(partNumberKeys.all, ['audit']),
  });
}
