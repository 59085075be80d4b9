import { useMutation } from '@tanstack/react-query';
import type { RegisterUserType, TelegramLoginData } from '@shop/contracts';
import { createSocialSignIn } from './social-sign-in.ts';

export interface TelegramSignIn {
  telegram: TelegramLoginData;
  /** Used when this Telegram user has no account yet and one is made. */
  userType: RegisterUserType;
}

/** Signs in (or up) with the Telegram Login Widget's signed data. */
export function createTelegramSignIn({ telegram, userType }: TelegramSignIn) {
  return createSocialSignIn('TELEGRAM', { telegram }, userType);
}

export function useTelegramSignIn() {
  return useMutation({ mutationFn: createTelegramSignIn });
}
