import { Button, Drawer, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { ListScreen, StatusBadge } from '@shop/admin';
import { useSessionStore } from '@shop/client';
import type { InvoiceView } from '@shop/contracts';
import { formatDate, localizedName } from '@shop/i18n';
import { Amount } from '@shop/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { invoiceKeys } from '../../../lib/query-keys.ts';
import { InvoiceReceiptsPanel } from './invoice-receipts.tsx';

/** Opens the printable invoice (the row's click opens the drawer, so the button keeps its own click). */
function PrintInvoiceButton({ id }: { id: number }) {
  const { t } = useLingui();
  return (
    <Button
      component={Link}
      to={`${id}/print`}
      size="compact-xs"
      variant="default"
      onClick={(event) => event.stopPropagation()}
      data-testid="invoice-print-open"
    >
      {t`Print`}
    </Button>
  );
}

/**
 * Invoices (default Accepted): admins see every supplier's, a supplier its own. Opening one shows its receipts, what
 * is still due, a form to record a payment (amount prefilled with what is due) and Print; each row prints too.
 */
export function InvoicesPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const isSupplier = useSessionStore((state) => state.user?.type === 'SUPPLIER');
  const [open, setOpen] = useState<InvoiceView | null>(null);
  const statusWord: Record<string, string> = { ALL: t`All`, ACCEPTED: t`Accepted`, CANCELLED: t`Cancelled` };
  return (
    <>
      <ListScreen<InvoiceView>
        screen="admin-orders/invoice"
        title={t`Invoices`}
        resource={isSupplier ? '/api/backend/invoice/supplier' : '/api/backend/invoice'}
        queryKey={invoiceKeys.lists()}
        filters={[
          {
            name: 'status',
            label: t`Status`,
            kind: 'select',
            options: ['ACCEPTED', 'CANCELLED', 'ALL'].map((status) => ({ value: status, label: statusWord[status]! })),
          },
        ]}
        columns={[
          {
            accessor: 'id',
            title: t`Invoice`,
            render: (row) => <span data-testid="invoice-number">{`#${row.id}`}</span>,
          },
          { accessor: 'orderId', title: t`Order`, render: (row) => `#${row.orderId}` },
          { accessor: 'createdAt', title: t`Issued`, render: (row) => formatDate(i18n, row.createdAt, 'date') },
          {
            accessor: 'supplier',
            title: t`Supplier`,
            render: (row) => localizedName(row.supplier, i18n.locale),
          },
          { accessor: 'customer', title: t`Customer`, render: (row) => row.customer.name },
          {
            accessor: 'status',
            title: t`Status`,
            render: (row) => <StatusBadge status={row.status}>{statusWord[row.status]}</StatusBadge>,
          },
          {
            accessor: 'total',
            title: t`Total`,
            render: (row) => <Amount usd={row.total} khr={row.totalKhr} size="sm" />,
          },
          { accessor: 'actions', title: t`Actions`, render: (row) => <PrintInvoiceButton id={row.id} /> },
        ]}
        onRowClick={setOpen}
        empty={{ title: t`No invoices here`, hint: t`An invoice is made per supplier when an order is accepted.` }}
      />
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="xl"
        title={open ? t`Invoice #${open.id} · order #${open.orderId}` : ''}
      >
        {open ? (
          <>
            <Group justify="flex-end" mb="sm">
              <PrintInvoiceButton id={open.id} />
            </Group>
            <InvoiceReceiptsPanel invoiceId={open.id} />
          </>
        ) : null}
      </Drawer>
    </>
  );
}
