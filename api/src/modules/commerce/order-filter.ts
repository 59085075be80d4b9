// The staff order list's search and filters as SQL over `shop_order o` joined to `user_account u`. The list, its
// CSV export and the status tabs' counts use the same conditions, so a tab's count is what the tab shows.
import type { OrderCountsQuery } from '@shop/contracts';
import { likePattern } from '../../lib/crud.ts';
import { badRequest } from '../../lib/http-error.ts';
import { emptySql, joinSql, sql, type SqlFragment } from '../../lib/sql.ts';
import type { Viewer } from './order-read.ts';

/** Days are the shop's days: an order placed at 00:30 in Phnom Penh belongs to that day, not the UTC one before. */
const SHOP_TIME_ZONE = 'Asia/Phnom_Penh';

/**
 * A phone number as its national significant digits: "+855 12 345 678", "855-12-345678" and "012 345 678" all
 * become "12345678", so a search finds a number however the shopper or the staff member typed it.
 */
export function nationalDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.startsWith('855')) return digits.slice(3);
  return digits.replace(/^0+/, '');
}

const storedNationalDigits = (column: SqlFragment) => sql`regexp_replace(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), '^(855|0+)', '')`;

/** Free text: order number, customer name, e-mail, phone (any spacing) or part number of a (visible) line. */
function searchSql(viewer: Viewer, search: string | undefined): SqlFragment {
  const term = search?.trim();
  if (!term) return emptySql;
  const like = likePattern(term);
  const ownLines = viewer.kind === 'supplier' ? sql`and d.supplier_id = ${viewer.supplierId ?? -1}` : emptySql;
  const matches = [
    sql`u.name ilike ${like}`,
    sql`u.email ilike ${like}`,
    sql`o.recipient_name ilike ${like}`,
    // A supplier finds its orders by its own part numbers only, so a search never tells it what others sold.
    sql`exists (select 1 from order_detail d join stock s on s.id = d.stock_id
                  left join part pa on pa.item_id = s.item_id left join accessory ac on ac.item_id = s.item_id
                where d.order_id = o.id ${ownLines} and coalesce(pa.part_number, ac.part_number) ilike ${like})`,
  ];
  const orderNumber = /^#?\s*(\d{1,9})$/.exec(term);
  if (orderNumber) matches.push(sql`o.id = ${Number(orderNumber[1])}`);
  const phone = nationalDigits(term);
  if (/^[+\d\s().-]+$/.test(term) && phone.length >= 3) {
    const contains = `%${phone}%`;
    matches.push(sql`${storedNationalDigits(sql`u.phone`)} like ${contains}`, sql`${storedNationalDigits(sql`o.phone`)} like ${contains}`);
  }
  return sql`and (${joinSql(matches, ' or ')})`;
}

/** Every filter but the status; `from`/`to` are whole days, both included. 400 naming `to` when it is before `from`. */
export function orderFilterSql(viewer: Viewer, query: OrderCountsQuery): SqlFragment {
  if (query.from && query.to && query.to < query.from) throw badRequest('`to` is before `from`', 'to');
  const parts: SqlFragment[] = [searchSql(viewer, query.search)];
  // A supplier's list is already its own orders; another supplier's id would only tell it which orders they share.
  if (query.supplierId !== undefined && viewer.kind === 'admin') {
    parts.push(sql`and exists (select 1 from order_detail d where d.order_id = o.id and d.supplier_id = ${query.supplierId})`);
  }
  // A customer's orders (the people screen); a supplier's list keeps to its own orders whatever the customer.
  if (query.userId !== undefined) parts.push(sql`and o.user_id = ${query.userId}`);
  if (query.paymentMethod) parts.push(sql`and o.payment_method = ${query.paymentMethod}`);
  if (query.from) parts.push(sql`and o.created_at >= (${query.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`);
  if (query.to) parts.push(sql`and o.created_at < (${query.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`);
  return joinSql(parts, ' ');
}
