import { useMutation } from '@tanstack/react-query';
import { http } from '@shop/client';
import { afterLocationsChanged } from './after-change.ts';

/** DELETE /api/frontend/user-location/:id; deleting the default passes it to the oldest remaining location. */
export async function deleteUserLocation(id: number): Promise<void> {
  await http.delete(`/api/frontend/user-location/${id}`);
}

export function useDeleteUserLocation() {
  return useMutation({ mutationFn: deleteUserLocation, onSuccess: afterLocationsChanged });
}
