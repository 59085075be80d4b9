import { Button, Group, Image, Paper, SimpleGrid, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DetailPage, RecordFormModal, StatusBadge } from '@shop/admin';
import { useSessionStore } from '@shop/client';
import { StoreUpdateBody, type SupplierStore } from '@shop/contracts';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '@shop/ui';
import {
  storeDetailBody,
  storeDetailFields,
  storeDetailValues,
  type StoreDetailValues,
} from '../../../lib/store-details-form.ts';
import { useOwnStore, useUpdateOwnStore } from '../api/get-own-store.ts';
import { ImageButton } from '../../../lib/image-button.tsx';

/** A supplier's "My store": its own store, which it edits itself (Edit), with the store's history beside it. */
export function MyStorePage() {
  const { t } = useLingui();
  const supplierId = useSessionStore((state) => state.user?.supplierId);
  const store = useOwnStore(supplierId);
  // The picture is saved on its own, the moment it is uploaded (the details form keeps to the text fields).
  const update = useUpdateOwnStore(supplierId ?? 0);
  const [editing, setEditing] = useState(false);
  if (!supplierId) return <EmptyBlock title={t`My store`} hint={t`Your account has no store yet.`} />;
  if (store.isPending) return <LoadingBlock />;
  if (store.isError) return <ErrorBlock onRetry={() => void store.refetch()} />;
  const row = store.data;
  return (
    <DetailPage
      title={<span data-testid="my-store-name">{row.name}</span>}
      entity="store"
      id={row.id}
      actions={
        <Button onClick={() => setEditing(true)} data-testid="my-store-edit">
          {t`Edit`}
        </Button>
      }
    >
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Text size="sm" c="dimmed">{t`Name in Khmer`}</Text>
          <Text size="sm" data-testid="my-store-name-kh">
            {row.nameKh ?? '—'}
          </Text>
          <Text size="sm" c="dimmed">{t`Phone`}</Text>
          <Text size="sm" data-testid="my-store-phone">
            {row.phone ?? '—'}
          </Text>
          <Text size="sm" c="dimmed">{t`Address`}</Text>
          <Text size="sm" data-testid="my-store-address">
            {row.address ?? '—'}
          </Text>
          <Text size="sm" c="dimmed">{t`Picture`}</Text>
          <Group gap="sm">
            {row.image ? (
              <Image src={row.image} h={64} w={96} fit="contain" alt={t`Store picture`} />
            ) : (
              <Text size="sm">—</Text>
            )}
            <ImageButton
              title={t`Store picture`}
              image={row.image}
              folder="stores"
              onChange={(file) => update.mutateAsync({ imageId: file?.id ?? null })}
            />
          </Group>
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
      {editing ? <OwnStoreForm supplierId={supplierId} store={row} onClose={() => setEditing(false)} /> : null}
    </DetailPage>
  );
}

/** The supplier's own edit: what shoppers read of its store. Switching it off stays with the admins. */
function OwnStoreForm({
  supplierId,
  store,
  onClose,
}: {
  supplierId: number;
  store: SupplierStore;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const update = useUpdateOwnStore(supplierId);
  return (
    <RecordFormModal<StoreDetailValues>
      title={t`Edit my store`}
      schema={StoreUpdateBody}
      isNew={false}
      fields={storeDetailFields(i18n)}
      initialValues={storeDetailValues(store)}
      toBody={storeDetailBody}
      onSubmit={(body) => update.mutateAsync(body as StoreUpdateBody)}
      done={t`Your store is saved`}
      onClose={onClose}
    />
  );
}
