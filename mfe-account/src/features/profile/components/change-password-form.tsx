import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { type SessionUser } from '@shop/client';
import { useChangePassword } from '../api/change-password.ts';
import { describeApiError, type ApiProblem } from '@shop/ui';
import { putOnField } from '@shop/ui/form-errors.ts';

export function ChangePasswordForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const form = useForm({ mode: 'controlled', initialValues: { currentPassword: '', newPassword: '' } });
  const [problem, setProblem] = useState<ApiProblem>();
  const change = useChangePassword();
  const toggle = { 'aria-label': t`Show or hide the characters` };

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    setProblem(undefined);
    change.mutate(
      { id: user.id, body: { ...(user.hasPassword ? { currentPassword } : {}), newPassword } },
      {
        onSuccess: () => form.reset(),
        onError: (error) => setProblem(putOnField(form, describeApiError(error), (message) => i18n._(message))),
      },
    );
  });

  return (
    <form onSubmit={submit} aria-label={t`Change password`}>
      <Stack gap="md" maw={480}>
        {!user.hasPassword ? (
          <Text
            size="sm"
            c="dimmed"
          >{t`Your account has no password yet: set one to sign in with your e-mail or phone too.`}</Text>
        ) : null}
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {i18n._(problem.message)}
          </Alert>
        ) : null}
        {change.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {t`Your password has been changed. Other devices have been signed out.`}
          </Alert>
        ) : null}
        {user.hasPassword ? (
          <PasswordInput
            label={t`Current password`}
            required
            autoComplete="current-password"
            visibilityToggleButtonProps={toggle}
            {...form.getInputProps('currentPassword')}
          />
        ) : null}
        <PasswordInput
          label={t`New password`}
          description={t`At least 8 characters, with a letter and a digit.`}
          required
          minLength={8}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          {...form.getInputProps('newPassword')}
        />
        <Button type="submit" loading={change.isPending} w="fit-content">
          {t`Change password`}
        </Button>
      </Stack>
    </form>
  );
}
