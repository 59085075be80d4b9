import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { describeApiError } from '@shop/admin';
import type { OrderDetailView, PaymentCheckOutcome } from '@shop/contracts';
import { showToast } from '@shop/ui';
import { usePaymentCheck } from '../api/payment-check.ts';

/**
 * "Ask the bank now" for a BANK order with something still to pay (the bank is also asked on a schedule while its
 * code is shown): says what the bank answered; a payment of the exact amount is recorded by the shop itself.
 */
export function PaymentCheckButton({ order }: { order: Pick<OrderDetailView, 'id' | 'paymentMethod' | 'status'> }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const check = usePaymentCheck(order.id);
  if (order.paymentMethod !== 'BANK' || order.status === 'PAID' || order.status === 'CANCELLED') return null;
  const outcomes: Record<PaymentCheckOutcome, { color: string; message: string }> = {
    PAID: { color: 'green', message: t`The bank confirmed the payment; its receipt is recorded.` },
    WRONG_AMOUNT: {
      color: 'orange',
      message: t`The code was paid with another amount or currency; nothing was recorded.`,
    },
    NOT_PAID: { color: 'blue', message: t`The bank has no payment of this order's code yet.` },
    NO_CODE: { color: 'blue', message: t`The shopper has not been shown a payment code that is still valid.` },
  };
  return (
    <Button
      variant="light"
      loading={check.isPending}
      onClick={() =>
        check.mutate(undefined, {
          onSuccess: (answer) => showToast(outcomes[answer.outcome]),
          onError: (error) => showToast({ color: 'red', message: i18n._(describeApiError(error).message) }),
        })
      }
    >
      {t`Ask the bank now`}
    </Button>
  );
}
