import { useMutation } from '@tanstack/react-query';
import type { SessionUser, SocialProviderType } from '@shop/contracts';
import { http, useSessionStore, dataOf } from '@shop/client';

/** POST /auth/oauth2/disconnect/:type (refused when it is the account's only way to sign in). */
export async function deleteProviderConnection(type: SocialProviderType): Promise<SessionUser> {
  const data = await dataOf<SessionUser>(http.post(`/auth/oauth2/disconnect/${type}`, { json: {} }));
  return data;
}

export function useDisconnectProvider() {
  return useMutation({
    mutationFn: deleteProviderConnection,
    onSuccess: (user) => useSessionStore.getState().setUser(user),
  });
}
