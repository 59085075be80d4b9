import { useMutation } from '@tanstack/react-query';
import type { SessionUser, SocialProof, SocialProviderType } from '@shop/contracts';
import { http, useSessionStore, dataOf } from '@shop/client';

/** POST /auth/oauth2/connect/:type; answers the session user, which replaces the one in the store. */
export async function createProviderConnection({
  type,
  proof,
}: {
  type: SocialProviderType;
  proof: SocialProof;
}): Promise<SessionUser> {
  const data = await dataOf<SessionUser>(http.post(`/auth/oauth2/connect/${type}`, { json: proof }));
  return data;
}

export function useConnectProvider() {
  return useMutation({
    mutationFn: createProviderConnection,
    onSuccess: (user) => useSessionStore.getState().setUser(user),
  });
}
