// The delivery a part of an order keeps, as the reads show it (order detail, invoices, CSV): the option and fees quoted
// when ordered (order_part's delivery columns), riel beside each fee by the riel rule (decisions.md, "Riel figures add
// up": a total's riel is the sum of the riel of what it lists, so a fee's riel is its own rounding).
import type { PartDelivery, QuotedPickup } from '@shop/contracts';
import { sql, type SqlFragment } from '../../lib/sql.ts';
import { khrRateSql, lineRielSql } from '../supply/offer-sql.ts';

/** A part's fees (shipping and cash on delivery) in USD, numeric, over the part alias `p`. */
export const partFeesSql = (p: SqlFragment): SqlFragment => sql`(${p}.delivery_fee + ${p}.cod_fee)`;

/** A part's fees in riel (bigint): each fee rounded on its own, then added. */
export const partFeesRielSql = (p: SqlFragment, rate: SqlFragment = khrRateSql): SqlFragment =>
  sql`(${lineRielSql(sql`${p}.delivery_fee`, sql`1`, rate)} + ${lineRielSql(sql`${p}.cod_fee`, sql`1`, rate)})`;

/**
 * The parts of order `o` whose fees its total counts: those not cancelled; for a cancelled order (which keeps what
 * was ordered), also those cancelled with it (their lines' `cancelled_at` is the order's last one, as its lines' rule).
 */
export const countedPartSql = (p: SqlFragment): SqlFragment =>
  sql`(${p}.status <> 'CANCELLED' or (o.status = 'CANCELLED' and exists (select 1 from order_detail c where c.part_id = ${p}.id
        and c.cancelled_at = (select max(m.cancelled_at) from order_detail m where m.order_id = o.id))))`;

/** Order `o`'s delivery fees (USD numeric) and their riel (bigint), over the parts its total counts. */
export const orderFeesSql = sql`(select coalesce(sum(${partFeesSql(sql`fp`)}), 0) from order_part fp where fp.order_id = o.id and ${countedPartSql(sql`fp`)})`;
export const orderFeesRielSql = (rate: SqlFragment = khrRateSql): SqlFragment =>
  sql`(select coalesce(sum(${partFeesRielSql(sql`fp`, rate)}), 0) from order_part fp where fp.order_id = o.id and ${countedPartSql(sql`fp`)})`;

/** The delivery columns of part `p` (`toPartDelivery` reads them). */
export const partDeliveryColumnsSql = (p: SqlFragment, rate: SqlFragment = khrRateSql): SqlFragment =>
  sql`${p}.delivery_option, ${p}.delivery_fee::text as delivery_fee, ${lineRielSql(sql`${p}.delivery_fee`, sql`1`, rate)}::text as delivery_fee_khr,
      ${p}.cod_fee::text as cod_fee, ${lineRielSql(sql`${p}.cod_fee`, sql`1`, rate)}::text as cod_fee_khr,
      ${p}.delivery_days_min, ${p}.delivery_days_max`;

export interface PartDeliveryColumns {
  delivery_option: PartDelivery['option'] | null;
  delivery_fee: string;
  delivery_fee_khr: string;
  cod_fee: string;
  cod_fee_khr: string;
  delivery_days_min: number | null;
  delivery_days_max: number | null;
}

/** The part's delivery, or null for a part ordered before delivery was priced; `pickup` is its supplier's store. */
export function toPartDelivery(row: PartDeliveryColumns, pickup: QuotedPickup | null): PartDelivery | null {
  if (row.delivery_option === null) return null;
  return {
    option: row.delivery_option,
    fee: row.delivery_fee,
    feeKhr: row.delivery_fee_khr,
    codFee: row.cod_fee,
    codFeeKhr: row.cod_fee_khr,
    daysMin: row.delivery_days_min,
    daysMax: row.delivery_days_max,
    pickup: row.delivery_option === 'STORE_PICKUP' ? pickup : null,
  };
}
