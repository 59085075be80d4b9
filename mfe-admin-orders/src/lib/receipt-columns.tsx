import { Button, Group, Table } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { confirmAction, describeApiError, StatusBadge, type ListColumn } from '@shop/admin';
import type { ReceiptView } from '@shop/contracts';
import { formatDate } from '@shop/i18n';
import { formatMoney, showToast } from '@shop/ui';
import { usePaymentMethodLabel, useReceiptStatusLabel } from './order-words.ts';
import { usePayReceipt } from './api/pay-receipt.ts';
import { useVoidReceipt } from './api/void-receipt.ts';
import type { ReactNode } from 'react';

/**
 * A recorded receipt is marked paid, any live one voided, each after a confirmation (paying can make the order PAID,
 * which no one can undo from here). A refusal is worded by @shop/ui.
 */
function ReceiptActions({ receipt }: { receipt: ReceiptView }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const pay = usePayReceipt();
  const voidIt = useVoidReceipt();
  const failed = (error: unknown) => showToast({ color: 'red', message: i18n._(describeApiError(error).message) });
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {receipt.status === 'PENDING' ? (
        <Button
          size="compact-xs"
          data-testid="receipt-pay"
          onClick={() =>
            confirmAction({
              title: t`Mark receipt #${receipt.id} of ${formatMoney(receipt.amount)} paid?`,
              message: t`The amount counts towards what is paid on invoice #${receipt.invoiceId}; once the invoice is paid in full, order #${receipt.orderId} becomes Paid and the shopper is told.`,
              confirmLabel: t`Mark paid`,
              onConfirm: () =>
                pay.mutate(receipt.id, {
                  onSuccess: () => showToast({ color: 'green', message: t`Receipt #${receipt.id} is paid` }),
                  onError: failed,
                }),
            })
          }
        >
          {t`Mark paid`}
        </Button>
      ) : null}
      {receipt.status !== 'VOID' ? (
        <Button
          size="compact-xs"
          color="red"
          variant="light"
          onClick={() =>
            confirmAction({
              title: t`Void this receipt?`,
              message: t`A void receipt no longer counts towards what is paid. It stays on record.`,
              confirmLabel: t`Void`,
              danger: true,
              onConfirm: () => voidIt.mutate(receipt.id, { onError: failed }),
            })
          }
        >
          {t`Void`}
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * A receipt's cells, one definition for the receipts list and an invoice's receipts: when, amount, method, reference,
 * status and the moves it allows. The list puts its own columns (number, invoice, order, supplier) among them.
 */
export function useReceiptColumns() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const paymentLabel = usePaymentMethodLabel();
  const statusLabel = useReceiptStatusLabel();
  const column = (
    accessor: string,
    title: string,
    render: (row: ReceiptView) => ReactNode,
  ): ListColumn<ReceiptView> => ({ accessor, title, render });
  return {
    when: column('createdAt', t`When`, (row) => formatDate(i18n, row.createdAt, 'date-time')),
    amount: column('amount', t`Amount`, (row) => formatMoney(row.amount)),
    method: column('method', t`Method`, (row) => paymentLabel(row.method)),
    reference: column('reference', t`Reference`, (row) => row.reference ?? '—'),
    status: column('status', t`Status`, (row) => (
      <StatusBadge status={row.status === 'VOID' ? 'CANCELLED' : row.status}>{statusLabel(row.status)}</StatusBadge>
    )),
    actions: column('actions', t`Actions`, (row) => <ReceiptActions receipt={row} />),
  };
}

/** An invoice's receipts as a plain table (no paging: an invoice has a handful), with the list's own cells. */
export function ReceiptTable({ receipts }: { receipts: ReceiptView[] }) {
  const { when, amount, method, reference, status, actions } = useReceiptColumns();
  const columns = [when, amount, method, reference, status, actions];
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.accessor}>{c.accessor === 'actions' ? null : c.title}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {receipts.map((receipt, index) => (
          <Table.Tr key={receipt.id} data-testid="receipt-row">
            {columns.map((c) => (
              <Table.Td key={c.accessor}>{c.render!(receipt, index)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
