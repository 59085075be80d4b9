import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnumType } from '@shop/contracts';
import { getData } from '@shop/client';
import { enumTypeKeys } from './keys.ts';

/** GET /api/other/enum_type?type=ORDER_STATUS: the statuses an order can have, in the order they are reached. */
export async function getOrderStatuses(): Promise<string[]> {
  const types = await getData<EnumType[]>('/api/other/enum_type', { searchParams: { type: 'ORDER_STATUS' } });
  return types.find((entry) => entry.type === 'ORDER_STATUS')?.values ?? [];
}

// The enumeration only changes with a release of the API.
export const orderStatusesQueryOptions = () =>
  queryOptions({ queryKey: enumTypeKeys.detail('ORDER_STATUS'), queryFn: getOrderStatuses, staleTime: Infinity });

export function useOrderStatuses() {
  return useQuery(orderStatusesQueryOptions());
}
