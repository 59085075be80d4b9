import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getData } from '@shop/client';
import type { PartNumberCheck } from '@shop/contracts';

/**
 * GET /api/backend/part/number-check as the number is typed (debounced): the maker's own part of that number (a save
 * would be refused) and other makers' (allowed). Compared by the API without case, spaces, dashes or dots.
 */
export function usePartNumberCheck(partNumber: string, makerId: number | undefined, exceptId?: number) {
  const [typed] = useDebouncedValue(partNumber.trim(), 300);
  return useQuery({
    queryKey: ['part-number-check', typed, makerId ?? null, exceptId ?? null],
    queryFn: () =>
      getData<PartNumberCheck>('/api/backend/part/number-check', {
        searchParams: {
          partNumber: typed,
          ...(makerId ? { brandItemId: makerId } : {}),
          ...(exceptId ? { exceptId } : {}),
        },
      }),
    enabled: typed.length > 0,
    staleTime: 10_000,
  });
}
