import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type { RegisterUserType } from '@shop/contracts';
import { type SessionUser } from '@shop/client';
import { useRegister } from '../api/register.ts';
import { describeApiError, type ApiProblem } from '@shop/ui';
import { putOnField } from '@shop/ui/form-errors.ts';

export interface RegisterFormProps {
  onRegistered: (user: SessionUser | null) => void;
  type: RegisterUserType;
  onTypeChange: (type: RegisterUserType) => void;
}

export function RegisterForm({ onRegistered, type, onTypeChange }: RegisterFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({ mode: 'controlled', initialValues: { name: '', email: '', phone: '', password: '' } });
  const [problem, setProblem] = useState<ApiProblem>();
  const register = useRegister();

  const submit = form.onSubmit(({ name, email, phone, password }) => {
    setProblem(undefined);
    register.mutate(
      { type, name: name.trim(), email: email.trim(), phone: phone.trim() || null, password },
      {
        onSuccess: onRegistered,
        onError: (error) => setProblem(putOnField(form, describeApiError(error), (message) => i18n._(message))),
      },
    );
  });

  return (
    <form onSubmit={submit} aria-label={t`Create an account`}>
      <Stack gap="md">
        {problem ? (
          <Alert color="red" variant="light" role="alert" title={t`Registration failed`}>
            {i18n._(problem.message)}
          </Alert>
        ) : null}
        <Radio.Group
          label={t`I am registering as`}
          value={type}
          onChange={(value) => onTypeChange(value as RegisterUserType)}
          name="type"
        >
          <Group gap="lg" mt={6}>
            <Radio value="CUSTOMER" label={t`Customer`} />
            <Radio value="DEALER" label={t`Dealer`} />
          </Group>
        </Radio.Group>
        {type === 'DEALER' ? (
          <Text size="sm" c="dimmed">
            {t`A dealer account shops at customer prices until the shop approves it; then you see dealer prices.`}
          </Text>
        ) : null}
        <TextInput label={t`Full name`} name="name" autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t`Phone (optional)`}
          name="phone"
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <PasswordInput
          label={t`Password`}
          description={t`At least 8 characters, with a letter and a digit.`}
          name="password"
          autoComplete="new-password"
          required
          minLength={8}
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the characters` }}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={register.isPending} fullWidth>
          {t`Create account`}
        </Button>
      </Stack>
    </form>
  );
}
