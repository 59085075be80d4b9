import { useMutation } from '@tanstack/react-query';
import type { ProfileBody, SessionUser } from '@shop/contracts';
import { http, useSessionStore, dataOf } from '@shop/client';

/** PUT /api/frontend/user/:id; the answer is the session user, which replaces the one in the store. */
export async function updateProfile({ id, body }: { id: number; body: ProfileBody }): Promise<SessionUser> {
  const data = await dataOf<SessionUser>(http.put(`/api/frontend/user/${id}`, { json: body }));
  return data;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => useSessionStore.getState().setUser(user) });
}
