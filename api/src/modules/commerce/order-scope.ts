// What of the orders a viewer may see, in one place (ARCHITECTURE §8): every read and write of orders, lines,
// parts, invoices, receipts and notes takes its viewer's scope from here, never from a condition each route remembers.
// A shopper sees their own orders; an admin every order and part; a supplier the orders it has a part in, and of
// them only its part: its lines, its invoice, its timeline, with its part's status shown as the order's.
import { emptySql, sql, type SqlFragment } from '../../lib/sql.ts';
import type { Viewer } from './order-read.ts';

/** The supplier whose part the viewer sees (-1, matching nothing, for a supplier account not linked to one); null: every part. */
export function scopeSupplierId(viewer: Viewer): number | null {
  return viewer.kind === 'supplier' ? (viewer.supplierId ?? -1) : null;
}

/** `and <column> = <the viewer's supplier>` for a supplier, nothing for others: a supplier's own rows of a table. */
export function ownRowsSql(viewer: Viewer, column: SqlFragment): SqlFragment {
  const supplierId = scopeSupplierId(viewer);
  return supplierId === null ? emptySql : sql`and ${column} = ${supplierId}`;
}

/**
 * The viewer's orders over `shop_order o`: `join` (a supplier's part as `vp`, at most one row per order), `where`,
 * and `status`, the status the viewer sees (the order's derived one, or a supplier's part's).
 */
export function orderScopeSql(viewer: Viewer): { join: SqlFragment; where: SqlFragment; status: SqlFragment } {
  if (viewer.kind === 'shopper')
    return { join: emptySql, where: sql`o.user_id = ${viewer.userId}`, status: sql`o.status` };
  if (viewer.kind === 'supplier') {
    return {
      join: sql`join order_part vp on vp.order_id = o.id and vp.supplier_id = ${scopeSupplierId(viewer)}`,
      where: sql`true`,
      status: sql`vp.status`,
    };
  }
  return { join: emptySql, where: sql`true`, status: sql`o.status` };
}

/** A condition on `shop_order o` alone: the viewer may see the order. */
export function visibleOrderSql(viewer: Viewer): SqlFragment {
  const supplierId = scopeSupplierId(viewer);
  if (supplierId !== null)
    return sql`exists (select 1 from order_part vp where vp.order_id = o.id and vp.supplier_id = ${supplierId})`;
  return orderScopeSql(viewer).where;
}
