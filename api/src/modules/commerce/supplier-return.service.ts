// Supplier stock returns: units of one of the supplier's own stocks sent back to it. Making one locks the stock
// row (as placing an order does), so a return and an order of the last units are served one after the other and
// the stock never goes below zero; the quantity change and its stock-history row are in the same transaction.
// Deleting a return puts its units back, with history. A supplier handles only its own returns and stocks (others
// answer 404); admins handle every supplier's.
import { LockMode } from '@mikro-orm/core';
import {
  SupplierReturnErrorCode,
  type SupplierReturnBody,
  type SystemNote,
  type SystemNoteCode,
  type SystemNoteFacts,
  type SupplierReturnListQuery,
  type SupplierReturnView,
} from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { pagination, type PageRequest } from '../../lib/paging.ts';
import { likePattern } from '../../lib/crud.ts';
import { joinSql, queryRows, runSql, sql, type SqlFragment } from '../../lib/sql.ts';
import type { StockLedger } from '../supply/stock-ledger.ts';
import { lineColumnsSql, lineJoinsSql, toLineItem, toLineSupplier, type LineColumns } from './line-sql.ts';
import { ownRowsSql } from './order-scope.ts';
import { SupplierReturn } from './supplier-return.entity.ts';
import type { StaffViewer } from './viewer.ts';

const SHOP_TIME_ZONE = 'Asia/Phnom_Penh';

/** 409 RETURN_EXCEEDS_STOCK: names what the stock holds, in base units and in whole units of the chosen one. */
export class ReturnExceedsStockError extends HttpError {
  readonly available: number;
  readonly availableInUnit: number;

  constructor(available: number, factor: number) {
    const availableInUnit = Math.floor(available / factor);
    super(
      409,
      SupplierReturnErrorCode.exceedsStock,
      `The stock holds ${available} base unit(s) (${availableInUnit} of the chosen unit); no more can be returned`,
      { field: 'quantity' },
    );
    this.available = available;
    this.availableInUnit = availableInUnit;
  }

  override body() {
    return {
      statusCode: 409 as const,
      code: 'RETURN_EXCEEDS_STOCK' as const,
      message: this.message,
      field: 'quantity' as const,
      available: this.available,
      availableInUnit: this.availableInUnit,
    };
  }
}

interface ReturnRow extends LineColumns {
  id: number;
  stock_id: number;
  quantity: number;
  return_factor: number;
  base_quantity: number;
  reason: string;
  stock_quantity: number;
  created_by_id: number | null;
  created_by_name: string | null;
  created_at: Date;
  full_count?: string;
}

interface HistoryRow {
  quantity_before: number;
  quantity_after: number;
  reason: string;
  note: string | null;
  note_code: SystemNoteCode | null;
  note_facts: SystemNoteFacts | null;
  created_at: Date;
}

/** The stock-history rows a return writes are marked by a system note with its id: the take, and the give-back on delete. */
const takeNote = (id: number): SystemNote => ({ code: 'SUPPLIER_RETURN', facts: { returnId: id } });
const giveBackNote = (id: number): SystemNote => ({ code: 'SUPPLIER_RETURN_DELETED', facts: { returnId: id } });

const ownReturns = (viewer: StaffViewer): SqlFragment => ownRowsSql(viewer, sql`r.supplier_id`);

const selectReturns = sql`select r.id, r.stock_id, r.quantity, r.factor as return_factor, r.base_quantity, r.reason, s.quantity as stock_quantity,
                                 r.created_by_id, u.name as created_by_name, r.created_at, ${lineColumnsSql}
                          from supplier_return_stock r
                          join stock s on s.id = r.stock_id
                          join item_unit iu on iu.id = r.item_unit_id
                          ${lineJoinsSql}
                          left join user_account u on u.id = r.created_by_id`;

function listFilterSql(viewer: StaffViewer, query: SupplierReturnListQuery): SqlFragment {
  if (query.from && query.to && query.to < query.from) throw badRequest('`to` is before `from`', { field: 'to' });
  const parts: SqlFragment[] = [ownReturns(viewer)];
  // A supplier's list is already its own; another supplier's id would tell it nothing it may know.
  if (query.supplierId !== undefined && viewer.kind === 'admin')
    parts.push(sql`and r.supplier_id = ${query.supplierId}`);
  if (query.stockId !== undefined) parts.push(sql`and r.stock_id = ${query.stockId}`);
  const text = query.search?.trim();
  if (text) {
    const like = likePattern(text);
    parts.push(sql`and (pa.part_number ilike ${like} or ac.part_number ilike ${like} or pa.name ilike ${like} or ac.name ilike ${like}
                        or pa.name_kh ilike ${like} or ac.name_kh ilike ${like} or r.reason ilike ${like})`);
  }
  if (query.from) parts.push(sql`and r.created_at >= (${query.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`);
  if (query.to) parts.push(sql`and r.created_at < (${query.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`);
  return joinSql(parts, ' ');
}

export class SupplierReturnService {
  readonly #orm: Orm;
  /** Every quantity change goes through the stock ledger: history row, audit entry and low-stock alert. */
  readonly #ledger: StockLedger;

  constructor(orm: Orm, ledger: StockLedger) {
    this.#orm = orm;
    this.#ledger = ledger;
  }

  async list(viewer: StaffViewer, query: SupplierReturnListQuery, page: PageRequest) {
    const where = listFilterSql(viewer, query);
    const rows = await queryRows<ReturnRow>(
      this.#orm,
      sql`select *, count(*) over () as full_count from (${selectReturns} where true ${where}) listed
          order by created_at desc, id desc limit ${page.size} offset ${page.offset}`,
    );
    let total = rows[0] ? Number(rows[0].full_count) : 0;
    if (!rows[0] && page.offset > 0) {
      const [counted] = await queryRows<{ n: number }>(
        this.#orm,
        sql`select count(*)::int as n from (${selectReturns} where true ${where}) listed`,
      );
      total = counted!.n;
    }
    return { data: rows.map((row) => toView(row, [])), pagination: pagination(page, total) };
  }

  async get(viewer: StaffViewer, id: number): Promise<SupplierReturnView> {
    const [row] = await queryRows<ReturnRow>(this.#orm, sql`${selectReturns} where r.id = ${id} ${ownReturns(viewer)}`);
    if (!row) throw notFound(`Supplier return ${id} not found`);
    const history = await queryRows<HistoryRow>(
      this.#orm,
      sql`select quantity_before, quantity_after, reason, note, note_code, note_facts, created_at from stock_history
          where stock_id = ${row.stock_id} and note_code = 'SUPPLIER_RETURN' and note_facts = ${JSON.stringify(takeNote(id).facts)}::jsonb
          order by id`,
    );
    return toView(row, history);
  }

  /**
   * Takes `quantity` of the chosen unit out of one of the viewer's stocks: 404 for a stock that is not theirs,
   * 400 naming `itemUnitId` for a unit of another item, 409 naming what is available when it holds fewer.
   */
  async create(viewer: StaffViewer, actorId: number, body: SupplierReturnBody): Promise<SupplierReturnView> {
    const { id, notified } = await this.#orm.em.fork().transactional(async (em) => {
      const [stock] = await runSql<{ id: number; item_id: number; quantity: number; supplier_id: number }>(
        em,
        sql`select s.id, s.item_id, s.quantity, st.supplier_id from stock s join store st on st.id = s.store_id
            where s.id = ${body.stockId} for update of s`,
      );
      if (!stock || (viewer.kind === 'supplier' && stock.supplier_id !== viewer.supplierId))
        throw notFound(`Stock ${body.stockId} not found`);
      const [unit] = await runSql<{ id: number; factor: number }>(
        em,
        sql`select id, factor from item_unit where id = ${body.itemUnitId} and item_id = ${stock.item_id}`,
      );
      if (!unit)
        throw badRequest(`itemUnitId: unit ${body.itemUnitId} is not a unit of stock ${stock.id}'s item`, {
          field: 'itemUnitId',
        });
      const base = body.quantity * unit.factor;
      if (base > stock.quantity) throw new ReturnExceedsStockError(stock.quantity, unit.factor);
      const made = em.create(SupplierReturn, {
        stock: stock.id,
        supplier: stock.supplier_id,
        itemUnit: unit.id,
        quantity: body.quantity,
        factor: unit.factor,
        baseQuantity: base,
        reason: body.reason.trim(),
        createdBy: actorId,
      });
      await em.flush();
      const changed = await this.#ledger.change(em, {
        stockId: stock.id,
        delta: -base,
        reason: 'RETURN',
        note: null,
        systemNote: takeNote(made.id),
        actorId,
      });
      return { id: made.id, notified: changed.notified };
    });
    await this.#ledger.publish(notified);
    return this.get(viewer, id);
  }

  /** Deletes a return and puts its units back into the stock, with a history row. */
  async delete(viewer: StaffViewer, actorId: number, id: number): Promise<void> {
    await this.#orm.em.fork().transactional(async (em) => {
      // The return first, then its stock: the same order as a return being made (stock only), so no deadlock.
      const found = await em.findOne(SupplierReturn, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found || (viewer.kind === 'supplier' && found.supplier.id !== viewer.supplierId))
        throw notFound(`Supplier return ${id} not found`);
      const stockId = found.stock.id;
      const units = found.baseQuantity;
      em.remove(found);
      await em.flush();
      await this.#ledger.change(em, {
        stockId,
        delta: units,
        reason: 'RETURN',
        note: null,
        systemNote: giveBackNote(id),
        actorId,
      });
    });
  }
}

function toView(row: ReturnRow, history: HistoryRow[]): SupplierReturnView {
  return {
    id: row.id,
    stockId: row.stock_id,
    item: toLineItem(row),
    supplier: toLineSupplier(row),
    unit: { id: row.unit_id, name: row.unit_name, nameKh: row.unit_name_kh, factor: row.return_factor },
    quantity: row.quantity,
    baseQuantity: row.base_quantity,
    reason: row.reason,
    stockQuantity: row.stock_quantity,
    createdBy: row.created_by_id === null ? null : { id: row.created_by_id, name: row.created_by_name ?? '' },
    createdAt: new Date(row.created_at).toISOString(),
    history: history.map((h) => ({
      quantityBefore: h.quantity_before,
      quantityAfter: h.quantity_after,
      reason: h.reason,
      note: h.note,
      noteCode: h.note_code,
      noteFacts: h.note_facts,
      createdAt: new Date(h.created_at).toISOString(),
    })),
  };
}
