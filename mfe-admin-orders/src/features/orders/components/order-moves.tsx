import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { modals } from '@mantine/modals';
import { confirmAction, describeApiError } from '@shop/admin';
import { getErrorCode } from '@shop/client';
import { CommerceErrorCode, ORDER_NEXT_STATUSES, ORDER_STATUSES, type OrderDetailView } from '@shop/contracts';
import { getOrder } from '../api/get-order.ts';
import { useMoveOrder, type OrderMove, type OrderStatusName } from '../api/move-order.ts';
import { useOrderStatusLabel, showToast } from '@shop/ui';

/** The cancel confirmation: reasons are required, the refund note is optional (both go to the shopper). */
function openCancel(
  title: string,
  labels: { reasons: string; refundNote: string; confirm: string; back: string },
  onConfirm: (move: OrderMove) => void,
) {
  let reasons = '';
  let refundNote = '';
  modals.openConfirmModal({
    title,
    children: (
      <Stack gap="sm">
        <Textarea
          label={labels.reasons}
          required
          autosize
          minRows={2}
          maxLength={1000}
          data-autofocus
          onChange={(e) => (reasons = e.currentTarget.value)}
        />
        <Textarea
          label={labels.refundNote}
          autosize
          minRows={2}
          maxLength={1000}
          onChange={(e) => (refundNote = e.currentTarget.value)}
        />
      </Stack>
    ),
    labels: { confirm: labels.confirm, cancel: labels.back },
    confirmProps: { color: 'red', 'data-testid': 'confirm-action' } as Record<string, unknown>,
    closeOnConfirm: false,
    onConfirm: () => {
      if (!reasons.trim()) return;
      modals.closeAll();
      onConfirm({
        to: 'CANCELLED',
        note: reasons.trim(),
        ...(refundNote.trim() ? { refundNote: refundNote.trim() } : {}),
      });
    },
  });
}

/**
 * The moves the order allows now, each behind a confirmation; none once it is paid or cancelled. Each supplier's part
 * moves by itself (decisions.md): a supplier sees its own part as the order and moves it; an admin is offered every
 * move some part can make, and the move applies to each part that can.
 */
export function OrderMoves({ order }: { order: OrderDetailView }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const statusLabel = useOrderStatusLabel();
  const move = useMoveOrder(order.id);
  const buttonLabel: Record<OrderStatusName, string> = {
    PENDING: '',
    ACCEPTED: t`Accept`,
    PROCESSING: t`Start processing`,
    DELIVERED: t`Mark delivered`,
    PAID: t`Mark paid`,
    CANCELLED: t`Cancel order`,
  };

  const run = (wanted: OrderMove) =>
    move.mutate(wanted, {
      onSuccess: () => showToast({ color: 'green', message: t`Order #${order.id} is now ${statusLabel(wanted.to)}` }),
      onError: async (error) => {
        if (getErrorCode(error) === CommerceErrorCode.invalidStatus) {
          // Someone moved it first: say where it is now, in the user's words, never the API's text.
          const current = await getOrder(order.id).then(
            (fresh) => fresh.status,
            () => order.status,
          );
          showToast({
            color: 'red',
            message: t`This order is ${statusLabel(current)} now, so it cannot be moved to ${statusLabel(wanted.to)}.`,
          });
          return;
        }
        showToast({ color: 'red', message: i18n._(describeApiError(error).message) });
      },
    });

  const ask = (to: OrderStatusName) => {
    if (to === 'CANCELLED') {
      openCancel(
        t`Cancel order #${order.id}?`,
        {
          reasons: t`Reasons (the shopper reads them)`,
          refundNote: t`Refund note`,
          confirm: t`Cancel order`,
          back: t`Keep the order`,
        },
        run,
      );
      return;
    }
    confirmAction({
      title: t`Move order #${order.id} to ${statusLabel(to)}?`,
      message: mixed
        ? t`Every supplier's part that can make this move moves; the others stay as they are. The shopper is told at once.`
        : t`The shopper is told at once.`,
      confirmLabel: buttonLabel[to],
      onConfirm: () => run({ to }),
    });
  };

  const from = order.parts.length > 0 ? order.parts.map((part) => part.status) : [order.status];
  const next = ORDER_STATUSES.filter((to) =>
    from.some((status) => (ORDER_NEXT_STATUSES[status] as readonly string[]).includes(to)),
  ) as OrderStatusName[];
  const mixed = new Set(from).size > 1;
  if (next.length === 0)
    return <Text size="sm" c="dimmed">{t`No further moves: the order is ${statusLabel(order.status)}.`}</Text>;
  return (
    <Group gap="xs" data-testid="order-moves">
      {next.map((to) => (
        <Button
          key={to}
          color={to === 'CANCELLED' ? 'red' : undefined}
          variant={to === 'CANCELLED' ? 'light' : 'filled'}
          loading={move.isPending && move.variables?.to === to}
          onClick={() => ask(to)}
          data-testid={`move-${to}`}
        >
          {buttonLabel[to]}
        </Button>
      ))}
    </Group>
  );
}
