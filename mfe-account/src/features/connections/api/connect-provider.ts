import { useMutation } from '@tanstack/react-query';
import type { SessionUser, SocialProof, SocialProviderType } from '@shop/contracts';
import { http, useSessionStore } from '@shop/client';

/** POST /auth/oauth2/connect/:type; answers the session user, which replaces the one in the store. */
export async function postConnectProvider({
  type,
  proof,
}: {
  type: SocialProviderType;
  proof: SocialProof;
}): Promise<SessionUser> {
  const { data } = await http.post(`/auth/oauth2/connect/${type}`, { json: proof }).json<{ data: SessionUser }>();
  return data;
}

export function useConnectProvider() {
  return useMutation({
    mutationFn: postConnectProvider,
    onSuccess: (user) => useSessionStore.getState().setUser(user),
  });
}
