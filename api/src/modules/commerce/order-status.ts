// The order state machine (decisions.md): PENDING -> ACCEPTED -> PROCESSING -> DELIVERED -> PAID, and
// PENDING, ACCEPTED or PROCESSING -> CANCELLED. Nothing else moves; a forbidden move is a 409 naming the status.
import { CommerceErrorCode, ORDER_NEXT_STATUSES, type ORDER_STATUSES } from '@shop/contracts';
import { HttpError } from '../../lib/http-error.ts';
import { rawSql } from '../../lib/sql.ts';

export type OrderStatusName = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatusName, readonly OrderStatusName[]> = ORDER_NEXT_STATUSES;

export const canMove = (from: OrderStatusName, to: OrderStatusName): boolean => NEXT[from].includes(to);

export function invalidStatus(orderId: number, current: OrderStatusName, wanted: string): HttpError {
  return new HttpError(409, CommerceErrorCode.invalidStatus, `Order ${orderId} is ${current}; it cannot be ${wanted} now`, {
    facts: { orderId, status: current },
  });
}

export function assertMove(orderId: number, from: OrderStatusName, to: OrderStatusName): void {
  if (!canMove(from, to)) throw invalidStatus(orderId, from, to);
}

/** What a shopper may do to their own order, by status. */
export const shopperMayCancel = (status: OrderStatusName) => status === 'PENDING';
export const shopperMayChangeAddress = (status: OrderStatusName) => status === 'PENDING' || status === 'ACCEPTED';

/**
 * A shopper may review a stock once they have received it: an open (not cancelled) line of that stock in an
 * order of theirs that is DELIVERED or PAID (PAID comes after DELIVERED). Used by the review rule and the
 * order detail's `canReview`, over `order_detail d` joined to `shop_order o`.
 */
export const REVIEWABLE_ORDER_STATUSES: readonly OrderStatusName[] = ['DELIVERED', 'PAID'];
export const reviewableLineSql = rawSql(`(d.status = 'OPEN' and o.status in (${REVIEWABLE_ORDER_STATUSES.map((s) => `'${s}'`).join(', ')}))`);
