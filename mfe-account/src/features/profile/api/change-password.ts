import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, LoginResult } from '@shop/contracts';
import { http, replaceToken, dataOf } from '@shop/client';

/**
 * PUT /api/frontend/user/change-password/:id. The API revokes every token of the account (other devices
 * are signed out) and answers this page's new one, which replaces the stored token.
 */
export async function updatePassword({ id, body }: { id: number; body: ChangePasswordBody }): Promise<void> {
  const data = await dataOf<LoginResult>(http.put(`/api/frontend/user/change-password/${id}`, { json: body }));
  replaceToken(data.token);
}

export function useChangePassword() {
  return useMutation({ mutationFn: updatePassword });
}
