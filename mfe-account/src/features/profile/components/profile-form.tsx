import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { type SessionUser } from '@shop/client';
import { useUpdateProfile } from '../api/update-profile.ts';
import { describeApiError, type ApiProblem } from '@shop/ui';
import { putOnField } from '@shop/ui/form-errors.ts';

export function ProfileForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: user.name, email: user.email ?? '', phone: user.phone ?? '' },
  });
  const [problem, setProblem] = useState<ApiProblem>();
  const update = useUpdateProfile();

  const submit = form.onSubmit(({ name, email, phone }) => {
    setProblem(undefined);
    update.mutate(
      {
        id: user.id,
        body: { name: name.trim(), ...(email.trim() ? { email: email.trim() } : {}), phone: phone.trim() || null },
      },
      { onError: (error) => setProblem(putOnField(form, describeApiError(error), (message) => i18n._(message))) },
    );
  });

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
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {i18n._(problem.message)}
          </Alert>
        ) : null}
        {update.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {t`Your profile has been saved.`}
          </Alert>
        ) : null}
        <TextInput label={t`Full name`} required {...form.getInputProps('name')} autoComplete="name" />
        <TextInput label={t`Email`} type="email" {...form.getInputProps('email')} autoComplete="email" />
        <TextInput label={t`Phone (optional)`} type="tel" {...form.getInputProps('phone')} autoComplete="tel" />
        <Button type="submit" loading={update.isPending} w="fit-content">
          {t`Save profile`}
        </Button>
      </Stack>
    </form>
  );
}
