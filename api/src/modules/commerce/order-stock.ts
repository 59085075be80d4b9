// The stocks an order can be taken from, for the back-office's "take an order" screen: every selling store's
// for admins, only its own store's for a supplier. Searchable by part number (any spelling) or name, through the
// catalogue search's indexes.
import { partNumberKey, type OrderStockRow } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { pagination, type PageRequest } from '../../lib/paging.ts';
import { emptySql, joinSql, queryRows, rawSql, sql, type SqlFragment } from '../../lib/sql.ts';
import { fold } from '../catalog/search-text.ts';
import { toRielSql } from '../supply/offer-sql.ts';
import { lineColumnsSql, lineJoinsSql, toLineItem, toLineSupplier, type LineColumns } from './line-sql.ts';
import type { StaffViewer } from './viewer.ts';

interface StockRow extends LineColumns {
  stock_id: number;
  store_id: number;
  store_name: string;
  store_name_kh: string | null;
  price: string;
  price_khr: string;
  dealer_price: string;
  quantity: number;
  units: { id: number; name: string; nameKh: string | null; factor: number }[];
  full_count: string;
}

/** Sorts after every text that starts with the key (byte order, as the pattern indexes compare). */
const PREFIX_END = String.fromCodePoint(0x10ffff);
/** How many of the best-matching distinct names the items come from. */
const NAMES_LIMIT = 50;

/**
 * The items a search names, through the indexes the catalogue search uses (never `ILIKE '%...%'`, which reads every
 * row): a part number that starts or ends with the query (its spelling ignored; the pattern and reverse-pattern
 * btree indexes), or names in English or Khmer carrying the words (pg_trgm word similarity over the distinct names,
 * the `search_name` GIN trigram index, typos allowed; then the items through the plain index on the folded name).
 */
export function matchingItemsSql(search: string): SqlFragment {
  const text = search.trim();
  const key = partNumberKey(text);
  const words = fold(text);
  const branches: SqlFragment[] = [];
  for (const table of ['part', 'accessory'] as const) {
    const h = rawSql(table);
    if (key) {
      const reversed = [...key].reverse().join('');
      branches.push(
        sql`select item_id from ${h} where part_number_key ~>=~ ${key} and part_number_key ~<~ ${`${key}${PREFIX_END}`}`,
      );
      branches.push(
        sql`select item_id from ${h} where reverse(part_number_key) ~>=~ ${reversed} and reverse(part_number_key) ~<~ ${`${reversed}${PREFIX_END}`}`,
      );
    }
    if (words.length >= 3) {
      branches.push(sql`select x.item_id from (select s.search_text from search_name s
                          where s.kind = ${table} and s.count > 0 and ${words} <% s.search_text
                          order by word_similarity(${words}, s.search_text) desc limit ${NAMES_LIMIT}) nm
                        join ${h} x on x.search_text = nm.search_text`);
    }
  }
  return branches.length > 0 ? joinSql(branches, ' union ') : sql`select null::int as item_id where false`;
}

function searchSql(search: string | undefined): SqlFragment {
  return search?.trim() ? sql`and s.item_id in (${matchingItemsSql(search)})` : emptySql;
}

export class OrderStockReader {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** Only enabled stores of enabled suppliers sell; a supplier (`kind: 'supplier'`) sees its own store only. */
  async list(viewer: StaffViewer, search: string | undefined, page: PageRequest) {
    const where = sql`st.enabled and su.enabled
      ${viewer.kind === 'supplier' ? sql`and st.supplier_id = ${viewer.supplierId ?? -1}` : emptySql}
      ${searchSql(search)}`;
    const rows = await queryRows<StockRow>(
      this.#orm,
      sql`select s.id as stock_id, st.id as store_id, st.name as store_name, st.name_kh as store_name_kh,
                 s.price::text as price, ${toRielSql(sql`s.price`)} as price_khr, s.dealer_price::text as dealer_price, s.quantity,
                 ${lineColumnsSql},
                 (select json_agg(json_build_object('id', u.id, 'name', t.name, 'nameKh', t.name_kh, 'factor', u.factor) order by u.is_base desc, u.factor, u.id)
                  from item_unit u join unit_type t on t.id = u.unit_type_id where u.item_id = s.item_id) as units,
                 count(*) over () as full_count
          from stock s
          join item_unit iu on iu.item_id = s.item_id and iu.is_base
          ${lineJoinsSql}
          where ${where}
          order by coalesce(pa.name, ac.name), s.id
          limit ${page.size} offset ${page.offset}`,
    );
    let total = rows[0] ? Number(rows[0].full_count) : 0;
    if (!rows[0] && page.offset > 0) {
      const [counted] = await queryRows<{ n: number }>(
        this.#orm,
        sql`select count(*)::int as n from stock s
            join item_unit iu on iu.item_id = s.item_id and iu.is_base
            ${lineJoinsSql}
            where ${where}`,
      );
      total = counted!.n;
    }
    return { data: rows.map(toRow), pagination: pagination(page, total) };
  }
}

function toRow(row: StockRow): OrderStockRow {
  return {
    stockId: row.stock_id,
    item: toLineItem(row),
    store: { id: row.store_id, name: row.store_name, nameKh: row.store_name_kh },
    supplier: toLineSupplier(row),
    baseUnitId: row.unit_id,
    units: row.units,
    price: row.price,
    priceKhr: row.price_khr,
    dealerPrice: row.dealer_price,
    quantity: row.quantity,
  };
}
