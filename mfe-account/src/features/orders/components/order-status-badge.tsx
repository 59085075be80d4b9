import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

const colors: Record<string, string> = {
  PENDING: 'yellow',
  ACCEPTED: 'blue',
  PROCESSING: 'indigo',
  DELIVERED: 'teal',
  PAID: 'green',
  CANCELLED: 'gray',
};

/** The words for each order status; a status this build does not know yet is shown as the API names it. */
export function useOrderStatusLabel() {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    ALL: t`All`,
    PENDING: t`Pending`,
    ACCEPTED: t`Accepted`,
    PROCESSING: t`Processing`,
    DELIVERED: t`Delivered`,
    PAID: t`Paid`,
    CANCELLED: t`Cancelled`,
  };
  return (status: string) => labels[status] ?? status;
}

export function OrderStatusBadge({ status, size = 'md' }: { status: string; size?: 'sm' | 'md' | 'lg' }) {
  const label = useOrderStatusLabel();
  return (
    <Badge color={colors[status] ?? 'gray'} variant="light" size={size} data-testid="order-status" data-status={status}>
      {label(status)}
    </Badge>
  );
}
