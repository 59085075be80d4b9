import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessoryGroup } from '@shop/contracts';
import { http } from '@shop/client';
import { accessoryKeys } from './accessory-keys.ts';

/** POST /api/frontend/dashboard/accessory: every accessory category with its count and first accessories. */
export async function getAccessoryGroups(perCategory: number) {
  const body = await http.post('/api/frontend/dashboard/accessory', { json: { perCategory } }).json<{ data: AccessoryGroup[] }>();
  return body.data;
}

export function accessoryGroupsQueryOptions(perCategory: number) {
  return queryOptions({ queryKey: accessoryKeys.list({ groups: perCategory }), queryFn: () => getAccessoryGroups(perCategory) });
}

export function useAccessoryGroups(perCategory: number) {
  return useQuery(accessoryGroupsQueryOptions(perCategory));
}
