import { useMutation } from '@tanstack/react-query';
import type { UserLocation, UserLocationUpdateBody } from '@shop/contracts';
import { http } from '@shop/client';
import { afterLocationsChanged } from './after-change.ts';

/** PUT /api/frontend/user-location/:id */
export async function putUserLocation({
  id,
  body,
}: {
  id: number;
  body: UserLocationUpdateBody;
}): Promise<UserLocation> {
  const { data } = await http.put(`/api/frontend/user-location/${id}`, { json: body }).json<{ data: UserLocation }>();
  return data;
}

export function useUpdateUserLocation() {
  return useMutation({ mutationFn: putUserLocation, onSuccess: afterLocationsChanged });
}
