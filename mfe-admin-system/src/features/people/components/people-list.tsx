import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { ListScreen, type ListFilter } from '@shop/admin';
import type { AccountUser } from '@shop/contracts';
import { formatDate } from '@shop/i18n';
import { userKeys, useAccountMutations } from '../api/users.ts';
import { AccountActions, type AccountDialog } from './account-actions.tsx';
import { AccountBadges } from './account-badges.tsx';
import { CustomerOrdersModal } from './customer-orders-modal.tsx';
import { SetPasswordModal } from './set-password-modal.tsx';

export interface PeopleListProps {
  screen: string;
  title: string;
  /** The list's own scope (shoppers; dealers waiting for approval). */
  baseQuery: Record<string, string | boolean>;
  filters: ListFilter[];
  empty: { title: string; hint?: string };
  actions?: ReactNode;
}

/** Shopper accounts with their state and levers: the people screen and the dealer approval queue. */
export function PeopleList({ screen, title, baseQuery, filters, empty, actions }: PeopleListProps) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const { resetPassword } = useAccountMutations();
  const typeLabel: Record<string, string> = { CUSTOMER: t`Customer`, USER: t`User`, DEALER: t`Dealer` };
  return (
    <>
      <ListScreen<AccountUser>
        screen={screen}
        title={title}
        resource="/api/backend/user"
        queryKey={userKeys.lists()}
        baseQuery={baseQuery}
        csv={false}
        searchable
        filters={filters}
        actions={actions}
        columns={[
          {
            accessor: 'name',
            title: t`Name`,
            render: (user) => (
              <Text size="sm" fw={500} data-testid={`person-${user.id}`}>
                {user.name}
              </Text>
            ),
          },
          { accessor: 'email', title: t`E-mail`, render: (user) => user.email ?? '' },
          { accessor: 'phone', title: t`Phone`, render: (user) => user.phone ?? '' },
          { accessor: 'type', title: t`Type`, render: (user) => typeLabel[user.type] ?? user.type },
          { accessor: 'enabled', title: t`State`, render: (user) => <AccountBadges user={user} /> },
          { accessor: 'createdAt', title: t`Joined`, render: (user) => formatDate(i18n, user.createdAt) },
          {
            accessor: 'actions',
            title: t`Actions`,
            textAlign: 'right',
            render: (user) => <AccountActions user={user} onDialog={setDialog} />,
          },
        ]}
        empty={empty}
      />
      {dialog?.kind === 'password' ? (
        <SetPasswordModal
          user={dialog.user}
          onSubmit={(password) => resetPassword.mutateAsync({ id: dialog.user.id, body: { password } })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'orders' ? <CustomerOrdersModal user={dialog.user} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

/** The filters both shopper lists share: state and, on the people screen, the type and approval. */
export function useStatusFilter(): ListFilter {
  const { t } = useLingui();
  return {
    name: 'status',
    label: t`State`,
    kind: 'select',
    options: [
      { value: 'active', label: t`Active` },
      { value: 'disabled', label: t`Disabled` },
      { value: 'deleted', label: t`Deleted` },
      { value: 'all', label: t`All` },
    ],
  };
}
