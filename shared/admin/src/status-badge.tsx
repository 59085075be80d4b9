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

/**
 * Mantine's badge clips its label with an ellipsis, and in a table squeezed by its neighbours that cut a status to
 * "SHO…": here the label keeps its width (a flex item clipping its overflow may shrink to nothing), so the column
 * is at least as wide as the word.
 */
const WHOLE_WORD = {
  root: { flexShrink: 0, overflow: 'visible', maxWidth: 'none' },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const;

export function StatusBadge({ status, children, ...props }: StatusBadgeProps) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'} data-status={status} styles={WHOLE_WORD} {...props}>
      {children}
    </Badge>
  );
}
