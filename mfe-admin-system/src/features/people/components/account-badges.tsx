import { Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { StatusBadge } from '@shop/admin';
import type { AccountUser } from '@shop/contracts';

/** Where an account stands: deleted, disabled or active, and a dealer's approval. */
export function AccountBadges({ user }: { user: AccountUser }) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap">
      {user.deletedAt ? (
        <StatusBadge status="CANCELLED">{t`Deleted`}</StatusBadge>
      ) : user.enabled ? (
        <StatusBadge status="ACTIVE">{t`Active`}</StatusBadge>
      ) : (
        <StatusBadge status="INACTIVE">{t`Disabled`}</StatusBadge>
      )}
      {user.type === 'DEALER' ? (
        user.dealerApproved ? (
          <StatusBadge status="ACCEPTED">{t`Approved`}</StatusBadge>
        ) : (
          <StatusBadge status="PENDING">{t`Waiting for approval`}</StatusBadge>
        )
      ) : null}
    </Group>
  );
}
