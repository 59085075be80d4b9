import { Stack, Tabs } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { CsvExportButton, ListScreen, StatusBadge } from '@shop/admin';
import { useSessionStore } from '@shop/client';
import { PAYMENT_METHODS, type OrderCountsQuery, type OrderSummary } from '@shop/contracts';
import { formatDate, formatNumber, localizedName } from '@shop/i18n';
import { Amount, useLiveQueries, useOrderStatusLabel } from '@shop/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { usePaymentMethodLabel } from '../../../lib/order-words.ts';
import { useOrderCounts } from '../api/get-order-counts.ts';
import { getMatchingOrderIds, ordersCsvHref, ordersCsvName } from '../api/order-export.ts';
import { useSuppliers } from '../../../lib/api/suppliers.ts';
import { useBulkMoves } from './bulk-moves.tsx';
import { usePrintPackingSlips } from './print-packing-slips.ts';
import { orderCountKeys, orderKeys } from '../../../lib/query-keys.ts';

/** The status tabs in the order an order moves, then every order. */
const TAB_ORDER = ['PENDING', 'ACCEPTED', 'PROCESSING', 'DELIVERED', 'PAID', 'CANCELLED', 'ALL'] as const;

/** The list's filters as the counts take them (the address's, without the status tab and the paging). */
function countsQuery(params: URLSearchParams): OrderCountsQuery {
  const query: Record<string, string | number> = {};
  for (const name of ['search', 'paymentMethod', 'from', 'to'] as const) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  const supplierId = Number(params.get('supplierId'));
  if (Number.isInteger(supplierId) && supplierId > 0) query.supplierId = supplierId;
  return query as OrderCountsQuery;
}

/**
 * Staff orders: status tabs with their counts (default Pending), search by order number, customer, phone or part
 * number, filters in the address, saved views, CSV. Admins filter by supplier; a supplier sees its own orders only.
 */
export function OrdersPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const statusLabel = useOrderStatusLabel();
  const paymentLabel = usePaymentMethodLabel();
  const isAdmin = useSessionStore((state) => state.user?.type !== 'SUPPLIER');
  const counts = useOrderCounts(countsQuery(params));
  const suppliers = useSuppliers(isAdmin);
  const bulkMoves = useBulkMoves();
  const printPackingSlips = usePrintPackingSlips();
  useLiveQueries(orderKeys.lists(), orderCountKeys.all);
  const status = params.get('status') ?? 'PENDING';
  const tabs = (
    <Tabs
      value={status}
      onChange={(value) =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          if (value && value !== 'PENDING') next.set('status', value);
          else next.delete('status');
          next.delete('page');
          return next;
        })
      }
    >
      <Tabs.List>
        {TAB_ORDER.map((value) => (
          <Tabs.Tab key={value} value={value} data-testid={`tab-status-${value}`}>
            {counts.data ? `${statusLabel(value)} (${formatNumber(i18n, counts.data[value])})` : statusLabel(value)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
  return (
    <Stack gap="sm">
      <ListScreen<OrderSummary>
        belowTitle={tabs}
        selectAllMatching={async (query) => {
          const { ids } = await getMatchingOrderIds(query);
          return ids.map((id) => ({ id }) as OrderSummary);
        }}
        exportButton={(query) => (
          <CsvExportButton href={ordersCsvHref(query, i18n.locale)} fileName={ordersCsvName()} />
        )}
        screen="admin-orders/order"
        title={t`Orders`}
        resource="/api/backend/order"
        queryKey={orderKeys.lists()}
        searchable
        // The status is the tabs' (kept in the address as `status`), so the list reads it as a filter it does not draw.
        baseQuery={{ status }}
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
          {
            name: 'paymentMethod',
            label: t`Payment`,
            kind: 'select',
            options: PAYMENT_METHODS.map((method) => ({ value: method, label: paymentLabel(method) })),
          },
          { name: 'from', label: t`From`, kind: 'date' },
          { name: 'to', label: t`Until`, kind: 'date' },
        ]}
        columns={[
          { accessor: 'id', title: t`Order`, render: (row) => <span data-testid="order-number">{`#${row.id}`}</span> },
          {
            accessor: 'createdAt',
            title: t`Placed`,
            sortable: true,
            render: (row) => formatDate(i18n, row.createdAt, 'date-time'),
          },
          { accessor: 'customer', title: t`Customer`, sortable: true, render: (row) => row.customer.name },
          {
            accessor: 'status',
            title: t`Status`,
            render: (row) => <StatusBadge status={row.status}>{statusLabel(row.status)}</StatusBadge>,
          },
          { accessor: 'paymentMethod', title: t`Payment`, render: (row) => paymentLabel(row.paymentMethod) },
          { accessor: 'lineCount', title: t`Lines` },
          {
            accessor: 'total',
            title: t`Total`,
            sortable: true,
            render: (row) => <Amount usd={row.total} khr={row.totalKhr} size="sm" />,
          },
        ]}
        bulkActions={[...bulkMoves, printPackingSlips]}
        onRowClick={(row) => void navigate(String(row.id))}
        empty={{ title: t`No orders here`, hint: t`Orders in this status appear here, newest first. Try another tab.` }}
      />
    </Stack>
  );
}
