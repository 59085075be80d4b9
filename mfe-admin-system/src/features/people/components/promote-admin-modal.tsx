import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { getPage } from '@shop/client';
import type { AccountUser, AdminUserType } from '@shop/contracts';
import { describeAccountError } from '../../../lib/account-errors.ts';
import { useAccountMutations } from '../api/users.ts';
import { roleOptions } from './admin-form-modal.tsx';

/** The account whose e-mail or phone is exactly `identifier` (the list search matches parts of them). */
async function findAccount(identifier: string): Promise<AccountUser | undefined> {
  const page = await getPage<AccountUser>('/api/backend/user', { search: identifier, status: 'active', size: 20 });
  const wanted = identifier.trim().toLowerCase();
  return page.data.find((user) => user.email?.toLowerCase() === wanted || user.phone === identifier.trim());
}

/**
 * A new admin is an existing account made admin (the spec has no "create user" call: POST /api/backend/user
 * answers 501): the person registers, then a super admin gives the account its role here.
 */
export function PromoteAdminModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { updateAdmin } = useAccountMutations();
  const [identifier, setIdentifier] = useState('');
  const [role, setRole] = useState<AdminUserType>('ADMIN');
  const [problem, setProblem] = useState<MessageDescriptor | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setProblem(undefined);
    setBusy(true);
    try {
      const account = await findAccount(identifier);
      if (!account) {
        setProblem(msg`No active account has this e-mail or phone. The person registers first, then you make the account an admin.`);
        return;
      }
      await updateAdmin.mutateAsync({ id: account.id, body: { type: role } });
      onClose();
    } catch (error) {
      setProblem(describeAccountError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t`Add an administrator`} size="lg">
      <Stack gap="sm">
        <TextInput
          label={t`E-mail or phone of the account`}
          description={t`The person's existing account; they keep their password.`}
          value={identifier}
          onChange={(event) => setIdentifier(event.currentTarget.value)}
          required
          data-field="identifier"
        />
        <Select
          label={t`Role`}
          data={roleOptions(t).filter((option) => option.value !== 'CUSTOMER')}
          value={role}
          onChange={(value) => value && setRole(value as AdminUserType)}
          allowDeselect={false}
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {i18n._(problem)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={!identifier.trim()} data-testid="promote-save">
            {t`Make admin`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
