import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { type SessionUser } from '@shop/client';
import { useChangePassword } from '../api/change-password.ts';
import { apiErrorText } from '@shop/ui';

export function ChangePasswordForm({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const change = useChangePassword();
  const toggle = { 'aria-label': t`Show or hide the characters` };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate(
      { id: user.id, body: { ...(user.hasPassword ? { currentPassword } : {}), newPassword } },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t`Change password`}>
      <Stack gap="md" maw={480}>
        {!user.hasPassword ? (
          <Text
            size="sm"
            c="dimmed"
          >{t`Your account has no password yet: set one to sign in with your e-mail or phone too.`}</Text>
        ) : null}
        {change.isError ? (
          <Alert color="red" variant="light" role="alert" data-testid="password-error">
            {apiErrorText(change.error)}
          </Alert>
        ) : null}
        {change.isSuccess ? (
          <Alert color="green" variant="light" role="status" data-testid="password-changed">
            {t`Your password has been changed. Other devices have been signed out.`}
          </Alert>
        ) : null}
        {user.hasPassword ? (
          <PasswordInput
            label={t`Current password`}
            required
            autoComplete="current-password"
            visibilityToggleButtonProps={toggle}
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.currentTarget.value)}
          />
        ) : null}
        <PasswordInput
          label={t`New password`}
          description={t`At least 8 characters, with a letter and a digit.`}
          required
          minLength={8}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          value={newPassword}
          onChange={(e) => setNewPassword(e.currentTarget.value)}
        />
        <Button type="submit" loading={change.isPending} w="fit-content">
          {t`Change password`}
        </Button>
      </Stack>
    </form>
  );
}
