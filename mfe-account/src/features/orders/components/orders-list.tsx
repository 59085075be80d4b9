import { Alert, Anchor, Card, Chip, Group, Pagination, Stack, Text } from '@mantine/core';
import { ListSkeleton } from '../../../lib/skeletons.tsx';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from 'react-router';
import type { OrderSummary } from '@shop/contracts';
import { Amount, apiErrorText, useOrderStatusLabel } from '@shop/ui';
import { formatDate } from '@shop/i18n';
import { useOrders } from '../api/get-orders.ts';
import { useOrderStatuses } from '../api/get-order-statuses.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

interface OrdersListProps {
  locale: string;
  status: string;
  /** Zero-based. */
  page: number;
  onChange(next: { status: string; page: number }): void;
}

/** My orders, newest first: a status filter (the server's ORDER_STATUS values and ALL) and pages of ten. */
export function OrdersList({ locale, status, page, onChange }: OrdersListProps) {
  const { t } = useLingui();
  const statuses = useOrderStatuses();
  const orders = useOrders({ status, page });
  const label = useOrderStatusLabel();

  return (
    <Stack gap="md">
      <Chip.Group value={status} onChange={(value) => onChange({ status: value, page: 0 })}>
        <Group gap="xs" role="radiogroup" aria-label={t`Show orders`}>
          {['ALL', ...(statuses.data ?? [])].map((value) => (
            <Chip key={value} value={value} size="sm" variant="outline">
              {label(value)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {orders.isPending ? (
        <ListSkeleton />
      ) : orders.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(orders.error)}
        </Alert>
      ) : orders.data.data.length === 0 ? (
        <Text c="dimmed">
          {status === 'ALL' ? t`You have no orders yet.` : t`You have no orders with this status.`}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Orders`}>
          {orders.data.data.map((order) => (
            <OrderRow key={order.id} order={order} locale={locale} />
          ))}
        </Stack>
      )}
      {orders.data && orders.data.pagination.totalPage > 1 ? (
        <Pagination
          total={orders.data.pagination.totalPage}
          value={page + 1}
          onChange={(next) => onChange({ status, page: next - 1 })}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t`Previous page` : control === 'next' ? t`Next page` : undefined,
          })}
        />
      ) : null}
    </Stack>
  );
}

function OrderRow({ order, locale }: { order: OrderSummary; locale: string }) {
  const { t, i18n } = useLingui();
  const orderId = order.id;
  return (
    <Card withBorder component="li" data-testid="order-row" data-order-id={order.id}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Anchor component={Link} to={`/${locale}/orders/${order.id}`} fw={700}>
              {t`Order #${orderId}`}
            </Anchor>
            <OrderStatusBadge status={order.status} size="sm" />
          </Group>
          <Text size="sm" c="dimmed">
            {formatDate(i18n, order.createdAt, 'date-time')} ·{' '}
            {plural(order.lineCount, { one: '# line', other: '# lines' })}
          </Text>
        </Stack>
        <Amount usd={order.total} khr={order.totalKhr} size="md" strong testId="amount" />
      </Group>
    </Card>
  );
}
