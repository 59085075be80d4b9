import type { OrderDetailView, OrderLine } from '@shop/contracts';

/**
 * What a line's badge says: a cancelled line is Cancelled; any other follows its supplier's part of the order (each part
 * moves by itself, decisions.md "Per-supplier fulfilment"), or the order when it has no part. A line of a paid order
 * reads Paid, not "Open" (OPEN only tells the line was not cancelled).
 */
export function lineState(order: Pick<OrderDetailView, 'status' | 'parts'>, line: OrderLine): string {
  if (line.status === 'CANCELLED') return 'CANCELLED';
  return order.parts.find((part) => part.supplier.id === line.supplier.id)?.status ?? order.status;
}
