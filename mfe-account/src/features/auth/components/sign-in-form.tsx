import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { type SessionUser } from '@shop/client';
import { useSignIn } from '../api/sign-in.ts';
import { describeApiError, type ApiProblem } from '@shop/ui';
import { putOnField } from '@shop/ui/form-errors.ts';

export interface SignInFormProps {
  onSignedIn: (user: SessionUser | null) => void;
}

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({ mode: 'controlled', initialValues: { username: '', password: '' } });
  const [problem, setProblem] = useState<ApiProblem>();
  const signIn = useSignIn();

  const submit = form.onSubmit(({ username, password }) => {
    setProblem(undefined);
    signIn.mutate(
      { username: username.trim(), password },
      {
        onSuccess: onSignedIn,
        onError: (error) => setProblem(putOnField(form, describeApiError(error), (message) => i18n._(message))),
      },
    );
  });

  return (
    <form onSubmit={submit} aria-label={t`Sign in`}>
      <Stack gap="md">
        {problem ? (
          <Alert color="red" variant="light" role="alert" title={t`Sign-in failed`}>
            {i18n._(problem.message)}
          </Alert>
        ) : null}
        <TextInput
          label={t`Email or phone`}
          name="username"
          autoComplete="username"
          required
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          required
          // Its own label must not contain "Password", so the field alone answers to that label.
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the characters` }}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t`Sign in`}
        </Button>
      </Stack>
    </form>
  );
}
