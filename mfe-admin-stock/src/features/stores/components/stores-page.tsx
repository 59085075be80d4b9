import { Anchor, Button, Group, Image, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { booleanFilter, ListScreen, RecordFormModal, StatusBadge, useResourceMutations } from '@shop/admin';
import { StoreAdminPatch, type StoreView } from '@shop/contracts';
import { formatNumber, localizedName } from '@shop/i18n';
import { storeApi } from '../api/store-api.ts';
import {
  storeDetailBody,
  storeDetailFields,
  storeDetailValues,
  type StoreDetailValues,
} from '../../../lib/store-details-form.ts';

interface StoreValues extends StoreDetailValues {
  enabled: boolean;
}

/** Every supplier's store (admins): its details, whether it sells, how much it holds and how much is low. */
export function StoresPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { locale } = useParams();
  const mutations = useResourceMutations(storeApi);
  const [editing, setEditing] = useState<StoreView>();
  return (
    <>
      <ListScreen<StoreView>
        screen="admin-stock/store"
        title={t`Stores`}
        resource={storeApi.path}
        queryKey={storeApi.keys.lists()}
        searchable
        filters={[booleanFilter('enabled', t`Selling`, { yes: t`On`, no: t`Off` })]}
        columns={[
          {
            // The picture its supplier chose on "My store".
            accessor: 'image',
            title: t`Image`,
            render: (row) => (row.image ? <Image src={row.image} h={28} w={28} fit="contain" alt="" /> : null),
          },
          {
            accessor: 'name',
            title: t`Store`,
            render: (row) => <span data-testid="store-name">{localizedName(row, i18n.locale)}</span>,
          },
          { accessor: 'supplierName', title: t`Supplier` },
          { accessor: 'phone', title: t`Phone`, render: (row) => row.phone ?? '—' },
          { accessor: 'address', title: t`Address`, render: (row) => row.address ?? '—' },
          {
            accessor: 'stockCount',
            title: t`Stock`,
            render: (row) => (
              <Group gap={6} wrap="nowrap">
                <Anchor
                  component={Link}
                  to={`/${locale}/admin/stock?storeId=${row.id}`}
                  size="sm"
                  onClick={(event) => event.stopPropagation()}
                >
                  {formatNumber(i18n, row.stockCount)}
                </Anchor>
                {row.lowStockCount > 0 ? (
                  <Anchor
                    component={Link}
                    to={`/${locale}/admin/stock?storeId=${row.id}&low=true`}
                    size="sm"
                    onClick={(event) => event.stopPropagation()}
                  >
                    <Text span c="red" size="sm">{t`${formatNumber(i18n, row.lowStockCount)} low`}</Text>
                  </Anchor>
                ) : null}
              </Group>
            ),
          },
          {
            accessor: 'enabled',
            title: t`Status`,
            render: (row) =>
              row.enabled ? (
                <StatusBadge status="ENABLED">{t`On`}</StatusBadge>
              ) : (
                <StatusBadge status="DISABLED">{t`Off`}</StatusBadge>
              ),
          },
          {
            accessor: 'actions',
            title: t`Actions`,
            textAlign: 'right',
            toggleable: false,
            render: (row) => (
              <Button
                size="compact-xs"
                variant="light"
                onClick={(event) => (event.stopPropagation(), setEditing(row))}
                data-testid={`edit-${row.id}`}
              >
                {t`Edit`}
              </Button>
            ),
          },
        ]}
        onRowClick={setEditing}
        empty={{ title: t`No stores yet`, hint: t`A store is made with its supplier (Suppliers, Add a supplier).` }}
      />
      {editing ? (
        <RecordFormModal<StoreValues>
          title={editing.name}
          schema={StoreAdminPatch}
          isNew={false}
          fields={[
            ...storeDetailFields(i18n),
            {
              name: 'enabled',
              label: t`Selling`,
              kind: 'switch',
              description: t`Off: shoppers no longer see this store's stock`,
            },
          ]}
          initialValues={{ ...storeDetailValues(editing), enabled: editing.enabled }}
          toBody={(values) => ({ ...storeDetailBody(values), enabled: values.enabled })}
          onSubmit={(patch) => mutations.update.mutateAsync({ id: editing.id, patch })}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
}
