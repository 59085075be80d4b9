import { useMutation } from '@tanstack/react-query';
import type { ProfileBody, SessionUser } from '@shop/contracts';
import { http, useSessionStore } from '@shop/client';

/** PUT /api/frontend/user/:id; the answer is the session user, which replaces the one in the store. */
export async function putProfile({ id, body }: { id: number; body: ProfileBody }): Promise<SessionUser> {
  const { data } = await http.put(`/api/frontend/user/${id}`, { json: body }).json<{ data: SessionUser }>();
  return data;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: putProfile, onSuccess: (user) => useSessionStore.getState().setUser(user) });
}
