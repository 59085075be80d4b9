import { Badge } from '@mantine/core';
import { useOrderStatusLabel } from '@shop/ui';

const colors: Record<string, string> = {
  PENDING: 'yellow',
  ACCEPTED: 'blue',
  PROCESSING: 'indigo',
  DELIVERED: 'teal',
  PAID: 'green',
  CANCELLED: 'gray',
};

export function OrderStatusBadge({ status, size = 'md' }: { status: string; size?: 'sm' | 'md' | 'lg' }) {
  const label = useOrderStatusLabel();
  return (
    <Badge color={colors[status] ?? 'gray'} variant="light" size={size} data-testid="order-status" data-status={status}>
      {label(status)}
    </Badge>
  );
}
