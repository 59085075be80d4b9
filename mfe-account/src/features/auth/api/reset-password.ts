import { useMutation } from '@tanstack/react-query';
import type { LoginResult, ResetChangePasswordBody } from '@shop/contracts';
import { http, signInWithToken, dataOf } from '@shop/client';

/** POST /auth/reset/change-password, then signs in with the token it answers. */
export async function createPasswordReset(body: ResetChangePasswordBody) {
  const data = await dataOf<LoginResult>(http.post('/auth/reset/change-password', { json: body }));
  return signInWithToken(data.token);
}

export function useResetPassword() {
  return useMutation({ mutationFn: createPasswordReset });
}
