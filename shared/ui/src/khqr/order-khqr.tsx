import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { getErrorAnswer, getErrorCode, httpStatus, onNotification } from '@shop/client';
import { KhqrErrorCode } from '@shop/contracts/error-codes.ts';
import type { KhqrCurrency } from '@shop/contracts';
import { formatMoney, formatRiel } from '../money.ts';
import { useOrderKhqr } from './api/get-order-khqr.ts';

/**
 * The KHQR code a BANK order is paid with, for what is still due: in the currency picked at checkout, switchable
 * between US dollars and riel (a code carries one currency). Once the order is paid (the bank confirms it and the
 * shopper is notified: the code is asked for again on every notification) it says so. An expiring code is replaced
 * by a fresh one. Printed with the page. One component for the checkout's confirmation and the shopper's order and
 * invoice pages (two remotes).
 */
export function OrderKhqr({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const [currency, setCurrency] = useState<KhqrCurrency | undefined>(undefined);
  const khqr = useOrderKhqr(orderId, currency);
  const { refetch } = khqr;
  useEffect(() => onNotification(() => void refetch()), [refetch]);
  if (khqr.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t`Loading…`} />
      </Center>
    );
  }
  if (khqr.isError) {
    // Paid or cancelled meanwhile: there is nothing to pay; a paid order says so.
    if (httpStatus(khqr.error) === 409) {
      const answer = getErrorAnswer(khqr.error);
      if (answer?.code !== KhqrErrorCode.nothingDue || answer.facts?.paid !== 1) return null;
      return (
        <Alert color="green" variant="light" role="status" data-testid="order-khqr-paid">
          <Text size="sm" fw={600}>
            {t`Paid. Your payment has arrived. Thank you.`}
          </Text>
        </Alert>
      );
    }
    return (
      <Alert color="orange" variant="light" role="alert" data-testid="order-khqr-error">
        <Group justify="space-between">
          <Text size="sm">
            {getErrorCode(khqr.error) === KhqrErrorCode.notConfigured
              ? t`Paying by KHQR is not available right now. Contact the shop for its bank details.`
              : t`The payment code could not be loaded.`}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void khqr.refetch()}>
            {t`Try again`}
          </Button>
        </Group>
      </Alert>
    );
  }
  const code = khqr.data;
  const amount = code.currency === 'USD' ? formatMoney(code.amount) : formatRiel(code.amount);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="order-khqr"
      data-khqr={code.khqr}
      data-currency={code.currency}
      data-amount={code.amount}
    >
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.svg)}`}
          alt={t`KHQR code to pay order #${orderId}`}
          w={200}
          h={200}
          data-testid="order-khqr-image"
        />
        <Stack gap="xs" maw={360}>
          <Title order={2} size="h4">
            {t`Pay by bank transfer (KHQR)`}
          </Title>
          <Text size="xl" fw={700} data-testid="order-khqr-amount">
            {amount}
          </Text>
          <Text size="sm">{t`Scan the code with your banking app. It pays ${code.merchantName} for order #${orderId}; the shop confirms your order once the transfer arrives.`}</Text>
          <SegmentedControl
            className="no-print"
            value={code.currency}
            onChange={(value) => setCurrency(value as KhqrCurrency)}
            data={[
              { value: 'USD', label: t`US dollars` },
              { value: 'KHR', label: t`Riel` },
            ]}
            aria-label={t`Currency of the code`}
            data-testid="order-khqr-currency"
          />
        </Stack>
      </Group>
    </Paper>
  );
}
