import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserLocation } from '@shop/contracts';
import { getData } from '@shop/client';
import { userLocationKeys } from './keys.ts';

/** GET /api/frontend/user-location: my saved locations, the default first, then by id. */
export function getUserLocations(): Promise<UserLocation[]> {
  return getData<UserLocation[]>('/api/frontend/user-location');
}

export const userLocationsQueryOptions = () =>
  queryOptions({ queryKey: userLocationKeys.lists(), queryFn: getUserLocations });

export function useUserLocations() {
  return useQuery(userLocationsQueryOptions());
}
