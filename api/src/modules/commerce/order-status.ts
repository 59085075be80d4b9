// The order state machine (decisions.md): PENDING -> ACCEPTED -> PROCESSING -> DELIVERED -> PAID, and
// PENDING, ACCEPTED or PROCESSING -> CANCELLED. Nothing else moves; a forbidden move is a 409 naming the status.
import { CommerceErrorCode, ORDER_NEXT_STATUSES, type ORDER_STATUSES } from '@shop/contracts';
import type { HttpError } from '../../lib/http-error.ts';
import { conflict } from '../../lib/http-error.ts';
import { rawSql } from '../../lib/sql.ts';

export type OrderStatusName = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatusName, readonly OrderStatusName[]> = ORDER_NEXT_STATUSES;

export const canMove = (from: OrderStatusName, to: OrderStatusName): boolean => NEXT[from].includes(to);

/** 409 naming the status that refused the move: the order's, or (with `supplier`) that supplier's part's. */
export function invalidStatus(
  orderId: number,
  current: OrderStatusName,
  wanted: string,
  supplier?: { id: number; name: string },
): HttpError {
  const what = supplier ? `${supplier.name}'s part of order ${orderId}` : `Order ${orderId}`;
  return conflict(`${what} is ${current}; it cannot be ${wanted} now`, {
    code: CommerceErrorCode.invalidStatus,
    facts: { orderId, status: current, ...(supplier ? { supplierId: supplier.id } : {}) },
  });
}

/** What a shopper may do to their own order, by status. */
export const shopperMayCancel = (status: OrderStatusName) => status === 'PENDING';
export const shopperMayChangeAddress = (status: OrderStatusName) => status === 'PENDING' || status === 'ACCEPTED';

/**
 * A shopper may review a stock once they have received it: an open (not cancelled) line of that stock whose
 * supplier's part of an order of theirs is DELIVERED or PAID (PAID comes after DELIVERED), whatever the other
 * parts. Used by the review rule and the order detail's `canReview`, over `order_detail d`.
 */
export const REVIEWABLE_ORDER_STATUSES: readonly OrderStatusName[] = ['DELIVERED', 'PAID'];
export const reviewableLineSql = rawSql(
  `(d.status = 'OPEN' and exists (select 1 from order_part rp where rp.id = d.part_id and rp.status in (${REVIEWABLE_ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})))`,
);
