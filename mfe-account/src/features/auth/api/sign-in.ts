import { useMutation } from '@tanstack/react-query';
import { signIn, type Credentials } from '@shop/client';

/**
 * POST /auth/login, then GET /auth/me: stores the token under `token` and the user in the session
 * store (both done by @shop/client, which the shell's session uses too).
 */
export function createSignIn(credentials: Credentials) {
  return signIn(credentials);
}

export function useSignIn() {
  return useMutation({ mutationFn: createSignIn });
}
