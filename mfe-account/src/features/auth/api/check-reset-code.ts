import { useMutation } from '@tanstack/react-query';
import type { ResetCheckBody } from '@shop/contracts';
import { http } from '@shop/client';

/** POST /auth/reset: checks the code without using it up. */
export async function createResetCheck(body: ResetCheckBody): Promise<void> {
  await http.post('/auth/reset', { json: body });
}

export function useCheckResetCode() {
  return useMutation({ mutationFn: createResetCheck });
}
