import { Alert, Button, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { useState } from 'react';
import { ListScreen } from '@shop/admin';
import { useSessionStore } from '@shop/client';
import type { AccountUser } from '@shop/contracts';
import { formatDate } from '@shop/i18n';
import { adminKeys, useAccountMutations } from '../api/users.ts';
import { AccountActions, type AccountDialog } from './account-actions.tsx';
import { AccountBadges } from './account-badges.tsx';
import { AdminFormModal, roleOptions } from './admin-form-modal.tsx';
import { PromoteAdminModal } from './promote-admin-modal.tsx';
import { SetPasswordModal } from './set-password-modal.tsx';

/** Admin accounts. Every admin reads them; only a super admin adds, changes, resets, disables or deletes one. */
export function AdminsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const superAdmin = useSessionStore((state) => state.user?.type === 'SUPER_ADMIN');
  const [dialog, setDialog] = useState<AccountDialog | { kind: 'add' } | null>(null);
  const { resetPassword } = useAccountMutations();
  const roles = Object.fromEntries(roleOptions(i18n).map((option) => [option.value, option.label]));
  return (
    <>
      {!superAdmin ? (
        <Alert variant="light" mb="md">
          {t`Only a super admin adds, changes or removes administrators.`}
        </Alert>
      ) : null}
      <ListScreen<AccountUser>
        screen="admin-system/admin"
        title={t`Administrators`}
        resource="/api/backend/user/admin"
        queryKey={adminKeys.lists()}
        csv={false}
        searchable
        filters={[
          {
            name: 'type',
            label: t`Role`,
            kind: 'select',
            options: roleOptions(i18n).filter((option) => option.value !== 'CUSTOMER'),
          },
          {
            name: 'status',
            label: t`State`,
            kind: 'select',
            options: [
              { value: 'active', label: t`Active` },
              { value: 'disabled', label: t`Disabled` },
              { value: 'deleted', label: t`Deleted` },
              { value: 'all', label: t`All` },
            ],
          },
        ]}
        actions={
          superAdmin ? (
            <Button onClick={() => setDialog({ kind: 'add' })} data-testid="add-admin">
              {t`Add an administrator`}
            </Button>
          ) : null
        }
        columns={[
          {
            accessor: 'name',
            title: t`Name`,
            render: (user) => (
              <Text size="sm" fw={500}>
                {user.name}
              </Text>
            ),
          },
          { accessor: 'email', title: t`E-mail`, render: (user) => user.email ?? '' },
          { accessor: 'phone', title: t`Phone`, render: (user) => user.phone ?? '' },
          { accessor: 'type', title: t`Role`, render: (user) => roles[user.type] ?? user.type },
          { accessor: 'enabled', title: t`State`, render: (user) => <AccountBadges user={user} /> },
          { accessor: 'createdAt', title: t`Since`, render: (user) => formatDate(i18n, user.createdAt) },
          {
            accessor: 'actions',
            title: t`Actions`,
            textAlign: 'right',
            render: (user) => <AccountActions user={user} onDialog={setDialog} canManage={superAdmin} />,
          },
        ]}
        empty={{ title: t`No administrators`, hint: t`A super admin makes an existing account an administrator.` }}
      />
      {dialog?.kind === 'add' ? <PromoteAdminModal onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <AdminFormModal user={dialog.user} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'password' ? (
        <SetPasswordModal
          user={dialog.user}
          onSubmit={(password) => resetPassword.mutateAsync({ id: dialog.user.id, body: { password } })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
