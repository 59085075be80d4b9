import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { DocumentSkeleton } from '../../../lib/skeletons.tsx';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useSessionStore } from '@shop/client';
import type { OrderDetailView as Order, OrderLine } from '@shop/contracts';
import { formatDate, localizedName } from '@shop/i18n';
import { httpStatus } from '@shop/client';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useCancelOrderLine } from '../api/cancel-order-line.ts';
import { useChangeOrderLocation } from '../api/change-order-location.ts';
import { useOrder } from '../api/get-order.ts';
import { mayCancelOrder, mayChangeAddress } from '../utils/shopper-actions.ts';
import { CancelLineModal } from './cancel-line-modal.tsx';
import { CancelOrderModal } from './cancel-order-modal.tsx';
import { ChangeAddressModal } from './change-address-modal.tsx';
import { OrderFacts } from './order-facts.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderParts } from './order-parts.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { apiErrorText } from '@shop/ui';

type Dialog = { kind: 'cancel-order' } | { kind: 'cancel-line'; line: OrderLine } | { kind: 'address' } | null;

interface OrderDetailProps {
  id: number;
  locale: string;
  /** More per-line actions, decided by the page (reviews of delivered lines). */
  renderLineExtra?: (line: OrderLine, order: Order) => ReactNode;
  /** How to pay, decided by the page (the KHQR code of a BANK order). */
  renderPayment?: (order: Order) => ReactNode;
}

/** One of my orders: lines, address, shipping, payment, totals and history, with the changes its status still allows. */
export function OrderDetail({ id, locale, renderLineExtra, renderPayment }: OrderDetailProps) {
  const { t } = useLingui();
  const order = useOrder(id);

  if (order.isPending) {
    return <DocumentSkeleton />;
  }
  if (order.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" data-testid="order-error">
          {httpStatus(order.error) === 404 ? t`This order was not found.` : apiErrorText(order.error)}
        </Alert>
        <Anchor component={Link} to={`/${locale}/orders`}>
          {t`Back to my orders`}
        </Anchor>
      </Stack>
    );
  }
  return (
    <OrderView order={order.data} locale={locale} renderLineExtra={renderLineExtra} renderPayment={renderPayment} />
  );
}

function OrderView({
  order,
  locale,
  renderLineExtra,
  renderPayment,
}: { order: Order; locale: string } & Pick<OrderDetailProps, 'renderLineExtra' | 'renderPayment'>) {
  const { t, i18n } = useLingui();
  const locations = useSessionStore((state) => state.user?.locations ?? []);
  const cancelOrder = useCancelOrder();
  const cancelLine = useCancelOrderLine();
  const changeLocation = useChangeOrderLocation();
  const [dialog, setDialog] = useState<Dialog>(null);
  // A refusal because the order moved meanwhile closes the dialog: the page shows why, with the order as it is now.
  const [conflict, setConflict] = useState<string | null>(null);
  const busy = cancelOrder.isPending || cancelLine.isPending || changeLocation.isPending;
  const openLines = order.lines.filter((line) => line.status === 'OPEN').length;
  const { id: orderId, reasons, refundNote } = order;
  const placed = formatDate(i18n, order.createdAt, 'date-time');

  const open = (next: Dialog) => {
    [cancelOrder, cancelLine, changeLocation].forEach((mutation) => mutation.reset());
    setConflict(null);
    setDialog(next);
  };
  const close = () => setDialog(null);
  const handlers = {
    onSuccess: close,
    onError: (error: Error) => {
      if (httpStatus(error) !== 409) return;
      setConflict(apiErrorText(error));
      close();
    },
  };
  const dialogError = (error: Error | null) => (error && httpStatus(error) !== 409 ? apiErrorText(error) : null);

  return (
    <Stack gap="lg" data-testid="order-detail" data-order-id={order.id} data-status={order.status}>
      <Anchor component={Link} to={`/${locale}/orders`} size="sm">
        {t`Back to my orders`}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {t`Order #${orderId}`}
            </Title>
            <OrderStatusBadge status={order.status} size="lg" />
          </Group>
          <Text c="dimmed" size="sm" data-testid="order-placed">
            {t`Placed ${placed}`}
          </Text>
        </Stack>
        {mayCancelOrder(order.status) ? (
          <Button color="red" variant="light" disabled={busy} onClick={() => open({ kind: 'cancel-order' })}>
            {t`Cancel order`}
          </Button>
        ) : null}
      </Group>

      {conflict ? (
        <Alert color="orange" variant="light" role="alert" withCloseButton onClose={() => setConflict(null)}>
          {conflict}
        </Alert>
      ) : null}
      {order.status === 'CANCELLED' && (reasons || refundNote) ? (
        <Alert color="gray" variant="light" title={t`Cancelled`}>
          {reasons ? <Text size="sm">{t`Reason: ${reasons}`}</Text> : null}
          {refundNote ? <Text size="sm">{t`Refund: ${refundNote}`}</Text> : null}
        </Alert>
      ) : null}

      <OrderFacts
        order={order}
        addressAction={
          // A part already on its way keeps the address it left with (the API refuses it too).
          mayChangeAddress(order.status) &&
          order.parts.every((part) => part.status === 'CANCELLED' || mayChangeAddress(part.status)) ? (
            <Button
              size="compact-sm"
              variant="light"
              mt="xs"
              w="fit-content"
              disabled={busy}
              onClick={() => open({ kind: 'address' })}
            >
              {t`Change address`}
            </Button>
          ) : null
        }
      />

      {renderPayment?.(order)}

      <Card withBorder p={0}>
        <OrderLines
          order={order}
          busy={busy}
          onCancelLine={(line) => open({ kind: 'cancel-line', line })}
          renderLineExtra={renderLineExtra ? (line) => renderLineExtra(line, order) : undefined}
        />
      </Card>

      {order.parts.length > 1 ? (
        // Several suppliers: each part moves by itself, so each shows its own progress.
        <OrderParts parts={order.parts} />
      ) : (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t`Status history`}
          </Title>
          <OrderHistory history={order.history} />
        </Stack>
      )}

      <CancelOrderModal
        key={`cancel-${dialog?.kind === 'cancel-order'}`}
        orderId={order.id}
        opened={dialog?.kind === 'cancel-order'}
        pending={cancelOrder.isPending}
        onClose={close}
        onConfirm={(reasons) => cancelOrder.mutateAsync({ id: order.id, reasons }, handlers)}
      />
      <CancelLineModal
        line={
          dialog?.kind === 'cancel-line'
            ? {
                name: localizedName(dialog.line.item, i18n.locale),
                quantity: `${dialog.line.quantity} ${localizedName(dialog.line.unit, i18n.locale)}`,
              }
            : null
        }
        lastOpenLine={openLines === 1}
        pending={cancelLine.isPending}
        error={dialogError(cancelLine.error)}
        onClose={close}
        onConfirm={() =>
          dialog?.kind === 'cancel-line' && cancelLine.mutate({ orderId: order.id, lineId: dialog.line.id }, handlers)
        }
      />
      <ChangeAddressModal
        key={`address-${dialog?.kind === 'address'}-${order.address.userLocationId}`}
        opened={dialog?.kind === 'address'}
        locale={locale}
        locations={locations}
        current={order.address.userLocationId}
        pending={changeLocation.isPending}
        error={dialogError(changeLocation.error)}
        onClose={close}
        onConfirm={(userLocationId) => changeLocation.mutate({ id: order.id, userLocationId }, handlers)}
      />
    </Stack>
  );
}
