import { useMutation } from '@tanstack/react-query';
import type { LoginResult, RegisterBody } from '@shop/contracts';
import { http, signInWithToken, dataOf } from '@shop/client';

/** POST /auth/register, then signs in with the token it answers. */
export async function createAccount(body: RegisterBody) {
  const data = await dataOf<LoginResult>(http.post('/auth/register', { json: body }));
  return signInWithToken(data.token);
}

export function useRegister() {
  return useMutation({ mutationFn: createAccount });
}
