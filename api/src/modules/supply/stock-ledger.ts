// The stock ledger: the one place a stock's quantity changes. Orders, cancels, increases, adjustments (and any
// later writer, such as supplier returns) call `change` inside their own transaction; it moves the quantity with
// one atomic UPDATE (the row stays locked until the caller commits, so concurrent changes of one stock queue up and
// never lose a unit), writes the stock-history row (before, after, reason, who) and the audit entry in the same
// transaction, and notifies the supplier and the admins when the change takes the stock across its low-stock
// threshold. "Once per crossing" needs no flag: the row lock makes each change see the quantity the previous one
// left, so exactly one change goes from above the threshold to at or below it, until the stock rises again.
import type { SystemNote } from '@shop/contracts';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { StockErrorCode, type StockChangeReason } from '@shop/contracts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { sql, type SqlFragment } from '../../lib/sql.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import { appendAuditEntry } from '../platform/audit-subscriber.ts';

const MAX_QUANTITY = 2_147_483_647;

export interface StockChange {
  stockId: number;
  /** Base units to add (negative: to take). */
  delta: number;
  reason: StockChangeReason;
  note: string | null;
  /** A system-written note instead: its code and facts, worded when shown (system-note.ts). */
  systemNote?: SystemNote;
  /** Who made the change (history and audit); null for the system. */
  actorId: number | null;
  /** The request field a refusal names (`quantity`); defaults to `quantity`. */
  field?: string;
}

export interface StockChanged {
  stockId: number;
  before: number;
  after: number;
  /** Users notified of a low stock, to publish after the caller commits. */
  notified: number[];
}

/** 409 INSUFFICIENT_STOCK: the change would take the stock below zero; `available` says how many there are. */
export class InsufficientStockError extends HttpError {
  readonly available: number;

  constructor(stockId: number, available: number, wanted: number, field: string) {
    super(
      409,
      StockErrorCode.insufficientStock,
      `Stock ${stockId} has ${available} available; ${wanted} cannot be taken`,
      { field, facts: { available } },
    );
    this.available = available;
  }

  override body() {
    return {
      statusCode: 409 as const,
      code: 'INSUFFICIENT_STOCK' as const,
      message: this.message,
      field: this.field ?? 'quantity',
      available: this.available,
      facts: { available: this.available },
    };
  }
}

const run = <T>(em: EntityManager, fragment: SqlFragment) =>
  (em as SqlEntityManager).execute<T[]>(fragment.text, [...fragment.params], 'all');

/** A stock is low at or below its threshold. */
export const isLow = (quantity: number, threshold: number) => quantity <= threshold;

export class StockLedger {
  readonly #notifications: NotificationService;

  constructor(notifications: NotificationService) {
    this.#notifications = notifications;
  }

  /** Moves a stock's quantity by `delta` with its history row; 404 for an unknown stock, 409 below zero. */
  async change(em: EntityManager, change: StockChange): Promise<StockChanged> {
    const { stockId, delta } = change;
    if (!Number.isInteger(delta) || delta === 0)
      throw new Error(`a stock change must be a non-zero integer, not ${delta}`);
    const [changed] = await run<{ before: number; after: number; threshold: number }>(
      em,
      sql`update stock set quantity = quantity + ${delta}, updated_at = now()
          where id = ${stockId} and quantity::bigint + ${delta} between 0 and ${MAX_QUANTITY}
          returning quantity - ${delta} as before, quantity as after, alert_threshold as threshold`,
    );
    if (!changed) {
      const [stock] = await run<{ quantity: number }>(em, sql`select quantity from stock where id = ${stockId}`);
      if (!stock) throw notFound(`Stock ${stockId} not found`);
      if (delta < 0) throw new InsufficientStockError(stockId, stock.quantity, -delta, change.field ?? 'quantity');
      throw badRequest(`Stock ${stockId} cannot hold more than ${MAX_QUANTITY}`, { field: change.field ?? 'quantity' });
    }
    await run(
      em,
      sql`insert into stock_history (stock_id, quantity_before, quantity_after, reason, note, note_code, note_facts, created_by_id, created_at)
          values (${stockId}, ${changed.before}, ${changed.after}, ${change.reason}, ${change.note},
                  ${change.systemNote?.code ?? null}, ${change.systemNote ? JSON.stringify(change.systemNote.facts) : null}::jsonb,
                  ${change.actorId}, clock_timestamp())`,
    );
    // Hand-written SQL: the audit subscriber does not see it, so the entry is written here, in the same transaction.
    await appendAuditEntry(
      em,
      {
        entity: 'stock',
        entityId: stockId,
        action: 'stock',
        changes: [{ field: 'quantity', from: changed.before, to: changed.after }],
        // The audit trail keeps the code and facts as the history does, worded by the page.
        note: change.note,
        ...(change.systemNote ? { systemNote: change.systemNote } : {}),
      },
      change.actorId ?? undefined,
    );
    const notified = await this.alertIfCrossed(
      em,
      stockId,
      { quantity: changed.before, threshold: changed.threshold },
      { quantity: changed.after, threshold: changed.threshold },
    );
    return { stockId, before: changed.before, after: changed.after, notified };
  }

  /**
   * Notifies the stock's supplier accounts and the admins when the stock went from above its threshold to at or
   * below it (a sale, a loss, or a threshold raised over the quantity). Answers the users to publish to.
   */
  async alertIfCrossed(
    em: EntityManager,
    stockId: number,
    before: { quantity: number; threshold: number },
    after: { quantity: number; threshold: number },
  ): Promise<number[]> {
    if (isLow(before.quantity, before.threshold) || !isLow(after.quantity, after.threshold)) return [];
    const [stock] = await run<{
      supplier_id: number;
      store_name: string;
      store_name_kh: string | null;
      name: string;
      name_kh: string | null;
      part_number: string;
    }>(
      em,
      sql`select st.supplier_id, st.name as store_name, st.name_kh as store_name_kh,
                 coalesce(pa.name, ac.name, 'Item ' || s.item_id) as name, coalesce(pa.name_kh, ac.name_kh) as name_kh,
                 coalesce(pa.part_number, ac.part_number, '') as part_number
          from stock s join store st on st.id = s.store_id
          left join part pa on pa.item_id = s.item_id left join accessory ac on ac.item_id = s.item_id
          where s.id = ${stockId}`,
    );
    if (!stock) return [];
    const users = [
      ...(await this.#notifications.supplierUserIds(em, [stock.supplier_id])),
      ...(await this.#notifications.adminIds(em)),
    ];
    return this.#notifications.add(em, users, {
      kind: 'LOW_STOCK',
      title: `Low stock: ${stock.name}`,
      message: `${stock.name}${stock.part_number ? ` (${stock.part_number})` : ''} at ${stock.store_name} has ${after.quantity} left (alert at ${after.threshold})`,
      orderId: null,
      stockId,
      lowStock: {
        itemName: stock.name,
        itemNameKh: stock.name_kh,
        partNumber: stock.part_number,
        storeName: stock.store_name,
        storeNameKh: stock.store_name_kh,
        quantity: after.quantity,
        threshold: after.threshold,
      },
    });
  }

  /** Publishes the new counts after the caller's transaction committed. */
  publish(userIds: Iterable<number>): Promise<void> {
    return this.#notifications.publish(userIds);
  }
}
