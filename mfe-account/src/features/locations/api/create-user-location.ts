import { useMutation } from '@tanstack/react-query';
import type { UserLocation, UserLocationBody } from '@shop/contracts';
import { http } from '@shop/client';
import { afterLocationsChanged } from './after-change.ts';

/** POST /api/frontend/user-location; the first one saved becomes the default. */
export async function postUserLocation(body: UserLocationBody): Promise<UserLocation> {
  const { data } = await http.post('/api/frontend/user-location', { json: body }).json<{ data: UserLocation }>();
  return data;
}

export function useCreateUserLocation() {
  return useMutation({ mutationFn: postUserLocation, onSuccess: afterLocationsChanged });
}
