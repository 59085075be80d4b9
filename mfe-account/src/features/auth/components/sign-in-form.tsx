import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { type SessionUser } from '@shop/client';
import { useSignIn } from '../api/sign-in.ts';
import { apiErrorText } from '@shop/ui';

export interface SignInFormProps {
  onSignedIn: (user: SessionUser | null) => void;
}

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useLingui();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn.mutate({ username: username.trim(), password }, { onSuccess: onSignedIn });
  };

  return (
    <form onSubmit={submit} noValidate={false} aria-label={t`Sign in`}>
      <Stack gap="md">
        {signIn.isError ? (
          <Alert color="red" variant="light" role="alert" title={t`Sign-in failed`} data-testid="sign-in-error">
            {apiErrorText(signIn.error)}
          </Alert>
        ) : null}
        <TextInput
          label={t`Email or phone`}
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
        />
        <PasswordInput
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          required
          // Its own label must not contain "Password", so the field alone answers to that label.
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the characters` }}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t`Sign in`}
        </Button>
      </Stack>
    </form>
  );
}
