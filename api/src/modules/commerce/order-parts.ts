// The order's status from its parts' (decisions.md, "Per-supplier fulfilment"): CANCELLED when every part is
// cancelled, otherwise the least advanced status among the parts that are not. `shop_order.status` is a stored copy
// written only by `syncOrderStatus`, in the transaction of the part moves it follows, so every read, filter and
// rollup trigger of the order's status keeps working, and the rule lives here alone.
import type { EntityManager } from '@mikro-orm/core';
import { runSql, sql } from '../../lib/sql.ts';
import type { OrderStatusName } from './order-status.ts';

/** The order's way forward; CANCELLED is off the path and counts only when every part is there. */
const PROGRESS: readonly OrderStatusName[] = ['PENDING', 'ACCEPTED', 'PROCESSING', 'DELIVERED', 'PAID'];

export function deriveOrderStatus(parts: readonly OrderStatusName[]): OrderStatusName {
  const live = parts.filter((status) => status !== 'CANCELLED');
  if (live.length === 0) return 'CANCELLED';
  return PROGRESS[Math.min(...live.map((status) => PROGRESS.indexOf(status)))]!;
}

/**
 * Writes the order's derived status from its parts as they are now in this transaction (the caller holds the order's
 * row lock); answers it, and whether it changed.
 */
export async function syncOrderStatus(
  em: EntityManager,
  orderId: number,
): Promise<{ status: OrderStatusName; changed: boolean }> {
  const parts = await runSql<{ status: OrderStatusName }>(
    em,
    sql`select status from order_part where order_id = ${orderId}`,
  );
  const status = deriveOrderStatus(parts.map((part) => part.status));
  const changed = await runSql<{ id: number }>(
    em,
    sql`update shop_order set status = ${status}, updated_at = now() where id = ${orderId} and status <> ${status} returning id`,
  );
  return { status, changed: changed.length > 0 };
}
