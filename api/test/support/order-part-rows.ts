// One supplier's part of an order as the database holds it, each row as its whole text, so a test can run another
// supplier's call on the same order and require this part to be exactly as before (decisions.md "Per-supplier
// fulfilment": a supplier's move changes only its own part: its lines, its stock, its invoice, its timeline entries).
import type pg from 'pg';

export interface PartRows {
  part: string[];
  lines: string[];
  /** The part's stocks and their history (what a cancel or a move of the part would change). */
  stock: string[];
  stockHistory: string[];
  invoice: string[];
  receipts: string[];
  /** The part's own history rows (a row with no part is the whole order's). */
  timeline: string[];
  /** The shopper's notifications about this part, and the supplier's staff's notifications about the order. */
  notifications: string[];
  /** Audit entries about the order that are this supplier's, and its staff's internal notes. */
  audit: string[];
  notes: string[];
}

export async function supplierPartRows(db: pg.Client, orderId: number, supplierId: number): Promise<PartRows> {
  const rows = async (text: string) =>
    (await db.query<{ row: string }>(text, [orderId, supplierId])).rows.map((r) => r.row);
  const stockIds = 'select d.stock_id from order_detail d where d.order_id = $1 and d.supplier_id = $2';
  return {
    part: await rows('select p::text as row from order_part p where p.order_id = $1 and p.supplier_id = $2'),
    lines: await rows(
      'select d::text as row from order_detail d where d.order_id = $1 and d.supplier_id = $2 order by d.id',
    ),
    stock: await rows(`select s::text as row from stock s where s.id in (${stockIds}) order by s.id`),
    stockHistory: await rows(
      `select h::text as row from stock_history h where h.stock_id in (${stockIds}) order by h.id`,
    ),
    invoice: await rows(
      'select i::text as row from invoice i where i.order_id = $1 and i.supplier_id = $2 order by i.id',
    ),
    receipts: await rows(
      'select r::text as row from receipt r join invoice i on i.id = r.invoice_id where i.order_id = $1 and i.supplier_id = $2 order by r.id',
    ),
    timeline: await rows(
      'select h::text as row from order_status_history h join order_part p on p.id = h.part_id where h.order_id = $1 and p.supplier_id = $2 order by h.id',
    ),
    notifications: await rows(
      `select n::text as row from notification n where n.order_id = $1
          and (n.supplier_name = (select name from supplier where id = $2) or n.user_id in (select id from user_account where supplier_id = $2))
        order by n.id`,
    ),
    audit: await rows(
      "select e::text as row from audit_entry e where e.entity = 'order' and e.entity_id = $1 and e.supplier_id = $2 order by e.id",
    ),
    notes: await rows(
      'select n::text as row from order_note n where n.order_id = $1 and n.supplier_id = $2 order by n.id',
    ),
  };
}
