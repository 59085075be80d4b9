import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { RegisterUserType } from '@shop/contracts';
import { type SessionUser } from '@shop/client';
import { useRegister } from '../api/register.ts';
import { apiErrorText } from '@shop/ui';

export interface RegisterFormProps {
  onRegistered: (user: SessionUser | null) => void;
  type: RegisterUserType;
  onTypeChange: (type: RegisterUserType) => void;
}

export function RegisterForm({ onRegistered, type, onTypeChange }: RegisterFormProps) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const register = useRegister();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    register.mutate(
      { type, name: name.trim(), email: email.trim(), phone: phone.trim() || null, password },
      { onSuccess: onRegistered },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t`Create an account`}>
      <Stack gap="md">
        {register.isError ? (
          <Alert color="red" variant="light" role="alert" title={t`Registration failed`} data-testid="register-error">
            {apiErrorText(register.error)}
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
        <TextInput
          label={t`Full name`}
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <TextInput
          label={t`Phone (optional)`}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        <PasswordInput
          label={t`Password`}
          description={t`At least 8 characters, with a letter and a digit.`}
          name="password"
          autoComplete="new-password"
          required
          minLength={8}
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the characters` }}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Button type="submit" loading={register.isPending} fullWidth>
          {t`Create account`}
        </Button>
      </Stack>
    </form>
  );
}
