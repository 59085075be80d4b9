import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { describeApiError } from '@shop/admin';
import { getErrorCode } from '@shop/client';
import { PAYMENT_METHODS, ReceiptErrorCode, type InvoiceReceipts } from '@shop/contracts';
import { ErrorBlock, formatMoney, LoadingBlock, showToast } from '@shop/ui';
import { useState } from 'react';
import { usePaymentMethodLabel } from '../../../lib/order-words.ts';
import { ReceiptTable } from '../../../lib/receipt-columns.tsx';
import { useCreateReceipt, useInvoiceReceipts } from '../api/invoice-receipts.ts';

/** An amount the API takes: dollars with up to two decimals, as text (a number input gives a number or ''). */
const asAmount = (value: string | number) => (typeof value === 'number' ? value.toFixed(2) : value.trim());

/** The form to record a payment, its amount prefilled with what is due. */
function RecordReceipt({ invoiceId, due }: { invoiceId: number; due: string }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const paymentLabel = usePaymentMethodLabel();
  const create = useCreateReceipt();
  const [amount, setAmount] = useState<string | number>(due);
  const [method, setMethod] = useState<string>('CASH');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const text = asAmount(amount);
    if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) <= 0) {
      setError(t`Enter an amount above zero, with at most two decimals`);
      return;
    }
    setError(null);
    create.mutate(
      {
        invoiceId,
        amount: text,
        method: method as 'CASH' | 'BANK',
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      },
      {
        onSuccess: () => {
          setReference('');
          showToast({ color: 'green', message: t`Receipt recorded` });
        },
        onError: (failure) => {
          if (getErrorCode(failure) === ReceiptErrorCode.overpayment) {
            // The API's answer names what is due (ky keeps the parsed body on the error as `data`).
            const amountDue = (failure as { data?: { amountDue?: string } }).data?.amountDue ?? '0';
            setError(t`More than is due: ${formatMoney(amountDue)} is still due on this invoice`);
            return;
          }
          if (getErrorCode(failure) === ReceiptErrorCode.invoiceCancelled) {
            setError(t`This invoice is cancelled; nothing is due on it`);
            return;
          }
          setError(i18n._(describeApiError(failure).message));
        },
      },
    );
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h6">{t`Record a payment`}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={t`Amount (USD)`}
          value={amount}
          onChange={setAmount}
          min={0}
          decimalScale={2}
          error={error}
          data-testid="receipt-amount"
        />
        <Select
          label={t`Method`}
          data={PAYMENT_METHODS.map((m) => ({ value: m, label: paymentLabel(m) }))}
          value={method}
          onChange={(value) => setMethod(value ?? 'CASH')}
          allowDeselect={false}
        />
        <TextInput
          label={t`Reference`}
          value={reference}
          maxLength={100}
          onChange={(event) => setReference(event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button size="xs" onClick={submit} loading={create.isPending} data-testid="receipt-record">
          {t`Record payment`}
        </Button>
      </Group>
    </Stack>
  );
}

/** An invoice's receipts: total, paid, pending and due; mark a receipt paid, void one (confirmed); record a payment. */
export function InvoiceReceiptsPanel({ invoiceId }: { invoiceId: number }) {
  const { t } = useLingui();
  const receipts = useInvoiceReceipts(invoiceId);
  if (receipts.isPending) return <LoadingBlock />;
  if (receipts.isError) return <ErrorBlock onRetry={() => void receipts.refetch()} />;
  const data: InvoiceReceipts = receipts.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={4}>
        {[
          [t`Total`, data.total, 'total'],
          [t`Paid`, data.paid, 'paid'],
          [t`Recorded, not confirmed`, data.pending, 'pending'],
          [t`Still due`, data.due, 'due'],
        ].map(([label, value, id]) => (
          <div key={id}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600} data-testid={`invoice-${id}`}>
              {formatMoney(value!)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {data.receipts.length === 0 ? (
        <Text size="sm" c="dimmed">{t`No payment recorded yet.`}</Text>
      ) : (
        <ReceiptTable receipts={data.receipts} />
      )}
      {data.due !== '0.00' ? <RecordReceipt key={data.due} invoiceId={invoiceId} due={data.due} /> : null}
    </Stack>
  );
}
