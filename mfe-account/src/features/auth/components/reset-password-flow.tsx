import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { type SessionUser } from '@shop/client';
import { useCheckResetCode } from '../api/check-reset-code.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useSendResetCode } from '../api/send-reset-code.ts';
import { describeApiError, type ApiProblem } from '@shop/ui';
import { putOnField } from '@shop/ui/form-errors.ts';

type Step = 'ask' | 'code' | 'password';

/** Three steps: ask for a code, enter it, choose a new password (which signs you in). */
export function ResetPasswordFlow({ onDone }: { onDone: (user: SessionUser | null) => void }) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState<Step>('ask');
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', code: '', password: '' },
    transformValues: (values) => ({ ...values, username: values.username.trim(), code: values.code.trim() }),
  });
  const [problem, setProblem] = useState<ApiProblem>();
  const send = useSendResetCode();
  const check = useCheckResetCode();
  const reset = useResetPassword();
  const onError = (error: unknown) =>
    setProblem(putOnField(form, describeApiError(error), (message) => i18n._(message)));

  const submit = form.onSubmit(({ username, code, password }) => {
    setProblem(undefined);
    if (step === 'ask') send.mutate({ username }, { onSuccess: () => setStep('code'), onError });
    if (step === 'code') check.mutate({ username, code }, { onSuccess: () => setStep('password'), onError });
    if (step === 'password') reset.mutate({ username, code, password }, { onSuccess: onDone, onError });
  });
  const minutes = send.data?.expiresInMinutes ?? 15;
  const who = form.values.username.trim();

  return (
    <form onSubmit={submit} aria-label={t`Reset your password`}>
      <Stack gap="md">
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {i18n._(problem.message)}
          </Alert>
        ) : null}
        {step === 'ask' ? (
          <>
            <Text
              size="sm"
              c="dimmed"
            >{t`Enter the e-mail or phone number of your account and we will send you a code.`}</Text>
            <TextInput
              label={t`Email or phone`}
              name="username"
              autoComplete="username"
              required
              {...form.getInputProps('username')}
            />
            <Button type="submit" loading={send.isPending} fullWidth>{t`Send code`}</Button>
          </>
        ) : null}
        {step === 'code' ? (
          <>
            <Alert color="blue" variant="light">
              {t`If an account exists for ${who}, we have sent it a 6-digit code. It works once, for ${minutes} minutes.`}
            </Alert>
            <TextInput
              label={t`Code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              {...form.getInputProps('code')}
              // The code is digits only, however it was typed or pasted.
              onChange={(e) => form.setFieldValue('code', e.currentTarget.value.replace(/\D/g, ''))}
            />
            <Button type="submit" loading={check.isPending} fullWidth>{t`Continue`}</Button>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                send.reset();
                check.reset();
                setProblem(undefined);
                form.setFieldValue('code', '');
                setStep('ask');
              }}
            >
              {t`Send a new code`}
            </Anchor>
          </>
        ) : null}
        {step === 'password' ? (
          <>
            <PasswordInput
              label={t`New password`}
              description={t`At least 8 characters, with a letter and a digit.`}
              name="password"
              autoComplete="new-password"
              required
              minLength={8}
              visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the characters` }}
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={reset.isPending} fullWidth>{t`Set new password`}</Button>
          </>
        ) : null}
      </Stack>
    </form>
  );
}
