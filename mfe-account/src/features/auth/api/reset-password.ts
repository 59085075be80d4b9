import { useMutation } from '@tanstack/react-query';
import type { LoginResult, ResetChangePasswordBody } from '@shop/contracts';
import { http, signInWithToken } from '@shop/client';

/** POST /auth/reset/change-password, then signs in with the token it answers. */
export async function postResetPassword(body: ResetChangePasswordBody) {
  const { data } = await http.post('/auth/reset/change-password', { json: body }).json<{ data: LoginResult }>();
  return signInWithToken(data.token);
}

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}
