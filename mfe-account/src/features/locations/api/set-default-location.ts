import { useMutation } from '@tanstack/react-query';
import type { UserLocation } from '@shop/contracts';
import { http } from '@shop/client';
import { afterLocationsChanged } from './after-change.ts';

/** PUT /api/frontend/user/update-location/:userId: makes a saved location the default. */
export async function putDefaultLocation({
  userId,
  userLocationId,
}: {
  userId: number;
  userLocationId: number;
}): Promise<UserLocation[]> {
  const { data } = await http
    .put(`/api/frontend/user/update-location/${userId}`, { json: { userLocationId } })
    .json<{ data: UserLocation[] }>();
  return data;
}

export function useSetDefaultLocation() {
  return useMutation({ mutationFn: putDefaultLocation, onSuccess: afterLocationsChanged });
}
