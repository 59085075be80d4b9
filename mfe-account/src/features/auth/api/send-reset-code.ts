import { useMutation } from '@tanstack/react-query';
import type { ResetSendBody, ResetSent } from '@shop/contracts';
import { http } from '@shop/client';

/** POST /auth/reset/send: the same answer whether or not the account exists. */
export async function postSendResetCode(body: ResetSendBody): Promise<ResetSent> {
  const { data } = await http.post('/auth/reset/send', { json: body }).json<{ data: ResetSent }>();
  return data;
}

export function useSendResetCode() {
  return useMutation({ mutationFn: postSendResetCode });
}
