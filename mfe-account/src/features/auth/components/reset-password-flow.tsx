import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { type SessionUser } from '@shop/client';
import { useCheckResetCode } from '../api/check-reset-code.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useSendResetCode } from '../api/send-reset-code.ts';
import { apiErrorText } from '@shop/ui';

type Step = 'ask' | 'code' | 'password';

/** Three steps: ask for a code, enter it, choose a new password (which signs you in). */
export function ResetPasswordFlow({ onDone }: { onDone: (user: SessionUser | null) => void }) {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>('ask');
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const send = useSendResetCode();
  const check = useCheckResetCode();
  const reset = useResetPassword();
  const failure = [send, check, reset].find((m) => m.isError)?.error;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'ask') send.mutate({ username: username.trim() }, { onSuccess: () => setStep('code') });
    if (step === 'code')
      check.mutate({ username: username.trim(), code: code.trim() }, { onSuccess: () => setStep('password') });
    if (step === 'password')
      reset.mutate({ username: username.trim(), code: code.trim(), password }, { onSuccess: onDone });
  };
  const minutes = send.data?.expiresInMinutes ?? 15;
  const who = username.trim();

  return (
    <form onSubmit={submit} aria-label={t`Reset your password`}>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" role="alert" data-testid="reset-error">
            {apiErrorText(failure)}
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
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
            />
            <Button type="submit" loading={send.isPending} fullWidth>{t`Send code`}</Button>
          </>
        ) : null}
        {step === 'code' ? (
          <>
            <Alert color="blue" variant="light" data-testid="reset-sent">
              {t`If an account exists for ${who}, we have sent it a 6-digit code. It works once, for ${minutes} minutes.`}
            </Alert>
            <TextInput
              label={t`Code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
            />
            <Button type="submit" loading={check.isPending} fullWidth>{t`Continue`}</Button>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                send.reset();
                check.reset();
                setCode('');
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
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Button type="submit" loading={reset.isPending} fullWidth>{t`Set new password`}</Button>
          </>
        ) : null}
      </Stack>
    </form>
  );
}
