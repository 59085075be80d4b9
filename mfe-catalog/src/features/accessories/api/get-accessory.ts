import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessoryDetail } from '@shop/contracts';
import { getData } from '@shop/client';
import { retryUnlessClientError } from '@shop/client';
import { accessoryKeys } from './accessory-keys.ts';

/** GET /api/frontend/accessory/part/:id: one accessory with its offers and units. */
export function getAccessory(id: number) {
  return getData<AccessoryDetail>(`/api/frontend/accessory/part/${id}`);
}

export function accessoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: accessoryKeys.detail(id),
    queryFn: () => getAccessory(id),
    retry: retryUnlessClientError,
  });
}

export function useAccessory(id: number) {
  return useQuery(accessoryQueryOptions(id));
}
