import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { DetailPage, RecordError, StatusBadge } from '@shop/admin';
import { formatDate, localizedName } from '@shop/i18n';
import { Amount, LoadingBlock, useOrderStatusLabel } from '@shop/ui';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { usePaymentMethodLabel, useShippingLabel } from '../../../lib/order-words.ts';
import { useOrder } from '../api/get-order.ts';
import { OrderLines } from './order-lines.tsx';
import { OrderMoves } from './order-moves.tsx';
import { OrderNotes } from './order-notes.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { PaymentCheckButton } from './payment-check-button.tsx';

/** One order for staff: customer and address, lines per supplier, the status timeline, internal notes and the moves it allows. */
export function OrderDetailPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { id: idParam, locale } = useParams();
  const id = Number(idParam);
  const order = useOrder(id);
  const statusLabel = useOrderStatusLabel();
  const paymentLabel = usePaymentMethodLabel();
  const shippingLabel = useShippingLabel();
  if (order.isPending) return <LoadingBlock />;
  if (order.isError)
    return (
      <RecordError
        error={order.error}
        onRetry={() => void order.refetch()}
        back={{ to: `/${locale}/admin/orders`, label: t`Back to orders` }}
      />
    );
  const o = order.data;
  const field = (label: string, value: ReactNode) => (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </>
  );
  return (
    <Stack gap="sm">
      <Anchor component={Link} to=".." relative="path" size="sm">
        {t`All orders`}
      </Anchor>
      <DetailPage
        title={
          <Group gap="sm">
            <span data-testid="order-title">{t`Order #${o.id}`}</span>
            <StatusBadge status={o.status} data-testid="order-status">
              {statusLabel(o.status)}
            </StatusBadge>
          </Group>
        }
        entity="order"
        id={o.id}
        actions={
          <Group gap="xs">
            <PaymentCheckButton order={o} />
            <OrderMoves order={o} />
          </Group>
        }
      >
        <Stack gap="md">
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {field(t`Customer`, o.customer.name)}
              {field(t`Placed`, formatDate(i18n, o.createdAt, 'date-time'))}
              {field(t`Recipient`, o.address.recipientName ?? '—')}
              {field(t`Phone`, o.address.phone ?? '—')}
              {field(
                t`Delivery address`,
                `${o.address.address}, ${localizedName({ name: o.address.locationName, nameKh: o.address.locationNameKh }, i18n.locale)}`,
              )}
              {field(t`Shipping`, shippingLabel(o.shippingOption))}
              {field(t`Payment`, paymentLabel(o.paymentMethod))}
              {field(t`Total`, <Amount usd={o.total} khr={o.totalKhr} strong testId="order-total" />)}
              {o.note ? field(t`Shopper's note`, o.note) : null}
              {o.reasons ? field(t`Cancel reasons`, o.reasons) : null}
              {o.refundNote ? field(t`Refund note`, o.refundNote) : null}
            </SimpleGrid>
          </Paper>
          <OrderLines lines={o.lines} parts={o.parts} />
          <Paper withBorder p="md">
            <Title order={2} size="h5" mb="sm">{t`Status timeline`}</Title>
            <OrderTimeline history={o.history} parts={o.parts} />
          </Paper>
          <Paper withBorder p="md" data-print="hide">
            <Title order={2} size="h5" mb="sm">{t`Internal notes`}</Title>
            <OrderNotes orderId={o.id} />
          </Paper>
        </Stack>
      </DetailPage>
    </Stack>
  );
}
