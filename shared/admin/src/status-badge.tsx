import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One colour per status, the same on every screen: a status that means "waiting" is always yellow, "done"
 * always green, "stopped" always red or grey. Statuses of every desk are listed here, so a new screen
 * reuses them instead of choosing colours again.
 */
export const STATUS_COLORS: Readonly<Record<string, MantineColor>> = {
  PENDING: 'yellow',
  ACCEPTED: 'blue',
  PROCESSING: 'indigo',
  DELIVERING: 'cyan',
  DELIVERED: 'green',
  COMPLETED: 'green',
  PAID: 'green',
  CANCELLED: 'red',
  REJECTED: 'red',
  RETURNED: 'orange',
  ACTIVE: 'green',
  INACTIVE: 'gray',
  ENABLED: 'green',
  DISABLED: 'gray',
  TRASHED: 'orange',
  LOW_STOCK: 'red',
  IN_STOCK: 'green',
  OUT_OF_STOCK: 'gray',
};

export interface StatusBadgeProps extends Omit<BadgeProps, 'color'> {
  status: string;
  /** The status in the user's language; the colour always comes from the status itself. */
  children: ReactNode;
}

export function StatusBadge({ status, children, ...props }: StatusBadgeProps) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'} data-status={status} {...props}>
      {children}
    </Badge>
  );
}
