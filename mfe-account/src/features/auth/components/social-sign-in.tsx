import { Divider, Stack } from '@mantine/core';
import type { RegisterUserType } from '@shop/contracts';
import type { SessionUser } from '@shop/client';
import { telegramBotName } from '../../../lib/telegram-login-button.tsx';
import { useGoogleClientId } from '../api/google-sign-in.ts';
import { GoogleSignIn } from './google-sign-in.tsx';
import { TelegramSignIn } from './telegram-sign-in.tsx';

export interface SocialSignInProps {
  /** The line above the buttons ("or", "or register with"). */
  divider: string;
  onSignedIn: (user: SessionUser | null) => void;
  userType?: RegisterUserType;
}

/**
 * The providers' buttons under the password form: Telegram's when a bot is built in (TELEGRAM_BOT_NAME), Google's
 * when the API tells a client id (auth.google-client-id); nothing at all, not even the divider, when neither is on.
 */
export function SocialSignIn({ divider, onSignedIn, userType }: SocialSignInProps) {
  const google = useGoogleClientId();
  const telegram = Boolean(telegramBotName());
  const googleClientId = google.data ?? null;
  if (!telegram && !googleClientId) return null;
  return (
    <>
      <Divider label={divider} labelPosition="center" />
      <Stack gap="sm" align="center" data-testid="social-sign-in">
        {googleClientId ? <GoogleSignIn clientId={googleClientId} onSignedIn={onSignedIn} userType={userType} /> : null}
        {telegram ? <TelegramSignIn onSignedIn={onSignedIn} userType={userType} /> : null}
      </Stack>
    </>
  );
}
