// The staff order list's search and filters as SQL over `shop_order o` alone (the counts read no other table). The
// list, its CSV export and the status tabs' counts use the same conditions, so a tab's count is what the tab shows.
import type { OrderCountsQuery } from '@shop/contracts';
import { likePattern } from '../../lib/crud.ts';
import { badRequest } from '../../lib/http-error.ts';
import { emptySql, joinSql, sql, type SqlFragment } from '../../lib/sql.ts';
import type { Viewer } from './order-read.ts';
import { ownRowsSql } from './order-scope.ts';
import { phoneLikePattern, storedNationalDigits } from '../../lib/phone-search.ts';

/** Days are the shop's days: an order placed at 00:30 in Phnom Penh belongs to that day, not the UTC one before. */
const SHOP_TIME_ZONE = 'Asia/Phnom_Penh';

/**
 * Free text: order number, customer name, e-mail, phone (any spacing) or part number of a (visible) line.
 * Written as "order in (...)" of one branch per table, each answered by that table's own indexes (trigram indexes
 * on the names, e-mails, phones and part numbers; order lines by stock): an OR across the joined tables could only
 * be answered by reading every order (seconds at a million orders, see api/README.md "Benchmark").
 */
function searchSql(viewer: Viewer, search: string | undefined): SqlFragment {
  const term = search?.trim();
  if (!term) return emptySql;
  const like = likePattern(term);
  const ownLines = ownRowsSql(viewer, sql`d.supplier_id`);
  const orderNumber = /^#?\s*(\d{1,9})$/.exec(term);
  const byPhone = phoneLikePattern(term);
  const customerMatches = [sql`cu.name ilike ${like}`, sql`cu.email ilike ${like}`];
  const orderMatches = [sql`so.recipient_name ilike ${like}`];
  if (orderNumber) orderMatches.push(sql`so.id = ${Number(orderNumber[1])}`);
  if (byPhone) {
    customerMatches.push(sql`${storedNationalDigits(sql`cu.phone`)} like ${byPhone}`);
    orderMatches.push(sql`${storedNationalDigits(sql`so.phone`)} like ${byPhone}`);
  }
  // A supplier finds its orders by its own part numbers only (ownLines), so a search never tells it what others sold.
  return sql`and o.id in (
      select so.id from shop_order so where ${joinSql(orderMatches, ' or ')}
      union all
      select so.id from user_account cu join shop_order so on so.user_id = cu.id where ${joinSql(customerMatches, ' or ')}
      union all
      select d.order_id from order_detail d join stock s on s.id = d.stock_id
      where s.item_id in (select item_id from part where part_number ilike ${like} union all select item_id from accessory where part_number ilike ${like})
            ${ownLines})`;
}

/** Every filter but the status; `from`/`to` are whole days, both included. 400 naming `to` when it is before `from`. */
export function orderFilterSql(viewer: Viewer, query: OrderCountsQuery): SqlFragment {
  if (query.from && query.to && query.to < query.from) throw badRequest('`to` is before `from`', { field: 'to' });
  const parts: SqlFragment[] = [searchSql(viewer, query.search)];
  // A supplier's list is already its own orders; another supplier's id would only tell it which orders they share.
  if (query.supplierId !== undefined && viewer.kind === 'admin') {
    parts.push(
      sql`and exists (select 1 from order_detail d where d.order_id = o.id and d.supplier_id = ${query.supplierId})`,
    );
  }
  // A customer's orders (the people screen); a supplier's list keeps to its own orders whatever the customer.
  if (query.userId !== undefined) parts.push(sql`and o.user_id = ${query.userId}`);
  if (query.paymentMethod) parts.push(sql`and o.payment_method = ${query.paymentMethod}`);
  if (query.from) parts.push(sql`and o.created_at >= (${query.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`);
  if (query.to) parts.push(sql`and o.created_at < (${query.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`);
  return joinSql(parts, ' ');
}
