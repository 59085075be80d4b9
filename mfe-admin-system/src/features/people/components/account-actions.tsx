import { Button, Group, Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { showToast } from '@shop/ui';
import { confirmAction, describeApiError } from '@shop/admin';
import { ADMIN_USER_TYPES, type AccountUser } from '@shop/contracts';
import { accountWordings } from '../../../lib/account-wordings.ts';
import { useAccountMutations } from '../api/users.ts';

export type AccountDialog = { kind: 'password' | 'orders' | 'edit'; user: AccountUser };

const isAdminAccount = (user: AccountUser) => (ADMIN_USER_TYPES as readonly string[]).includes(user.type);

/**
 * A row's levers: approve a waiting dealer in one click; the rest (orders, enable or disable, password, delete or
 * restore) in its menu. `canManage` false (an ADMIN looking at admin accounts) leaves only what it may do.
 */
export function AccountActions({
  user,
  onDialog,
  canManage = true,
}: {
  user: AccountUser;
  onDialog: (dialog: AccountDialog) => void;
  canManage?: boolean;
}) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { approve, enable, remove, restore } = useAccountMutations();
  const fail = (error: unknown) =>
    showToast({ color: 'red', message: i18n._(describeApiError(error, accountWordings).message) });
  const done = (message: string) => showToast({ color: 'green', message });
  const admin = isAdminAccount(user);
  const waiting = user.type === 'DEALER' && !user.dealerApproved && !user.deletedAt;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end" onClick={(event) => event.stopPropagation()}>
      {waiting ? (
        <Button
          size="compact-sm"
          color="green"
          data-testid={`approve-${user.id}`}
          loading={approve.isPending && approve.variables?.id === user.id}
          onClick={() =>
            approve.mutate(
              { id: user.id },
              { onSuccess: () => done(t`${user.name} is approved as a dealer and was notified`), onError: fail },
            )
          }
        >
          {t`Approve`}
        </Button>
      ) : null}
      {canManage ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="compact-sm" variant="default" data-testid={`actions-${user.id}`}>
              {t`Actions`}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {admin ? <Menu.Item onClick={() => onDialog({ kind: 'edit', user })}>{t`Change`}</Menu.Item> : null}
            {!admin ? <Menu.Item onClick={() => onDialog({ kind: 'orders', user })}>{t`Orders`}</Menu.Item> : null}
            {user.type === 'DEALER' && user.dealerApproved ? (
              <Menu.Item
                onClick={() =>
                  confirmAction({
                    title: t`Withdraw the dealer approval of ${user.name}?`,
                    message: t`They will see and pay customer prices again.`,
                    confirmLabel: t`Withdraw approval`,
                    danger: true,
                    onConfirm: () =>
                      approve.mutate(
                        { id: user.id, approved: false },
                        { onSuccess: () => done(t`Approval withdrawn`), onError: fail },
                      ),
                  })
                }
              >
                {t`Withdraw approval`}
              </Menu.Item>
            ) : null}
            {!user.deletedAt ? (
              <Menu.Item
                onClick={() =>
                  user.enabled
                    ? confirmAction({
                        title: t`Disable ${user.name}?`,
                        message: t`They are signed out at once and cannot sign in until enabled again.`,
                        confirmLabel: t`Disable`,
                        danger: true,
                        onConfirm: () =>
                          enable.mutate(
                            { id: user.id, enabled: false },
                            { onSuccess: () => done(t`${user.name} is disabled`), onError: fail },
                          ),
                      })
                    : enable.mutate(
                        { id: user.id, enabled: true },
                        { onSuccess: () => done(t`${user.name} is enabled`), onError: fail },
                      )
                }
              >
                {user.enabled ? t`Disable` : t`Enable`}
              </Menu.Item>
            ) : null}
            <Menu.Item onClick={() => onDialog({ kind: 'password', user })}>{t`Reset password`}</Menu.Item>
            <Menu.Divider />
            {user.deletedAt ? (
              <Menu.Item
                onClick={() =>
                  restore.mutate(user.id, { onSuccess: () => done(t`${user.name} is restored`), onError: fail })
                }
              >{t`Restore`}</Menu.Item>
            ) : (
              <Menu.Item
                color="red"
                onClick={() =>
                  confirmAction({
                    title: t`Delete ${user.name}?`,
                    message: t`The account is signed out and cannot sign in; its orders stay, and its reviews show as from a former customer. You can restore it later.`,
                    confirmLabel: t`Delete`,
                    danger: true,
                    onConfirm: () =>
                      remove.mutate(
                        { id: user.id, admin },
                        { onSuccess: () => done(t`${user.name} is deleted`), onError: fail },
                      ),
                  })
                }
              >
                {t`Delete`}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
