import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { DetailPage, StatusBadge } from '@shop/admin';
import { useSessionStore } from '@shop/client';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '@shop/ui';
import { useOwnStore } from '../api/get-own-store.ts';

/** A supplier's "My store": its own store, with the store's history beside it. */
export function MyStorePage() {
  const { t } = useLingui();
  const supplierId = useSessionStore((state) => state.user?.supplierId);
  const store = useOwnStore(supplierId);
  if (!supplierId) return <EmptyBlock title={t`My store`} hint={t`Your account has no store yet.`} />;
  if (store.isPending) return <LoadingBlock />;
  if (store.isError) return <ErrorBlock onRetry={() => void store.refetch()} />;
  const row = store.data;
  return (
    <DetailPage title={<span data-testid="my-store-name">{row.name}</span>} entity="store" id={row.id}>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Text size="sm" c="dimmed">{t`Name in Khmer`}</Text>
          <Text size="sm">{row.nameKh ?? '—'}</Text>
          <Text size="sm" c="dimmed">{t`Phone`}</Text>
          <Text size="sm">{row.phone ?? '—'}</Text>
          <Text size="sm" c="dimmed">{t`Address`}</Text>
          <Text size="sm">{row.address ?? '—'}</Text>
          <Text size="sm" c="dimmed">{t`Status`}</Text>
          <div>
            {row.enabled ? (
              <StatusBadge status="ACTIVE">{t`Active`}</StatusBadge>
            ) : (
              <StatusBadge status="INACTIVE">{t`Inactive`}</StatusBadge>
            )}
          </div>
        </SimpleGrid>
      </Paper>
    </DetailPage>
  );
}
