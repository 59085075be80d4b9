import { useMutation } from '@tanstack/react-query';
import type { UserLocation, UserLocationBody } from '@shop/contracts';
import { http, dataOf } from '@shop/client';
import { afterLocationsChanged } from './after-change.ts';

/** POST /api/frontend/user-location; the first one saved becomes the default. */
export async function createUserLocation(body: UserLocationBody): Promise<UserLocation> {
  const data = await dataOf<UserLocation>(http.post('/api/frontend/user-location', { json: body }));
  return data;
}

export function useCreateUserLocation() {
  return useMutation({ mutationFn: createUserLocation, onSuccess: afterLocationsChanged });
}
