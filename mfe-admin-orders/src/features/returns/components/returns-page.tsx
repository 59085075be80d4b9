import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { ListScreen } from '@shop/admin';
import { useLiveQueries } from '@shop/ui';
import { useSessionStore } from '@shop/client';
import type { SupplierReturnView } from '@shop/contracts';
import { formatDate, formatNumber, localizedName } from '@shop/i18n';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSuppliers } from '../../../lib/api/suppliers.ts';
import { returnKeys } from '../api/keys.ts';
import { NewReturnModal } from './new-return-modal.tsx';

/**
 * Supplier returns, newest first: admins see every supplier's (and filter by one), a supplier its own. "New return"
 * takes units out of one of the viewer's stocks; a row opens the return with its stock history.
 */
export function ReturnsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const navigate = useNavigate();
  const isAdmin = useSessionStore((state) => state.user?.type !== 'SUPPLIER');
  const suppliers = useSuppliers(isAdmin);
  const [creating, setCreating] = useState(false);
  useLiveQueries(returnKeys.lists());
  return (
    <>
      <ListScreen<SupplierReturnView>
        screen="admin-orders/supplier-return"
        title={t`Supplier returns`}
        resource={isAdmin ? '/api/backend/supplier-return-stock' : '/api/backend/supplier-return-stock/supplier'}
        queryKey={returnKeys.lists()}
        searchable
        actions={
          <Button onClick={() => setCreating(true)} data-testid="return-new">
            {t`New return`}
          </Button>
        }
        filters={[
          ...(isAdmin
            ? [
                {
                  name: 'supplierId',
                  label: t`Supplier`,
                  kind: 'select' as const,
                  options: (suppliers.data?.data ?? []).map((s) => ({
                    value: String(s.id),
                    label: localizedName(s, i18n.locale),
                  })),
                },
              ]
            : []),
          { name: 'from', label: t`From`, kind: 'date' },
          { name: 'to', label: t`Until`, kind: 'date' },
        ]}
        columns={[
          {
            accessor: 'id',
            title: t`Return`,
            render: (row) => <span data-testid="return-number">{`#${row.id}`}</span>,
          },
          { accessor: 'createdAt', title: t`When`, render: (row) => formatDate(i18n, row.createdAt, 'date-time') },
          {
            accessor: 'item',
            title: t`Part`,
            render: (row) => `${row.item.partNumber} · ${localizedName(row.item, i18n.locale)}`,
          },
          {
            accessor: 'supplier',
            title: t`Supplier`,
            render: (row) => localizedName(row.supplier, i18n.locale),
          },
          {
            accessor: 'quantity',
            title: t`Quantity`,
            render: (row) => `${formatNumber(i18n, row.quantity)} ${localizedName(row.unit, i18n.locale)}`,
          },
          { accessor: 'reason', title: t`Reason` },
          { accessor: 'createdBy', title: t`By`, render: (row) => row.createdBy?.name ?? '—' },
        ]}
        onRowClick={(row) => void navigate(String(row.id))}
        empty={{
          title: t`No returns yet`,
          hint: t`Units sent back to a supplier appear here. Start one with "New return".`,
        }}
      />
      <NewReturnModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => void navigate(String(id))}
      />
    </>
  );
}
