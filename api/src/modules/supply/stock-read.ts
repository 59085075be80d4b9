// Reads of the stock desk: stock rows as the back-office shows them (item, store, supplier, base unit, prices,
// low or not), one stock's history, and the items a store may stock. Hand-written SQL on the ORM's pool.
import type { SystemNoteCode, SystemNoteFacts } from '@shop/contracts';
import {
  partNumberKey,
  type StockHistoryQuery,
  type StockHistoryView,
  type StockItemOption,
  type StockItemQuery,
  type StockListQuery,
  type StockView,
} from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { pagination, pageRequest } from '../../lib/paging.ts';
import { emptySql, joinSql, queryRows, rawSql, sql, type SqlFragment } from '../../lib/sql.ts';
import {
  itemColumnsSql,
  itemNamesJoinSql,
  itemUnitsSql,
  toItemView,
  type ItemColumns,
  type ItemUnitsColumn,
} from '../catalog/sql/item-sql.ts';
import { scopeSql, type StaffScope } from './staff-scope.ts';

interface StockRow extends ItemColumns {
  id: number;
  store_id: number;
  store_name: string;
  store_name_kh: string | null;
  supplier_id: number;
  supplier_name: string;
  supplier_name_kh: string | null;
  unit_id: number | null;
  unit_name: string | null;
  unit_name_kh: string | null;
  quantity: number;
  price: string;
  dealer_price: string;
  alert_threshold: number;
  created_at: Date;
  updated_at: Date;
  full_count?: string;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Joins for a `stock s` already in the query: its item (`i`, `pa`, `ac`) and its store (`st`). Adjustments read them too. */
export const stockItemJoinsSql: SqlFragment = sql`
  join item i on i.id = s.item_id ${itemNamesJoinSql}
  join store st on st.id = s.store_id`;

const stockJoinsSql = sql`
  ${stockItemJoinsSql}
  join supplier su on su.id = st.supplier_id
  left join item_unit iu on iu.item_id = s.item_id and iu.is_base
  left join unit_type ut on ut.id = iu.unit_type_id`;

const stockFromSql = sql`from stock s ${stockJoinsSql}`;

/**
 * The stocks a search matches, as `s`, planned on their own: `offset 0` keeps PostgreSQL from folding them into the
 * eight-table join, where (past join_collapse_limit) it would join every stock before filtering; this way the
 * matching items come first, from their indexes, and only their stocks are joined (`pnpm bench`, a million stocks).
 */
function searchedStockFromSql(search: string | undefined): SqlFragment {
  const matching = searchSql(search);
  return matching === emptySql
    ? stockFromSql
    : sql`from (select * from stock where item_id in (${matching}) offset 0) s ${stockJoinsSql}`;
}

const stockColumnsSql = sql`
  s.id, ${itemColumnsSql},
  st.id as store_id, st.name as store_name, st.name_kh as store_name_kh,
  su.id as supplier_id, su.name as supplier_name, su.name_kh as supplier_name_kh,
  iu.id as unit_id, ut.name as unit_name, ut.name_kh as unit_name_kh,
  s.quantity, s.price::text as price, s.dealer_price::text as dealer_price, s.alert_threshold, s.created_at, s.updated_at`;

const SORTS: Record<string, string> = {
  name: 'coalesce(pa.name, ac.name)',
  quantity: 's.quantity',
  price: 's.price',
  updatedAt: 's.updated_at',
};

/**
 * Part numbers match from their start however they are typed (`partNumberKey`, through the part number indexes);
 * names match anywhere. Written as "item in (...)" so each branch uses its own table's index instead of an OR
 * across the joins, which would read every stock.
 */
function searchSql(search: string | undefined): SqlFragment {
  const text = search?.trim();
  if (!text) return emptySql;
  const key = partNumberKey(text);
  const byNumber = key
    ? sql`select item_id from part where part_number_key like ${startingWith(key)}
          union all select item_id from accessory where part_number_key like ${startingWith(key)} union all `
    : emptySql;
  return sql`${byNumber}
      select item_id from part where name ilike ${containing(text)} or name_kh ilike ${containing(text)}
      union all select item_id from accessory where name ilike ${containing(text)} or name_kh ilike ${containing(text)}`;
}

export function toStockView(row: StockRow): StockView {
  return {
    id: row.id,
    item: toItemView(row),
    store: { id: row.store_id, name: row.store_name, nameKh: row.store_name_kh },
    supplier: { id: row.supplier_id, name: row.supplier_name, nameKh: row.supplier_name_kh },
    baseUnit:
      row.unit_id === null ? null : { id: row.unit_id, name: row.unit_name ?? '', nameKh: row.unit_name_kh, factor: 1 },
    quantity: row.quantity,
    price: row.price,
    dealerPrice: row.dealer_price,
    alertThreshold: row.alert_threshold,
    low: row.quantity <= row.alert_threshold,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

type FixedStore = { storeId?: number; supplierId?: number };

function stockWhereSql(scope: StaffScope, query: StockListQuery, fixed: FixedStore): SqlFragment {
  const storeId = fixed.storeId ?? query.storeId;
  const supplierId = fixed.supplierId ?? query.supplierId;
  return joinSql(
    [
      sql`true`,
      scopeSql(scope),
      storeId === undefined ? emptySql : sql`and st.id = ${storeId}`,
      supplierId === undefined ? emptySql : sql`and st.supplier_id = ${supplierId}`,
      query.low === undefined
        ? emptySql
        : query.low
          ? sql`and s.quantity <= s.alert_threshold`
          : sql`and s.quantity > s.alert_threshold`,
    ],
    ' ',
  );
}

/** The stock list's statement: a page in the wanted order with the full count (exported for the benchmark's bare handler). */
export function stockListSql(scope: StaffScope, query: StockListQuery, fixed: FixedStore = {}): SqlFragment {
  const page = pageRequest(query);
  const wanted = query.sort ?? 'name';
  const descending = wanted.startsWith('-');
  const order = rawSql(
    `${SORTS[descending ? wanted.slice(1) : wanted]} ${descending ? 'desc' : 'asc'}, s.id ${descending ? 'desc' : 'asc'}`,
  );
  return sql`select ${stockColumnsSql}, count(*) over () as full_count ${searchedStockFromSql(query.search)}
          where ${stockWhereSql(scope, query, fixed)}
          order by ${order}
          limit ${page.size} offset ${page.offset}`;
}

export class StockReader {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** The stocks in the caller's scope, filtered; `fixed` narrows to one store or supplier (the path's). */
  async list(scope: StaffScope, query: StockListQuery, fixed: { storeId?: number; supplierId?: number } = {}) {
    const page = pageRequest(query);
    const rows = await queryRows<StockRow>(this.#orm, stockListSql(scope, query, fixed));
    let total = rows[0] ? Number(rows[0].full_count) : 0;
    if (!rows[0] && page.offset > 0) {
      const [counted] = await queryRows<{ n: number }>(
        this.#orm,
        sql`select count(*)::int as n ${searchedStockFromSql(query.search)} where ${stockWhereSql(scope, query, fixed)}`,
      );
      total = counted!.n;
    }
    return { data: rows.map(toStockView), pagination: pagination(page, total) };
  }

  /** One stock in the caller's scope, or undefined (the caller answers 404). */
  async get(scope: StaffScope, id: number): Promise<StockView | undefined> {
    const [row] = await queryRows<StockRow>(
      this.#orm,
      sql`select ${stockColumnsSql} ${stockFromSql} where s.id = ${id} ${scopeSql(scope)}`,
    );
    return row ? toStockView(row) : undefined;
  }

  /** Whether the stock exists in the caller's scope. */
  async owns(scope: StaffScope, id: number): Promise<boolean> {
    const rows = await queryRows(
      this.#orm,
      sql`select 1 from stock s join store st on st.id = s.store_id where s.id = ${id} ${scopeSql(scope)}`,
    );
    return rows.length > 0;
  }

  /** A stock's history, newest first (append-only: rows never change, so pages are stable but for new rows). */
  async history(stockId: number, query: StockHistoryQuery) {
    const page = pageRequest(query);
    const where = sql`h.stock_id = ${stockId} ${query.reason ? sql`and h.reason = ${query.reason}` : emptySql}`;
    const rows = await queryRows<{
      id: number;
      quantity_before: number;
      quantity_after: number;
      reason: StockHistoryView['reason'];
      note: string | null;
      note_code: SystemNoteCode | null;
      note_facts: SystemNoteFacts | null;
      created_by_id: number | null;
      created_by_name: string | null;
      created_at: Date;
      full_count: string;
    }>(
      this.#orm,
      sql`select h.id, h.quantity_before, h.quantity_after, h.reason, h.note, h.note_code, h.note_facts, h.created_by_id, u.name as created_by_name, h.created_at,
                 count(*) over () as full_count
          from stock_history h left join user_account u on u.id = h.created_by_id
          where ${where}
          order by h.id desc
          limit ${page.size} offset ${page.offset}`,
    );
    let total = rows[0] ? Number(rows[0].full_count) : 0;
    if (!rows[0] && page.offset > 0) {
      const [counted] = await queryRows<{ n: number }>(
        this.#orm,
        sql`select count(*)::int as n from stock_history h where ${where}`,
      );
      total = counted!.n;
    }
    const data = rows.map((row): StockHistoryView => ({
      id: row.id,
      stockId,
      quantityBefore: row.quantity_before,
      quantityAfter: row.quantity_after,
      change: row.quantity_after - row.quantity_before,
      reason: row.reason,
      note: row.note,
      noteCode: row.note_code,
      noteFacts: row.note_facts,
      createdBy: row.created_by_id === null ? null : { id: row.created_by_id, name: row.created_by_name ?? '' },
      createdAt: new Date(row.created_at).toISOString(),
    }));
    return { data, pagination: pagination(page, total) };
  }

  /** Items to stock (parts and accessories), with their units and the store's stock of each when it has one. */
  async items(storeId: number | null, query: StockItemQuery) {
    const page = pageRequest(query);
    const text = query.search?.trim();
    const key = text ? partNumberKey(text) : '';
    const where = text
      ? sql`(${key ? sql`coalesce(pa.part_number_key, ac.part_number_key) like ${startingWith(key)} or ` : emptySql}
              coalesce(pa.name, ac.name) ilike ${containing(text)} or coalesce(pa.name_kh, ac.name_kh) ilike ${containing(text)})`
      : sql`true`;
    const rows = await queryRows<ItemColumns & { units: ItemUnitsColumn; stock_id: number | null; full_count: string }>(
      this.#orm,
      sql`select ${itemColumnsSql}, ${itemUnitsSql(sql`i.id`)} as units,
                 ${storeId === null ? sql`null::int` : sql`(select s.id from stock s where s.item_id = i.id and s.store_id = ${storeId})`} as stock_id,
                 count(*) over () as full_count
          from item i ${itemNamesJoinSql}
          where ${where}
          order by coalesce(pa.name, ac.name), i.id
          limit ${page.size} offset ${page.offset}`,
    );
    const total = rows[0] ? Number(rows[0].full_count) : 0;
    const data = rows.map((row): StockItemOption => ({
      item: toItemView(row),
      units: row.units,
      stockId: row.stock_id,
    }));
    return { data, pagination: pagination(page, total) };
  }
}
