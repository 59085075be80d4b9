import { useDebouncedValue } from '@mantine/hooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys, getData } from '@shop/client';
import type { PartNumberCheck } from '@shop/contracts';

const partNumberCheckKeys = createQueryKeys('part-number-check');

/**
 * GET /api/backend/part/number-check: the maker's own part of that number (a save would be refused) and other
 * makers' (allowed). Compared by the API without case, spaces, dashes or dots.
 */
export const getPartNumberCheck = (partNumber: string, makerId: number | undefined, exceptId?: number) =>
  getData<PartNumberCheck>('/api/backend/part/number-check', {
    searchParams: {
      partNumber,
      ...(makerId ? { brandItemId: makerId } : {}),
      ...(exceptId ? { exceptId } : {}),
    },
  });

export const partNumberCheckQueryOptions = (partNumber: string, makerId: number | undefined, exceptId?: number) =>
  queryOptions({
    queryKey: partNumberCheckKeys.list({ partNumber, makerId: makerId ?? null, exceptId: exceptId ?? null }),
    queryFn: () => getPartNumberCheck(partNumber, makerId, exceptId),
    enabled: partNumber.length > 0,
    staleTime: 10_000,
  });

/** The check as the number is typed (debounced 300 ms). */
export function usePartNumberCheck(partNumber: string, makerId: number | undefined, exceptId?: number) {
  const [typed] = useDebouncedValue(partNumber.trim(), 300);
  return useQuery(partNumberCheckQueryOptions(typed, makerId, exceptId));
}
