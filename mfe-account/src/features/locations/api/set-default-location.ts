import { useMutation } from '@tanstack/react-query';
import type { UserLocation } from '@shop/contracts';
import { http, dataOf } from '@shop/client';
import { afterLocationsChanged } from './after-change.ts';

/** PUT /api/frontend/user/update-location/:userId: makes a saved location the default. */
export async function updateDefaultLocation({
  userId,
  userLocationId,
}: {
  userId: number;
  userLocationId: number;
}): Promise<UserLocation[]> {
  const data = await dataOf<UserLocation[]>(
    http.put(`/api/frontend/user/update-location/${userId}`, { json: { userLocationId } }),
  );
  return data;
}

export function useSetDefaultLocation() {
  return useMutation({ mutationFn: updateDefaultLocation, onSuccess: afterLocationsChanged });
}
