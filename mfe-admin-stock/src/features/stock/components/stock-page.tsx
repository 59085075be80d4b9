import { Button, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Link, useParams } from 'react-router';
import { confirmWrite, DialogListScreen, StatusBadge } from '@shop/admin';
import { useSessionStore } from '@shop/client';
import type { StockView } from '@shop/contracts';
import { Amount, useLiveQueries } from '@shop/ui';
import { formatNumber, localizedName } from '@shop/i18n';
import { stockKeys } from '../api/keys.ts';
import { useStoreOptions } from '../api/get-stores.ts';
import { useStockWrites } from '../api/stock-writes.ts';
import { StockCreateModal } from './stock-create-modal.tsx';
import { StockAdjustModal, StockEditModal, StockIncreaseModal } from './stock-forms.tsx';
import { StockPriceModal } from './stock-price-modal.tsx';

type Open =
  | { kind: 'create' }
  | { kind: 'edit' | 'increase' | 'adjust'; stock: StockView }
  | { kind: 'price'; stocks: StockView[] };

/**
 * The stock desk: every store's stock for admins (filters by store and supplier), a supplier's own store's for a
 * supplier. Low stock is highlighted and can be shown alone; a part number finds its row however it is typed.
 * Each row is edited (prices, alert), increased, adjusted with a reason, or opened as its history.
 */
export function StockPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { locale } = useParams();
  const isAdmin = useSessionStore((state) => state.user?.type !== 'SUPPLIER');
  const stores = useStoreOptions(isAdmin);
  const writes = useStockWrites();
  // A sale or another desk's change shows here without a reload (quantities, the Low badge).
  useLiveQueries(stockKeys.lists());

  const remove = (row: StockView) =>
    confirmWrite({
      title: t`Delete the stock of ${row.item.partNumber}?`,
      message: t`Only a stock nobody ordered can be deleted. Its history goes with it.`,
      confirmLabel: t`Delete`,
      danger: true,
      write: () => writes.remove.mutateAsync(row.id),
      done: t`Deleted`,
    });

  const storeRows = stores.data?.data ?? [];
  return (
    <DialogListScreen<StockView, Open>
      screen="admin-stock/stock"
      title={t`Stock`}
      resource="/api/backend/stock"
      queryKey={stockKeys.lists()}
      searchable
      defaultSort={{ column: 'name', direction: 'asc' }}
      filters={[
        {
          name: 'low',
          label: t`Low stock`,
          kind: 'select',
          options: [
            { value: 'true', label: t`Low only` },
            { value: 'false', label: t`Not low` },
          ],
        },
        ...(isAdmin
          ? [
              {
                name: 'storeId',
                label: t`Store`,
                kind: 'select' as const,
                options: storeRows.map((store) => ({
                  value: String(store.id),
                  label: localizedName(store, i18n.locale),
                })),
              },
              {
                name: 'supplierId',
                label: t`Supplier`,
                kind: 'select' as const,
                options: storeRows.map((store) => ({ value: String(store.supplierId), label: store.supplierName })),
              },
            ]
          : []),
      ]}
      columns={[
        {
          accessor: 'partNumber',
          title: t`Part number`,
          render: (row) => <span data-testid="stock-part-number">{row.item.partNumber}</span>,
        },
        { accessor: 'name', title: t`Item`, sortable: true, render: (row) => localizedName(row.item, i18n.locale) },
        ...(isAdmin
          ? [{ accessor: 'store', title: t`Store`, render: (row: StockView) => localizedName(row.store, i18n.locale) }]
          : []),
        {
          accessor: 'quantity',
          title: t`Quantity`,
          sortable: true,
          render: (row) => (
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={row.low ? 700 : undefined} data-testid="stock-quantity">
                {formatNumber(i18n, row.quantity)}
              </Text>
              {row.low ? <StatusBadge status="LOW_STOCK">{t`Low`}</StatusBadge> : null}
            </Group>
          ),
        },
        { accessor: 'alertThreshold', title: t`Alert at`, render: (row) => formatNumber(i18n, row.alertThreshold) },
        { accessor: 'price', title: t`Price`, sortable: true, render: (row) => <Amount usd={row.price} size="sm" /> },
        {
          accessor: 'dealerPrice',
          title: t`Dealer price`,
          render: (row) => <Amount usd={row.dealerPrice} size="sm" />,
        },
      ]}
      rowBackgroundColor={(row) => (row.low ? 'var(--mantine-color-red-light)' : undefined)}
      rowAttributes={(row) => ({ 'data-low': row.low ? 'true' : 'false', 'data-stock-id': row.id })}
      bulkActions={(open) => [{ label: t`Change price by %`, run: (rows) => open({ kind: 'price', stocks: rows }) }]}
      add={{ label: t`Add stock`, dialog: { kind: 'create' }, testId: 'stock-add' }}
      empty={{
        title: t`No stock yet`,
        hint: t`Add the items this store sells, with their prices and how many there are.`,
      }}
      rowActions={(row, open) => (
        <>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => open({ kind: 'increase', stock: row })}
            data-testid={`increase-${row.id}`}
          >
            {t`Increase`}
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => open({ kind: 'adjust', stock: row })}
            data-testid={`adjust-${row.id}`}
          >
            {t`Adjust`}
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => open({ kind: 'edit', stock: row })}
            data-testid={`edit-${row.id}`}
          >
            {t`Edit`}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            component={Link}
            to={`/${locale}/admin/stock-history/${row.id}`}
            data-testid={`history-${row.id}`}
          >
            {t`History`}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => remove(row)}
            data-testid={`delete-${row.id}`}
          >
            {t`Delete`}
          </Button>
        </>
      )}
      dialog={(open, close) => {
        switch (open.kind) {
          case 'create':
            return <StockCreateModal isAdmin={isAdmin} stores={storeRows} onClose={close} />;
          case 'edit':
            return <StockEditModal stock={open.stock} onClose={close} />;
          case 'increase':
            return <StockIncreaseModal stock={open.stock} onClose={close} />;
          case 'adjust':
            return <StockAdjustModal stock={open.stock} onClose={close} />;
          case 'price':
            return <StockPriceModal stocks={open.stocks} onClose={close} />;
        }
      }}
    />
  );
}
