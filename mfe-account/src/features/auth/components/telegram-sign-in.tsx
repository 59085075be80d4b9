import { Alert, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { RegisterUserType } from '@shop/contracts';
import { type SessionUser } from '@shop/client';
import { TelegramLoginButton, telegramBotName } from '../../../lib/telegram-login-button.tsx';
import { useTelegramSignIn } from '../api/telegram-sign-in.ts';
import { apiErrorText } from '@shop/ui';

export interface TelegramSignInProps {
  onSignedIn: (user: SessionUser | null) => void;
  /** The kind of account made for a Telegram user who has none yet. */
  userType?: RegisterUserType;
}

/** "Log in with Telegram": signs in, or signs up a Telegram user who has no account yet. Hidden without a bot. */
export function TelegramSignIn({ onSignedIn, userType = 'CUSTOMER' }: TelegramSignInProps) {
  const { t } = useLingui();
  const signIn = useTelegramSignIn();
  const botName = telegramBotName();
  if (!botName) return null;
  return (
    <Stack gap="xs" align="center">
      {signIn.isError ? (
        <Alert color="red" variant="light" role="alert" title={t`Telegram sign-in failed`} w="100%">
          {apiErrorText(signIn.error)}
        </Alert>
      ) : null}
      <TelegramLoginButton
        botName={botName}
        onAuth={(telegram) => signIn.mutate({ telegram, userType }, { onSuccess: onSignedIn })}
      />
    </Stack>
  );
}
