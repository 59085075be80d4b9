import { Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { notifications } from '@mantine/notifications';
import { confirmAction, describeApiError, ListScreen, StatusBadge } from '@shop/admin';
import { getErrorCode, useSessionStore } from '@shop/client';
import { PAYMENT_METHODS, RECEIPT_STATUSES, ReceiptErrorCode, type ReceiptView } from '@shop/contracts';
import { formatDate } from '@shop/i18n';
import { formatMoney } from '@shop/ui';
import { localName } from '../../../lib/local-name.ts';
import { usePaymentMethodLabel, useReceiptStatusLabel } from '../../../lib/order-words.ts';
import { receiptKeys } from '../../../lib/query-keys.ts';
import { usePayReceipt, useVoidReceipt } from '../../../lib/receipt-status.ts';
import { useSuppliers } from '../../../lib/suppliers.ts';

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
  const pay = usePayReceipt();
  const voidIt = useVoidReceipt();
  const supplierName = (id: number) => {
    const found = suppliers.data?.data.find((s) => s.id === id);
    return found ? localName(i18n.locale, found.name, found.nameKh) : `#${id}`;
  };
  const failed = (error: unknown) => {
    const message = getErrorCode(error) === ReceiptErrorCode.receiptStatus ? t`This receipt can no longer change: the order is paid or the receipt is void.` : i18n._(describeApiError(error).message);
    notifications.show({ color: 'red', message });
  };
  return (
    <ListScreen<ReceiptView>
      screen="admin-orders/receipt"
      title={t`Receipts`}
      resource={isAdmin ? '/api/backend/receipt' : '/api/backend/receipt/supplier'}
      queryKey={receiptKeys.lists()}
      filters={[
        { name: 'status', label: t`Status`, kind: 'select', options: RECEIPT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })) },
        { name: 'method', label: t`Method`, kind: 'select', options: PAYMENT_METHODS.map((method) => ({ value: method, label: paymentLabel(method) })) },
        ...(isAdmin
          ? [{ name: 'supplierId', label: t`Supplier`, kind: 'select' as const, options: (suppliers.data?.data ?? []).map((s) => ({ value: String(s.id), label: localName(i18n.locale, s.name, s.nameKh) })) }]
          : []),
        { name: 'from', label: t`From`, kind: 'date' },
        { name: 'to', label: t`Until`, kind: 'date' },
      ]}
      columns={[
        { accessor: 'id', title: t`Receipt`, render: (row) => <span data-testid="receipt-number">{`#${row.id}`}</span> },
        { accessor: 'createdAt', title: t`When`, render: (row) => formatDate(i18n, row.createdAt, 'date-time') },
        { accessor: 'invoiceId', title: t`Invoice`, render: (row) => `#${row.invoiceId}` },
        { accessor: 'orderId', title: t`Order`, render: (row) => `#${row.orderId}` },
        ...(isAdmin ? [{ accessor: 'supplierId', title: t`Supplier`, render: (row: ReceiptView) => supplierName(row.supplierId) }] : []),
        { accessor: 'amount', title: t`Amount`, render: (row) => formatMoney(row.amount) },
        { accessor: 'method', title: t`Method`, render: (row) => paymentLabel(row.method) },
        { accessor: 'reference', title: t`Reference`, render: (row) => row.reference ?? '—' },
        {
          accessor: 'status',
          title: t`Status`,
          render: (row) => (
            <StatusBadge status={row.status === 'VOID' ? 'CANCELLED' : row.status} data-testid="receipt-status">
              {statusLabel(row.status)}
            </StatusBadge>
          ),
        },
        {
          accessor: 'actions',
          title: t`Actions`,
          render: (row) => (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              {row.status === 'PENDING' ? (
                <Button size="compact-xs" onClick={() => pay.mutate(row.id, { onError: failed })} data-testid="receipt-pay">
                  {t`Mark paid`}
                </Button>
              ) : null}
              {row.status !== 'VOID' ? (
                <Button
                  size="compact-xs"
                  color="red"
                  variant="light"
                  data-testid="receipt-void"
                  onClick={() =>
                    confirmAction({
                      title: t`Void this receipt?`,
                      message: t`A void receipt no longer counts towards what is paid. It stays on record.`,
                      confirmLabel: t`Void`,
                      danger: true,
                      onConfirm: () => voidIt.mutate(row.id, { onError: failed }),
                    })
                  }
                >
                  {t`Void`}
                </Button>
              ) : null}
            </Group>
          ),
        },
      ]}
      empty={{ title: t`No receipts yet`, hint: t`Record a payment from an invoice (Invoices); it appears here.` }}
    />
  );
}
