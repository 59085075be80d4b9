// Every stock quantity the import changes goes through here: the new quantity, one stock-history row per change
// (before, after, reason, who) and its audit entry, in the import's transaction, written the way the order
// service writes its own (commerce/order.service.ts #changeStock). Kept in this one file so that, once the stock
// ledger exists, the import moves to it by changing these two functions only.
import type { EntityManager } from '@mikro-orm/core';
import type { AuditActor } from '../platform/audit-context.ts';
import { appendAuditEntries, IMPORT_NOTE_CODE, json, run } from './import-sql.ts';

export interface QuantityChange {
  stockId: number;
  quantity: number;
}

/** Sets each stock to its quantity (stocks locked in id order, as orders lock them); unchanged ones write nothing. */
export async function setStockQuantities(
  em: EntityManager,
  actor: AuditActor | null,
  changes: QuantityChange[],
): Promise<number> {
  if (changes.length === 0) return 0;
  const wanted = [...changes].sort((a, b) => a.stockId - b.stockId);
  const before = await run<{ id: number; quantity: number }>(
    em,
    `select s.id, s.quantity from stock s join jsonb_to_recordset(?::jsonb) as v(stock_id int) on v.stock_id = s.id order by s.id for update of s`,
    [json(wanted.map((change) => ({ stock_id: change.stockId })))],
  );
  const was = new Map(before.map((row) => [row.id, row.quantity]));
  const moves = wanted
    .filter((change) => was.has(change.stockId) && was.get(change.stockId) !== change.quantity)
    .map((change) => ({ stock_id: change.stockId, before: was.get(change.stockId)!, after: change.quantity }));
  if (moves.length === 0) return 0;
  await run(
    em,
    `update stock s set quantity = v.after, updated_at = now() from jsonb_to_recordset(?::jsonb) as v(stock_id int, after int) where s.id = v.stock_id`,
    [json(moves)],
  );
  await writeHistory(em, actor, moves, 'ADJUSTMENT');
  await appendAuditEntries(
    em,
    actor,
    moves.map((move) => ({
      entity: 'stock',
      entity_id: move.stock_id,
      action: 'stock',
      changes: [{ field: 'quantity', from: move.before, to: move.after }],
    })),
  );
  return moves.length;
}

/** The opening history row of stocks the import created with units in them (as the demo seed writes them). */
export async function recordOpeningStock(
  em: EntityManager,
  actor: AuditActor | null,
  stocks: QuantityChange[],
): Promise<void> {
  const opened = stocks
    .filter((stock) => stock.quantity > 0)
    .map((stock) => ({ stock_id: stock.stockId, before: 0, after: stock.quantity }));
  await writeHistory(em, actor, opened, 'INITIAL');
}

async function writeHistory(
  em: EntityManager,
  actor: AuditActor | null,
  moves: { stock_id: number; before: number; after: number }[],
  reason: 'ADJUSTMENT' | 'INITIAL',
) {
  if (moves.length === 0) return;
  await run(
    em,
    `insert into stock_history (stock_id, quantity_before, quantity_after, reason, note_code, note_facts, created_by_id, created_at)
     select v.stock_id, v.before, v.after, ?, ?, '{}'::jsonb, ?, now() from jsonb_to_recordset(?::jsonb) as v(stock_id int, before int, after int)`,
    [reason, IMPORT_NOTE_CODE, actor?.id ?? null, json(moves)],
  );
}
