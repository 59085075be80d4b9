import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { ListScreen } from '@shop/admin';
import { useLiveQueries } from '@shop/ui';
import { useSessionStore } from '@shop/client';
import { PAYMENT_METHODS, RECEIPT_STATUSES, type ReceiptView } from '@shop/contracts';
import { localizedName } from '@shop/i18n';
import { usePaymentMethodLabel, useReceiptStatusLabel } from '../../../lib/order-words.ts';
import { receiptKeys } from '../../../lib/query-keys.ts';
import { useSuppliers } from '../../../lib/api/suppliers.ts';
import { useReceiptColumns } from '../../../lib/receipt-columns.tsx';

/**
 * Receipts, newest first: admins see every supplier's invoices' receipts (and filter by supplier), a supplier its
 * own. Filters by status, method and day; a recorded receipt is marked paid, any live one voided (confirmed).
 * Payments are recorded from the invoice (Invoices screen), where what is due is known.
 */
export function ReceiptsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const isAdmin = useSessionStore((state) => state.user?.type !== 'SUPPLIER');
  const suppliers = useSuppliers(isAdmin);
  const paymentLabel = usePaymentMethodLabel();
  const statusLabel = useReceiptStatusLabel();
  const cells = useReceiptColumns();
  useLiveQueries(receiptKeys.lists());
  const supplierName = (id: number) => {
    const found = suppliers.data?.data.find((s) => s.id === id);
    return found ? localizedName(found, i18n.locale) : `#${id}`;
  };
  return (
    <ListScreen<ReceiptView>
      screen="admin-orders/receipt"
      title={t`Receipts`}
      resource={isAdmin ? '/api/backend/receipt' : '/api/backend/receipt/supplier'}
      queryKey={receiptKeys.lists()}
      filters={[
        {
          name: 'status',
          label: t`Status`,
          kind: 'select',
          options: RECEIPT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
        },
        {
          name: 'method',
          label: t`Method`,
          kind: 'select',
          options: PAYMENT_METHODS.map((method) => ({ value: method, label: paymentLabel(method) })),
        },
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
          title: t`Receipt`,
          render: (row) => <span data-testid="receipt-number">{`#${row.id}`}</span>,
        },
        cells.when,
        { accessor: 'invoiceId', title: t`Invoice`, render: (row) => `#${row.invoiceId}` },
        { accessor: 'orderId', title: t`Order`, render: (row) => `#${row.orderId}` },
        ...(isAdmin
          ? [{ accessor: 'supplierId', title: t`Supplier`, render: (row: ReceiptView) => supplierName(row.supplierId) }]
          : []),
        cells.amount,
        cells.method,
        cells.reference,
        cells.status,
        cells.actions,
      ]}
      empty={{ title: t`No receipts yet`, hint: t`Record a payment from an invoice (Invoices); it appears here.` }}
    />
  );
}
