import { Alert, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { RegisterUserType } from '@shop/contracts';
import type { SessionUser } from '@shop/client';
import { linguiLocaleOrDefault } from '@shop/i18n';
import { apiErrorText } from '@shop/ui';
import { GoogleLoginButton } from '../../../lib/google-login-button.tsx';
import { useGoogleSignIn } from '../api/google-sign-in.ts';

export interface GoogleSignInProps {
  clientId: string;
  onSignedIn: (user: SessionUser | null) => void;
  /** The kind of account made for a Google user who has none yet. */
  userType?: RegisterUserType;
}

/** "Sign in with Google": signs in, or signs up a Google user who has no account yet. */
export function GoogleSignIn({ clientId, onSignedIn, userType = 'CUSTOMER' }: GoogleSignInProps) {
  const { t, i18n } = useLingui();
  const signIn = useGoogleSignIn();
  return (
    <Stack gap="xs" align="center">
      {signIn.isError ? (
        <Alert color="red" variant="light" role="alert" title={t`Google sign-in failed`} w="100%">
          {apiErrorText(signIn.error)}
        </Alert>
      ) : null}
      <GoogleLoginButton
        clientId={clientId}
        locale={linguiLocaleOrDefault(i18n.locale)}
        onCredential={(idToken) => signIn.mutate({ idToken, userType }, { onSuccess: onSignedIn })}
      />
    </Stack>
  );
}
