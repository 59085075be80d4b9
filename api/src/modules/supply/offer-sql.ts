// How the storefront reads stock: what each store asks for an item and how many it has. Only enabled
// stores of enabled suppliers sell. Prices stay numeric (exact); KHR is converted in the same statement.
import { KHR_CURRENCY, type PriceKind } from '@shop/contracts';
import { rawSql, sql, type SqlFragment } from '../../lib/sql.ts';

/** Riel per US dollar: the KHR currency row's rate (exact numeric), read once per statement. */
export const khrRateSql = rawSql(`(select rate from currency where code = '${KHR_CURRENCY}')`);

/**
 * A USD numeric expression in riel, rounded to 100 riel (half up, amounts are never negative), as text: the same
 * answer as `centsToRiel` (commerce/money.ts). `* 0.01`, not `/ 100`: PostgreSQL multiplies numerics exactly but
 * divides to a scale of its choosing (8 decimals once the riel pass about 10^10, some 2.5 million dollars), which
 * could round a hundred of riel the other way.
 */
export const toRielSql = (usd: SqlFragment, rate: SqlFragment = khrRateSql): SqlFragment =>
  sql`(round(${usd} * ${rate} * 0.01) * 100)::bigint::text`;

/**
 * A line's riel as a bigint expression: its unit's riel (`toRielSql`'s rounding) times the quantity, the SQL twin of
 * `lineRiel` (@shop/ui/riel.ts). Sum these for a total: a riel total is the sum of what it lists, never the riel of
 * the USD total (decisions.md, "Riel figures add up").
 */
export const lineRielSql = (unitUsd: SqlFragment, quantity: SqlFragment, rate: SqlFragment = khrRateSql): SqlFragment =>
  sql`((round(${unitUsd} * ${rate} * 0.01) * 100)::bigint * ${quantity})`;

/** 'IN_STOCK', 'LOW_STOCK' or 'OUT_OF_STOCK' for a quantity and whether it is above the alert threshold. */
export const availabilitySql = (quantity: SqlFragment, plenty: SqlFragment): SqlFragment =>
  sql`case when ${quantity} <= 0 then 'OUT_OF_STOCK' when ${plenty} then 'IN_STOCK' else 'LOW_STOCK' end`;

/** The stock column of the price a shopper of this kind sees and pays (`s` is the stock). */
export const stockPriceSql = (kind: PriceKind): SqlFragment => (kind === 'DEALER' ? sql`s.dealer_price` : sql`s.price`);

/**
 * A lateral subquery over one item's stock at the prices of `kind`: `price` (lowest among stores that have it,
 * else lowest at all), `price_kind`, `quantity` (total), `plenty` (some store above its alert threshold) and
 * `stock_id` (cheapest in stock).
 */
export const offerAggregateSql = (itemId: SqlFragment, kind: PriceKind): SqlFragment => {
  const price = stockPriceSql(kind);
  return sql`
  select coalesce(min(${price}) filter (where s.quantity > 0), min(${price})) as price, ${kind}::text as price_kind,
         coalesce(sum(s.quantity), 0)::int as quantity,
         coalesce(bool_or(s.quantity > s.alert_threshold), false) as plenty,
         (array_agg(s.id order by s.quantity > 0 desc, ${price}, s.id))[1] as stock_id
  from stock s
  join store st on st.id = s.store_id and st.enabled
  join supplier su on su.id = st.supplier_id and su.enabled
  where s.item_id = ${itemId}`;
};

/** Every store's offer for one item at the prices of `kind`, cheapest in-stock first. */
export const offersSql = (itemId: number, kind: PriceKind): SqlFragment => {
  const price = stockPriceSql(kind);
  return sql`
  select s.id as stock_id, ${price}::text as price, ${toRielSql(price)} as price_khr, ${kind}::text as price_kind, s.quantity,
         ${availabilitySql(sql`s.quantity`, sql`s.quantity > s.alert_threshold`)} as availability,
         st.id as store_id, st.name as store_name, st.name_kh as store_name_kh,
         su.id as supplier_id, su.name as supplier_name, su.name_kh as supplier_name_kh
  from stock s
  join store st on st.id = s.store_id and st.enabled
  join supplier su on su.id = st.supplier_id and su.enabled
  where s.item_id = ${itemId}
  order by s.quantity > 0 desc, ${price}, s.id`;
};

export interface OfferRow {
  stock_id: number;
  price: string;
  price_khr: string;
  price_kind: PriceKind;
  quantity: number;
  availability: 'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK';
  store_id: number;
  store_name: string;
  store_name_kh: string | null;
  supplier_id: number;
  supplier_name: string;
  supplier_name_kh: string | null;
}

export function toOffer(row: OfferRow) {
  return {
    stockId: row.stock_id,
    store: { id: row.store_id, name: row.store_name, nameKh: row.store_name_kh },
    supplier: { id: row.supplier_id, name: row.supplier_name, nameKh: row.supplier_name_kh },
    price: row.price,
    priceKhr: row.price_khr,
    priceKind: row.price_kind,
    quantity: row.quantity,
    availability: row.availability,
  };
}
