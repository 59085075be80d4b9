import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { type SessionUser } from '@shop/client';
import { useUpdateProfile } from '../api/update-profile.ts';
import { apiErrorText } from '@shop/ui';

export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [phone, setPhone] = useState(user.phone ?? '');
  const update = useUpdateProfile();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({
      id: user.id,
      body: { name: name.trim(), ...(email.trim() ? { email: email.trim() } : {}), phone: phone.trim() || null },
    });
  };

  const accountType = {
    CUSTOMER: t`Customer`,
    USER: t`Customer`,
    DEALER: user.dealerApproved ? t`Dealer (approved)` : t`Dealer (waiting for approval)`,
    SUPPLIER: t`Supplier`,
    ADMIN: t`Administrator`,
    SUPER_ADMIN: t`Administrator`,
    DEVELOPER: t`Developer`,
  }[user.type];

  return (
    <form onSubmit={submit} aria-label={t`Profile`}>
      <Stack gap="md" maw={480}>
        <Group gap="xs">
          <Badge variant="light" data-testid="account-type">
            {accountType}
          </Badge>
        </Group>
        {update.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(update.error)}
          </Alert>
        ) : null}
        {update.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {t`Your profile has been saved.`}
          </Alert>
        ) : null}
        <TextInput
          label={t`Full name`}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          autoComplete="name"
        />
        <TextInput
          label={t`Email`}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          autoComplete="email"
        />
        <TextInput
          label={t`Phone (optional)`}
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          autoComplete="tel"
        />
        <Button type="submit" loading={update.isPending} w="fit-content">
          {t`Save profile`}
        </Button>
      </Stack>
    </form>
  );
}
