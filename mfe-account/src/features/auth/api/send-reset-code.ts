import { useMutation } from '@tanstack/react-query';
import type { ResetSendBody, ResetSent } from '@shop/contracts';
import { http, dataOf } from '@shop/client';

/** POST /auth/reset/send: the same answer whether or not the account exists. */
export async function createResetCode(body: ResetSendBody): Promise<ResetSent> {
  const data = await dataOf<ResetSent>(http.post('/auth/reset/send', { json: body }));
  return data;
}

export function useSendResetCode() {
  return useMutation({ mutationFn: createResetCode });
}
