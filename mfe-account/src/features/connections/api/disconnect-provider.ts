import { useMutation } from '@tanstack/react-query';
import type { SessionUser, SocialProviderType } from '@shop/contracts';
import { http, useSessionStore } from '@shop/client';

/** POST /auth/oauth2/disconnect/:type (refused when it is the account's only way to sign in). */
export async function postDisconnectProvider(type: SocialProviderType): Promise<SessionUser> {
  const { data } = await http.post(`/auth/oauth2/disconnect/${type}`, { json: {} }).json<{ data: SessionUser }>();
  return data;
}

export function useDisconnectProvider() {
  return useMutation({
    mutationFn: postDisconnectProvider,
    onSuccess: (user) => useSessionStore.getState().setUser(user),
  });
}
