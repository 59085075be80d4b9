// Counted corrections of a stock (/api/backend/adjustment): FOUND adds units, DAMAGED and LOST take them, RECOUNT
// sets the quantity to what was counted. Each one moves the quantity through the stock ledger (history row,
// low-stock alert) in the same transaction as the adjustment row. The quantities are history: a change only
// corrects the reason; deleting an adjustment undoes its change with a history row of its own.
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import {
  type AdjustmentBody,
  type AdjustmentListQuery,
  type AdjustmentPatch,
  type AdjustmentView,
} from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { pageRequest, pagination } from '../../lib/paging.ts';
import { emptySql, joinSql, queryRows, sql, type SqlFragment } from '../../lib/sql.ts';
import { itemColumnsSql, toItemView, type ItemColumns } from '../catalog/sql/item-sql.ts';
import { Adjustment } from './adjustment.entity.ts';
import { stockItemJoinsSql } from './stock-read.ts';
import { scopeSql, type StaffScope } from './staff-scope.ts';
import type { StockLedger } from './stock-ledger.ts';

const run = <T>(em: EntityManager, fragment: SqlFragment) =>
  (em as SqlEntityManager).execute<T[]>(fragment.text, [...fragment.params], 'all');

interface AdjustmentRow extends ItemColumns {
  id: number;
  stock_id: number;
  kind: AdjustmentView['kind'];
  quantity: number;
  reason: string;
  quantity_before: number;
  quantity_after: number;
  created_by_id: number | null;
  created_by_name: string | null;
  created_at: Date;
  updated_at: Date;
  store_id: number;
  store_name: string;
  full_count?: string;
}

const selectSql = sql`
  select a.id, a.stock_id, a.kind, a.quantity, a.reason, a.quantity_before, a.quantity_after, a.created_by_id, u.name as created_by_name,
         a.created_at, a.updated_at, ${itemColumnsSql}, st.id as store_id, st.name as store_name`;

const fromSql = sql`
  from adjustment a
  join stock s on s.id = a.stock_id ${stockItemJoinsSql}
  left join user_account u on u.id = a.created_by_id`;

function toView(row: AdjustmentRow): AdjustmentView {
  return {
    id: row.id,
    stockId: row.stock_id,
    item: toItemView(row),
    store: { id: row.store_id, name: row.store_name },
    kind: row.kind,
    quantity: row.quantity,
    reason: row.reason,
    quantityBefore: row.quantity_before,
    quantityAfter: row.quantity_after,
    createdBy: row.created_by_id === null ? null : { id: row.created_by_id, name: row.created_by_name ?? '' },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The change an adjustment asks for, given the quantity the stock holds now. */
export function adjustmentDelta(kind: AdjustmentBody['kind'], quantity: number, current: number): number {
  switch (kind) {
    case 'FOUND':
      return quantity;
    case 'DAMAGED':
    case 'LOST':
      return -quantity;
    case 'RECOUNT':
      return quantity - current;
  }
}

export class AdjustmentService {
  readonly #orm: Orm;
  readonly #ledger: StockLedger;

  constructor(orm: Orm, ledger: StockLedger) {
    this.#orm = orm;
    this.#ledger = ledger;
  }

  async list(scope: StaffScope, query: AdjustmentListQuery) {
    const page = pageRequest(query);
    const where = joinSql(
      [
        sql`true`,
        scopeSql(scope),
        query.stockId === undefined ? emptySql : sql`and a.stock_id = ${query.stockId}`,
        query.storeId === undefined ? emptySql : sql`and st.id = ${query.storeId}`,
        query.kind === undefined ? emptySql : sql`and a.kind = ${query.kind}`,
      ],
      ' ',
    );
    const rows = await queryRows<AdjustmentRow>(
      this.#orm,
      sql`${selectSql}, count(*) over () as full_count ${fromSql} where ${where} order by a.id desc limit ${page.size} offset ${page.offset}`,
    );
    let total = rows[0] ? Number(rows[0].full_count) : 0;
    if (!rows[0] && page.offset > 0) {
      const [counted] = await queryRows<{ n: number }>(
        this.#orm,
        sql`select count(*)::int as n ${fromSql} where ${where}`,
      );
      total = counted!.n;
    }
    return { data: rows.map(toView), pagination: pagination(page, total) };
  }

  async get(scope: StaffScope, id: number): Promise<AdjustmentView> {
    const [row] = await queryRows<AdjustmentRow>(
      this.#orm,
      sql`${selectSql} ${fromSql} where a.id = ${id} ${scopeSql(scope)}`,
    );
    if (!row) throw notFound(`Adjustment ${id} not found`);
    return toView(row);
  }

  async create(scope: StaffScope, actorId: number, body: AdjustmentBody): Promise<AdjustmentView> {
    if (body.kind !== 'RECOUNT' && body.quantity < 1) {
      throw badRequest(`quantity: ${body.kind} needs more than zero units`, { field: 'quantity' });
    }
    const { id, notified } = await this.#orm.em.transactional(async (em) => {
      const [stock] = await run<{ quantity: number }>(
        em,
        sql`select s.quantity from stock s join store st on st.id = s.store_id where s.id = ${body.stockId} ${scopeSql(scope)} for update of s`,
      );
      if (!stock) throw notFound(`Stock ${body.stockId} not found`, { field: 'stockId' });
      const delta = adjustmentDelta(body.kind, body.quantity, stock.quantity);
      const reason = body.reason.trim();
      // A recount that finds what the stock says changes nothing: the count is kept, no history row is written.
      const changed =
        delta === 0
          ? { before: stock.quantity, after: stock.quantity, notified: [] }
          : await this.#ledger.change(em, {
              stockId: body.stockId,
              delta,
              reason: 'ADJUSTMENT',
              // The kind is a code, worded on the page; the reason is what the person typed.
              note: reason.slice(0, 500),
              systemNote: { code: 'ADJUSTMENT_MADE', facts: { kind: body.kind } },
              actorId,
            });
      const adjustment = em.create(Adjustment, {
        stock: body.stockId,
        kind: body.kind,
        quantity: body.quantity,
        reason,
        quantityBefore: changed.before,
        quantityAfter: changed.after,
        createdById: actorId,
      });
      await em.flush();
      return { id: adjustment.id, notified: changed.notified };
    });
    await this.#ledger.publish(notified);
    return this.get(scope, id);
  }

  async update(scope: StaffScope, id: number, patch: AdjustmentPatch): Promise<AdjustmentView> {
    await this.#orm.em.transactional(async (em) => {
      const adjustment = await this.#find(em, scope, id);
      adjustment.reason = patch.reason.trim();
      await em.flush();
    });
    return this.get(scope, id);
  }

  /** Undoes the adjustment's change (409 when the stock no longer has the units it added) and removes it. */
  async remove(scope: StaffScope, actorId: number, id: number): Promise<void> {
    const notified = await this.#orm.em.transactional(async (em) => {
      const adjustment = await this.#find(em, scope, id);
      const stockId = adjustment.stock.id;
      await run(em, sql`select 1 from stock where id = ${stockId} for update`);
      const delta = adjustment.quantityBefore - adjustment.quantityAfter;
      const changed =
        delta === 0
          ? undefined
          : await this.#ledger.change(em, {
              stockId,
              delta,
              reason: 'ADJUSTMENT',
              note: null,
              systemNote: { code: 'ADJUSTMENT_UNDONE', facts: { adjustmentId: id, kind: adjustment.kind } },
              actorId,
            });
      em.remove(adjustment);
      await em.flush();
      return changed?.notified ?? [];
    });
    await this.#ledger.publish(notified);
  }

  async #find(em: EntityManager, scope: StaffScope, id: number): Promise<Adjustment> {
    const [row] = await run<{ id: number }>(
      em,
      sql`select a.id from adjustment a join stock s on s.id = a.stock_id join store st on st.id = s.store_id where a.id = ${id} ${scopeSql(scope)}`,
    );
    if (!row) throw notFound(`Adjustment ${id} not found`);
    return em.findOneOrFail(Adjustment, { id });
  }
}
