// Words the commerce module shares with its clients: line and invoice statuses, notification kinds, order moves.
import type { ORDER_STATUSES } from './enum-types.ts';

export const ORDER_LINE_STATUSES = ['OPEN', 'CANCELLED'] as const;
export const INVOICE_STATUSES = ['ACCEPTED', 'CANCELLED'] as const;
/** LOW_STOCK: a stock went down to or below its alert threshold (once per crossing); `stockId` names it. */
/** DEALER_APPROVED: an admin approved the dealer's account (dealer prices from now on). */
/** PAYMENT_RECEIVED: the bank confirmed a KHQR payment of the order (receipt recorded); `note` is the amount paid. */
/** PAYMENT_MISMATCH (staff): a KHQR of the order was paid with another amount; `note` is the amount paid, nothing recorded. */
export const NOTIFICATION_KINDS = [
  'ORDER_PLACED',
  'ORDER_STATUS',
  'LOW_STOCK',
  'DEALER_APPROVED',
  'PAYMENT_RECEIVED',
  'PAYMENT_MISMATCH',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The order state machine (decisions.md): PENDING -> ACCEPTED -> PROCESSING -> DELIVERED -> PAID, and PENDING,
 * ACCEPTED or PROCESSING -> CANCELLED. The API enforces it; the back-office offers only these moves.
 */
export const ORDER_NEXT_STATUSES = {
  PENDING: ['ACCEPTED', 'CANCELLED'],
  ACCEPTED: ['PROCESSING', 'CANCELLED'],
  PROCESSING: ['DELIVERED', 'CANCELLED'],
  DELIVERED: ['PAID'],
  PAID: [],
  CANCELLED: [],
} as const satisfies Record<(typeof ORDER_STATUSES)[number], readonly (typeof ORDER_STATUSES)[number][]>;
