// Internal notes on an order: staff who may see the order read and add them; the shopper never sees them.
// A supplier reads the shop's notes and its own staff's, never another supplier's.
import type { OrderNoteView } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { notFound } from '../../lib/http-error.ts';
import { emptySql, queryRows, sql } from '../../lib/sql.ts';
import { appendAuditEntry } from '../platform/audit-subscriber.ts';
import { OrderNote } from './order-note.entity.ts';
import { scopeSupplierId, visibleOrderSql } from './order-scope.ts';
import type { StaffViewer } from './viewer.ts';

interface NoteRow {
  id: number;
  body: string;
  author_id: number;
  author_name: string;
  created_at: Date;
}

export class OrderNoteService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** The notes the viewer may read, oldest first (a conversation reads top down); 404 when the order is not theirs. */
  async list(viewer: StaffViewer, orderId: number): Promise<OrderNoteView[]> {
    await this.#assertVisible(viewer, orderId);
    const rows = await queryRows<NoteRow>(
      this.#orm,
      sql`select n.id, n.body, n.created_at, u.id as author_id, u.name as author_name
          from order_note n join user_account u on u.id = n.author_id
          where n.order_id = ${orderId}
            ${viewer.kind === 'supplier' ? sql`and (n.supplier_id is null or n.supplier_id = ${scopeSupplierId(viewer)!})` : emptySql}
          order by n.created_at, n.id`,
    );
    return rows.map(toView);
  }

  /** Adds a note as `authorId`, with its audit entry in the same transaction. */
  async add(viewer: StaffViewer, authorId: number, orderId: number, body: string): Promise<OrderNoteView> {
    await this.#assertVisible(viewer, orderId);
    const text = body.trim();
    const id = await this.#orm.em.fork().transactional(async (em) => {
      const noteId = (await em.insert(OrderNote, {
        order: orderId,
        author: authorId,
        supplierId: viewer.kind === 'supplier' ? viewer.supplierId : null,
        body: text,
        createdAt: new Date(),
      })) as number;
      // Recorded on the order, so the order's history shows when a note was left and by whom.
      // A supplier's note is its own entry: another supplier of the order reads neither the note nor its entry.
      await appendAuditEntry(
        em,
        {
          entity: 'order',
          entityId: orderId,
          action: 'update',
          changes: [{ field: 'internalNote', from: null, to: text }],
          supplierId: viewer.kind === 'supplier' ? viewer.supplierId : null,
        },
        authorId,
      );
      return noteId;
    });
    const [row] = await queryRows<NoteRow>(
      this.#orm,
      sql`select n.id, n.body, n.created_at, u.id as author_id, u.name as author_name
          from order_note n join user_account u on u.id = n.author_id where n.id = ${id}`,
    );
    return toView(row!);
  }

  async #assertVisible(viewer: StaffViewer, orderId: number): Promise<void> {
    const [found] = await queryRows<{ id: number }>(
      this.#orm,
      sql`select o.id from shop_order o where o.id = ${orderId} and ${visibleOrderSql(viewer)}`,
    );
    if (!found) throw notFound(`Order ${orderId} not found`);
  }
}

const toView = (row: NoteRow): OrderNoteView => ({
  id: row.id,
  body: row.body,
  author: { id: row.author_id, name: row.author_name },
  createdAt: new Date(row.created_at).toISOString(),
});
