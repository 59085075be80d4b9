import { useMutation } from '@tanstack/react-query';
import type { UserLocation, UserLocationUpdateBody } from '@shop/contracts';
import { http, dataOf } from '@shop/client';
import { afterLocationsChanged } from './after-change.ts';

/** PUT /api/frontend/user-location/:id */
export async function updateUserLocation({
  id,
  body,
}: {
  id: number;
  body: UserLocationUpdateBody;
}): Promise<UserLocation> {
  const data = await dataOf<UserLocation>(http.put(`/api/frontend/user-location/${id}`, { json: body }));
  return data;
}

export function useUpdateUserLocation() {
  return useMutation({ mutationFn: updateUserLocation, onSuccess: afterLocationsChanged });
}
