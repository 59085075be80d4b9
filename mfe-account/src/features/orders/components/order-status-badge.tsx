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

export function OrderStatusBadge({
  status,
  size = 'md',
  testId = 'order-status',
}: {
  status: string;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}) {
  const label = useOrderStatusLabel();
  return (
    <Badge color={colors[status] ?? 'gray'} variant="light" size={size} data-testid={testId} data-status={status}>
      {label(status)}
    </Badge>
  );
}
