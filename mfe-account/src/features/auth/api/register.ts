import { useMutation } from '@tanstack/react-query';
import type { LoginResult, RegisterBody } from '@shop/contracts';
import { http, signInWithToken } from '@shop/client';

/** POST /auth/register, then signs in with the token it answers. */
export async function postRegister(body: RegisterBody) {
  const { data } = await http.post('/auth/register', { json: body }).json<{ data: LoginResult }>();
  return signInWithToken(data.token);
}

export function useRegister() {
  return useMutation({ mutationFn: postRegister });
}
