import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { showToast } from '@shop/ui';
import { useState } from 'react';
import { describeApiError, RecordFields, showApiError, useRecordForm } from '@shop/admin';
import { useSessionStore } from '@shop/client';
import { ChangePasswordBody, ProfileBody, type SessionUser } from '@shop/contracts';
import { accountWordings } from '../../../lib/account-wordings.ts';
import { useChangeOwnPassword, useUpdateOwnProfile, type StaffKind } from '../api/profile.ts';

/** My profile, reached from the back-office user menu: my details and my password. */
export function ProfilePage() {
  const { t } = useLingui();
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  const kind: StaffKind = user.type === 'SUPPLIER' ? 'supplier' : 'admin';
  // Admin accounts are changed only by a super admin (decisions.md), their own details included.
  const mayEditDetails = kind === 'supplier' || user.type === 'SUPER_ADMIN';
  return (
    <Stack gap="md" data-screen="admin-system/profile">
      <Title order={1}>{t`My profile`}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DetailsCard user={user} kind={kind} editable={mayEditDetails} />
        <PasswordCard user={user} kind={kind} />
      </SimpleGrid>
    </Stack>
  );
}

function Problem({ problem }: { problem: MessageDescriptor | undefined }) {
  const { i18n } = useI18n();
  return problem ? (
    <Alert color="red" variant="light" role="alert">
      {i18n._(problem)}
    </Alert>
  ) : null;
}

/** An account without an e-mail (signed up by phone) keeps having none: a blank field is left out. */
const profileBody = (values: { name: string; email: string; phone: string }): ProfileBody => ({
  name: values.name.trim(),
  ...(values.email.trim() ? { email: values.email.trim() } : {}),
  phone: values.phone.trim() || null,
});

function DetailsCard({ user, kind, editable }: { user: SessionUser; kind: StaffKind; editable: boolean }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const update = useUpdateOwnProfile();
  const [problem, setProblem] = useState<MessageDescriptor | undefined>();
  const form = useRecordForm({
    schema: ProfileBody,
    initialValues: { name: user.name, email: user.email ?? '', phone: user.phone ?? '' },
    toBody: profileBody,
  });
  const submit = form.onSubmit((values) => {
    setProblem(undefined);
    update.mutate(
      { kind, id: user.id, body: profileBody(values) },
      {
        onSuccess: () => showToast({ color: 'green', message: t`Your details are saved` }),
        onError: (error) =>
          setProblem(
            showApiError(form, error, (message) => i18n._(message))
              ? describeApiError(error, accountWordings).message
              : undefined,
          ),
      },
    );
  });
  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">{t`My details`}</Title>
          {editable ? null : (
            <Text size="sm" c="dimmed">{t`A super admin changes the name, e-mail and phone of admin accounts.`}</Text>
          )}
          <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack gap="sm">
              <RecordFields
                form={form}
                isNew={false}
                fields={[
                  { name: 'name', label: t`Name`, required: true },
                  { name: 'email', label: t`E-mail` },
                  { name: 'phone', label: t`Phone` },
                ]}
              />
            </Stack>
          </fieldset>
          <Problem problem={problem} />
          {editable ? (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                {t`Save`}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}

function PasswordCard({ user, kind }: { user: SessionUser; kind: StaffKind }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const change = useChangeOwnPassword();
  const [problem, setProblem] = useState<MessageDescriptor | undefined>();
  const form = useRecordForm({
    schema: ChangePasswordBody,
    initialValues: { currentPassword: '', newPassword: '', repeat: '' },
    toBody: (values) => ({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    rules: {
      repeat: (value, values) => (value === values.newPassword ? null : msg`The two new passwords are not the same`),
    },
  });
  const submit = form.onSubmit((values) => {
    setProblem(undefined);
    change.mutate(
      { kind, id: user.id, body: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      {
        onSuccess: () => {
          form.reset();
          showToast({ color: 'green', message: t`Your password is changed; your other sessions are signed out` });
        },
        onError: (error) =>
          setProblem(
            showApiError(form, error, (message) => i18n._(message))
              ? describeApiError(error, accountWordings).message
              : undefined,
          ),
      },
    );
  });
  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">{t`My password`}</Title>
          <RecordFields
            form={form}
            isNew
            fields={[
              { name: 'currentPassword', label: t`Current password`, kind: 'password', required: true },
              { name: 'newPassword', label: t`New password`, kind: 'password', required: true },
              { name: 'repeat', label: t`New password again`, kind: 'password', required: true },
            ]}
          />
          <Problem problem={problem} />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t`Change password`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
