import { useMutation } from '@tanstack/react-query';
import type { LoginResult, RegisterUserType, TelegramLoginData } from '@shop/contracts';
import { getErrorCode, http, signInWithToken } from '@shop/client';

export interface TelegramSignIn {
  telegram: TelegramLoginData;
  /** Used when this Telegram user has no account yet and one is made. */
  userType: RegisterUserType;
}

/**
 * POST /auth/oauth2/login/TELEGRAM; a Telegram user with no account yet gets one
 * (POST /auth/oauth2/register), so the button both signs in and signs up.
 */
export async function postTelegramSignIn({ telegram, userType }: TelegramSignIn) {
  try {
    const { data } = await http.post('/auth/oauth2/login/TELEGRAM', { json: { telegram } }).json<{ data: LoginResult }>();
    return await signInWithToken(data.token);
  } catch (error) {
    if (getErrorCode(error) !== 'SOCIAL_ACCOUNT_NOT_FOUND') throw error;
  }
  const { data } = await http
    .post('/auth/oauth2/register', { json: { type: 'TELEGRAM', telegram, userType } })
    .json<{ data: LoginResult }>();
  return signInWithToken(data.token);
}

export function useTelegramSignIn() {
  return useMutation({ mutationFn: postTelegramSignIn });
}
