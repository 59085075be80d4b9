// Reading orders for the three kinds of viewer: the shopper (own orders), an admin (all), a supplier (orders
// with a part of theirs, and only that part: its lines, its timeline, its status as the order's; order-scope.ts). Money stays numeric text; KHR comes from the current rate inside
// each statement (totals and lines alike, as the storefront's prices: `toRielSql`, no round trip of its own). An
// answer read in more than one statement (an order and its lines) reads the rate once and hands it on.
import {
  ADMIN_ORDER_STATUSES,
  type OrderDetailView,
  type OrderLine,
  type OrderListQuery,
  type OrderPartView,
  type OrderStatusCounts,
  type OrderSummary,
  type OrderingUserView,
  type Pagination,
  type SystemNoteCode,
  type SystemNoteFacts,
} from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { notFound } from '../../lib/http-error.ts';
import { pagination, type PageRequest } from '../../lib/paging.ts';
import { emptySql, queryRows, sql, type SqlFragment } from '../../lib/sql.ts';
import { lineColumnsSql, lineJoinsSql, toLineItem, toLineSupplier, toLineUnit, type LineColumns } from './line-sql.ts';
import { orderScopeSql, ownRowsSql, scopeSupplierId, visibleOrderSql } from './order-scope.ts';
import { reviewableLineSql, type OrderStatusName } from './order-status.ts';
import { fromCents, toCents } from './money.ts';
import { khrRateSql, lineRielSql, toRielSql } from '../supply/offer-sql.ts';
import {
  orderFeesRielSql,
  orderFeesSql,
  partDeliveryColumnsSql,
  partFeesRielSql,
  partFeesSql,
  toPartDelivery,
  type PartDeliveryColumns,
} from './delivery-sql.ts';
import { StoreService } from '../supply/store.service.ts';

/** Who is reading: a shopper sees their own orders, a supplier its own lines, an admin everything. */
export type Viewer =
  { kind: 'shopper'; userId: number } | { kind: 'supplier'; supplierId: number | null } | { kind: 'admin' };

interface SummaryRow {
  id: number;
  status: OrderStatusName;
  total: string;
  total_khr: string;
  delivery_total: string;
  delivery_total_khr: string;
  line_count: number;
  payment_method: OrderSummary['paymentMethod'];
  shipping_option: OrderSummary['shippingOption'];
  customer_id: number;
  customer_name: string;
  created_at: Date;
  full_count: string;
}

interface LineRow extends LineColumns {
  id: number;
  review_id?: number | null;
  review_rating?: number | null;
  review_comment?: string | null;
  can_review?: boolean;
  stock_id: number;
  quantity: number;
  base_quantity: number;
  unit_price: string;
  unit_price_khr: string;
  line_total: string;
  line_total_khr: string;
  status: OrderLine['status'];
}

/** A supplier's own part's total (its open lines and, while it goes on, its delivery fees); everyone else the order's (numeric). */
function totalSql(viewer: Viewer): SqlFragment {
  if (viewer.kind !== 'supplier') return sql`o.total`;
  return sql`((select coalesce(sum(d.line_total) filter (where d.status = 'OPEN'), 0)::numeric(14,2) from order_detail d where d.part_id = vp.id)
               + ${supplierFeesSql(partFeesSql(sql`vp`))})`;
}

/** A supplier's part's fees (USD or riel expression of `vp`), nothing once the part is cancelled (its lines' rule). */
const supplierFeesSql = (fees: SqlFragment): SqlFragment =>
  sql`(case when vp.status = 'CANCELLED' then 0 else ${fees} end)`;

/** The delivery fees the total counts, as `delivery_total` and `delivery_total_khr`. */
function deliveryColumnsSql(viewer: Viewer, rate: SqlFragment = khrRateSql): SqlFragment {
  if (viewer.kind !== 'supplier')
    return sql`${orderFeesSql}::numeric(14,2)::text as delivery_total, ${orderFeesRielSql(rate)}::text as delivery_total_khr`;
  return sql`${supplierFeesSql(partFeesSql(sql`vp`))}::numeric(14,2)::text as delivery_total,
             ${supplierFeesSql(partFeesRielSql(sql`vp`, rate))}::text as delivery_total_khr`;
}

/**
 * The total as text and in riel at `rate` (by default the current one), as `total` and `total_khr`. A supplier's
 * total is a subquery written twice on purpose: PostgreSQL runs select-list subqueries after the sort and limit, so
 * only for the page's rows (20 index scans more per page, under 1 % of the list's buffers at 300,000 orders). A
 * lateral join computing it once runs for every order of the supplier before the sort (79,103 times for a page of
 * PAID orders: 30 times the buffers, 3 times slower), and `cross join lateral (select <subquery>)` is flattened back
 * into this very plan.
 */
function totalColumnsSql(viewer: Viewer, rate: SqlFragment = khrRateSql): SqlFragment {
  return sql`${totalSql(viewer)}::text as total, ${totalRielSql(viewer, rate)}::text as total_khr, ${deliveryColumnsSql(viewer, rate)}`;
}

/**
 * The riel of the lines `totalSql` counts, summed line by line (`lineRielSql`), so the total is the sum of the riel
 * the order lists. A supplier's: its part's open lines. The order's: its open lines; a cancelled order keeps what
 * was ordered, the lines cancelled with it (one transaction, so one `cancelled_at`: the latest). A subquery per
 * row, like a supplier's total, run only for the page's rows.
 */
function totalRielSql(viewer: Viewer, rate: SqlFragment): SqlFragment {
  if (viewer.kind !== 'supplier') return orderRielSql(rate);
  const line = lineRielSql(sql`d.unit_price`, sql`d.quantity`, rate);
  return sql`((select coalesce(sum(${line}) filter (where d.status = 'OPEN'), 0) from order_detail d where d.part_id = vp.id)
               + ${supplierFeesSql(partFeesRielSql(sql`vp`, rate))})`;
}

/**
 * The whole order's riel (`o`): see `totalRielSql`, plus the riel of the delivery fees its total counts. Also the
 * KHQR's, which takes the receipts' riel off it.
 */
export function orderRielSql(rate: SqlFragment = khrRateSql): SqlFragment {
  const line = lineRielSql(sql`d.unit_price`, sql`d.quantity`, rate);
  return sql`((select coalesce(sum(${line}), 0) from order_detail d where d.order_id = o.id
               and (d.status = 'OPEN' or (o.status = 'CANCELLED'
                    and d.cancelled_at = (select max(c.cancelled_at) from order_detail c where c.order_id = o.id))))
              + ${orderFeesRielSql(rate)})`;
}

/** The viewer's orders (with a supplier's part joined) under the status tab and the filter: `from ... where ...`. */
function listFromSql(viewer: Viewer, status: OrderStatusName | 'ALL', filter: SqlFragment): SqlFragment {
  const scope = orderScopeSql(viewer);
  return sql`from shop_order o
          join user_account u on u.id = o.user_id
          ${scope.join}
          where ${scope.where} ${status === 'ALL' ? emptySql : sql`and ${scope.status} = ${status}`} ${filter}`;
}

/** The staff and shopper order list's statement (exported for the benchmark's bare handler, which runs it as is). */
export function orderListSql(
  viewer: Viewer,
  status: OrderStatusName | 'ALL',
  page: PageRequest,
  filter: SqlFragment = emptySql,
  sort?: OrderSort,
): SqlFragment {
  return sql`select o.id, ${orderScopeSql(viewer).status} as status, ${totalColumnsSql(viewer)}, o.payment_method, o.shipping_option,
                 o.created_at, u.id as customer_id, u.name as customer_name, count(*) over () as full_count,
                 (select count(*)::int from order_detail d where d.order_id = o.id ${ownRowsSql(viewer, sql`d.supplier_id`)}) as line_count
          ${listFromSql(viewer, status, filter)}
          order by ${orderBySql(viewer, sort)}
          limit ${page.size} offset ${page.offset}`;
}

/** A sort the staff list offers: a column of ORDER_SORTS, with a leading "-" for descending. */
export type OrderSort = NonNullable<OrderListQuery['sort']>;

/**
 * The list's order. Newest first by default; ties always fall back to the newest, so paging is stable. A supplier's
 * total is its own part's (the same figure the list shows it), never the whole order's.
 */
function orderBySql(viewer: Viewer, sort: OrderSort | undefined): SqlFragment {
  const newest = sql`o.created_at desc, o.id desc`;
  if (!sort) return newest;
  const direction = sort.startsWith('-') ? sql`desc` : sql`asc`;
  const column = sort.replace(/^-/, '');
  if (column === 'total') return sql`${totalSql(viewer)} ${direction}, ${newest}`;
  if (column === 'customer') return sql`lower(u.name) ${direction}, ${newest}`;
  return sql`o.created_at ${direction}, o.id ${direction}`;
}

/** The ids of the viewer's orders under the tab and filter, newest first, at most `limit`, and how many there are. */
export function orderIdsSql(viewer: Viewer, status: OrderStatusName | 'ALL', filter: SqlFragment, limit: number) {
  return sql`select o.id, count(*) over () as full_count ${listFromSql(viewer, status, filter)}
             order by o.created_at desc, o.id desc limit ${limit}`;
}

/**
 * The status tabs' counts statement (exported for the benchmark's bare handler). With no filter (the desk as it
 * opens) it reads the dashboard's rollup, kept by triggers in the same transaction as every order write, from a few
 * hundred rows instead of a million orders (`pnpm bench`): the shop's row (supplier 0) counts every order once as it
 * is written, lines or not, so its sum is the count of shop_order rows, as the filtered count's; a supplier's counts
 * each of its parts once in the part's status, as the filtered count's join of its part (parts are never deleted).
 * With a filter, the orders themselves (and a supplier's parts), alone (every order has its customer).
 */
export function orderCountsSql(viewer: Viewer, filter: SqlFragment): SqlFragment {
  if (viewer.kind !== 'shopper' && filter.text.trim() === '') {
    return sql`select status, sum(orders)::int as n from sales_rollup where supplier_id = ${scopeSupplierId(viewer) ?? 0} group by status having sum(orders) > 0`;
  }
  const scope = orderScopeSql(viewer);
  return sql`select ${scope.status} as status, count(*)::int as n from shop_order o ${scope.join} where ${scope.where} ${filter} group by 1`;
}

export class OrderReader {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** A page of the viewer's orders, newest first; `filter` is `orderFilterSql`'s (search, supplier, dates, payment). */
  async list(
    viewer: Viewer,
    status: OrderStatusName | 'ALL',
    page: PageRequest,
    filter: SqlFragment = emptySql,
    sort?: OrderSort,
  ) {
    const rows = await queryRows<SummaryRow>(this.#orm, orderListSql(viewer, status, page, filter, sort));
    let total = rows[0] ? Number(rows[0].full_count) : 0;
    if (!rows[0] && page.offset > 0) {
      const counted = await queryRows<{ n: number }>(
        this.#orm,
        sql`select count(*)::int as n ${listFromSql(viewer, status, filter)}`,
      );
      total = counted[0]!.n;
    }
    return { data: rows.map(toSummary), pagination: pagination(page, total) };
  }

  /** Every matching order id (at most `limit`, newest first) and how many match: "select all that match". */
  async ids(viewer: Viewer, status: OrderStatusName | 'ALL', filter: SqlFragment, limit: number) {
    const rows = await queryRows<{ id: number; full_count: string }>(
      this.#orm,
      orderIdsSql(viewer, status, filter, limit),
    );
    return { ids: rows.map((row) => Number(row.id)), total: rows[0] ? Number(rows[0].full_count) : 0 };
  }

  /** How many of the viewer's orders, under `filter`, are in each status (and in all), for the list's tabs. */
  async counts(viewer: Viewer, filter: SqlFragment): Promise<OrderStatusCounts> {
    const rows = await queryRows<{ status: OrderStatusName; n: number }>(this.#orm, orderCountsSql(viewer, filter));
    const counts = Object.fromEntries(ADMIN_ORDER_STATUSES.map((status) => [status, 0])) as OrderStatusCounts;
    for (const row of rows) {
      counts[row.status] = row.n;
      counts.ALL += row.n;
    }
    return counts;
  }

  /** 404 unless the viewer may see the order (a supplier: one it has a part in). */
  async requireVisible(viewer: Viewer, id: number): Promise<void> {
    const [order] = await queryRows<{ id: number }>(
      this.#orm,
      sql`select o.id from shop_order o where o.id = ${id} and ${visibleOrderSql(viewer)}`,
    );
    if (!order) throw notFound(`Order ${id} not found`);
  }

  /** The users who have ordered, with how many orders and when they last ordered, most recent first (admins). */
  async orderingUsers(page: PageRequest): Promise<{ data: OrderingUserView[]; pagination: Pagination }> {
    const rows = await queryRows<{
      id: number;
      name: string;
      email: string | null;
      phone: string | null;
      type: string;
      order_count: number;
      last_order_at: Date;
      full_count: string;
    }>(
      this.#orm,
      sql`select u.id, u.name, u.email, u.phone, u.type, o.order_count, o.last_order_at, count(*) over () as full_count
          from (select user_id, count(*)::int as order_count, max(created_at) as last_order_at from shop_order group by user_id) o
          join user_account u on u.id = o.user_id
          order by o.last_order_at desc, u.id
          limit ${page.size} offset ${page.offset}`,
    );
    return {
      data: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        type: row.type,
        orderCount: row.order_count,
        lastOrderAt: new Date(row.last_order_at).toISOString(),
      })),
      pagination: pagination(page, rows[0] ? Number(rows[0].full_count) : 0),
    };
  }

  /** One order as the viewer may see it; 404 when it is not theirs (or has no line of the supplier's). */
  async detail(viewer: Viewer, id: number): Promise<OrderDetailView> {
    const [order] = await queryRows<
      SummaryRow & {
        dealer_pricing: boolean;
        user_location_id: number | null;
        location_id: number;
        location_name: string;
        location_name_kh: string;
        recipient_name: string | null;
        phone: string | null;
        address: string;
        note: string | null;
        reasons: string | null;
        refund_note: string | null;
        khr_rate: string;
      }
    >(
      this.#orm,
      // The rate is read once, in the join: total_khr is at khr_rate, the one the lines are converted at.
      sql`select o.id, ${orderScopeSql(viewer).status} as status, ${totalColumnsSql(viewer, sql`khr.rate`)}, khr.rate::text as khr_rate, o.payment_method, o.shipping_option,
                 o.created_at, u.id as customer_id, u.name as customer_name, 0 as full_count,
                 o.dealer_pricing, o.user_location_id, o.location_id, l.name as location_name, l.name_kh as location_name_kh, o.recipient_name, o.phone,
                 o.address, o.note, o.reasons, o.refund_note, 0 as line_count
          from shop_order o
          join user_account u on u.id = o.user_id
          join location l on l.id = o.location_id
          ${orderScopeSql(viewer).join}
          cross join (select ${khrRateSql} as rate) khr
          where o.id = ${id} and ${orderScopeSql(viewer).where}`,
    );
    if (!order) throw notFound(`Order ${id} not found`);
    const supplierId = scopeSupplierId(viewer);
    const lines = await this.lines(id, supplierId, {
      reviewerId: viewer.kind === 'shopper' ? viewer.userId : undefined,
      khrRate: order.khr_rate,
    });
    const parts = await this.parts(id, supplierId, order.khr_rate);
    // The order's timeline: every move (admins, the shopper); a supplier's is its part's.
    const history = supplierId === null ? await this.#history(id, null) : (parts[0]?.history ?? []);
    return {
      ...toSummary({ ...order, line_count: lines.length }),
      dealerPricing: order.dealer_pricing,
      address: {
        userLocationId: order.user_location_id,
        locationId: order.location_id,
        locationName: order.location_name,
        locationNameKh: order.location_name_kh,
        recipientName: order.recipient_name,
        phone: order.phone,
        address: order.address,
      },
      note: order.note,
      reasons: order.reasons,
      refundNote: order.refund_note,
      lines,
      history,
      parts,
    };
  }

  /**
   * The order's parts (or only one supplier's), by supplier, each with its open lines' total (riel at `khrRate`, the
   * rate the order's statement read) and its timeline: its own moves and the whole order's.
   */
  async parts(orderId: number, supplierId: number | null, khrRate: string): Promise<OrderPartView[]> {
    const rows = await queryRows<
      {
        id: number;
        supplier_id: number;
        name: string;
        name_kh: string | null;
        status: OrderStatusName;
        total: string;
        total_khr: string;
        line_count: number;
        updated_at: Date;
        fees: string;
        fees_khr: string;
      } & PartDeliveryColumns
    >(
      this.#orm,
      sql`select p.id, p.supplier_id, su.name, su.name_kh, p.status, p.updated_at, t.total::text as total,
                 t.total_khr::text as total_khr, t.line_count, ${partDeliveryColumnsSql(sql`p`, sql`${khrRate}::numeric`)},
                 (case when p.status = 'CANCELLED' then 0 else ${partFeesSql(sql`p`)} end)::numeric(14,2)::text as fees,
                 (case when p.status = 'CANCELLED' then 0 else ${partFeesRielSql(sql`p`, sql`${khrRate}::numeric`)} end)::text as fees_khr
          from order_part p
          join supplier su on su.id = p.supplier_id
          cross join lateral (select coalesce(sum(d.line_total) filter (where d.status = 'OPEN'), 0)::numeric(14,2) as total,
                                     coalesce(sum(${lineRielSql(sql`d.unit_price`, sql`d.quantity`, sql`${khrRate}::numeric`)}) filter (where d.status = 'OPEN'), 0) as total_khr,
                                     count(*)::int as line_count
                              from order_detail d where d.part_id = p.id) t
          where p.order_id = ${orderId} ${supplierId === null ? emptySql : sql`and p.supplier_id = ${supplierId}`}
          order by p.supplier_id`,
    );
    const pickups = await StoreService.pickups(
      this.#orm.em.fork(),
      rows.map((row) => row.supplier_id),
    );
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        supplier: { id: row.supplier_id, name: row.name, nameKh: row.name_kh },
        status: row.status,
        // A cancelled part counts neither its lines nor its fees, as the order's total.
        total: fromCents(toCents(row.total) + toCents(row.fees)),
        totalKhr: String(BigInt(row.total_khr) + BigInt(row.fees_khr)),
        goodsTotal: row.total,
        goodsTotalKhr: row.total_khr,
        delivery: toPartDelivery(row, pickups.get(row.supplier_id) ?? null),
        lineCount: row.line_count,
        updatedAt: new Date(row.updated_at).toISOString(),
        history: await this.#history(orderId, row.id),
      })),
    );
  }

  /** Status moves oldest first: the whole order's (`partId` null), or one part's timeline (its moves and the order's). */
  async #history(orderId: number, partId: number | null) {
    const rows = await queryRows<{
      from_status: OrderStatusName | null;
      to_status: OrderStatusName;
      note: string | null;
      note_code: SystemNoteCode | null;
      note_facts: SystemNoteFacts | null;
      created_at: Date;
      part_id: number | null;
      by_id: number | null;
      by_name: string | null;
    }>(
      this.#orm,
      sql`select h.from_status, h.to_status, h.note, h.note_code, h.note_facts, h.created_at, h.part_id, u.id as by_id, u.name as by_name
          from order_status_history h left join user_account u on u.id = h.changed_by_id
          where h.order_id = ${orderId} ${partId === null ? emptySql : sql`and (h.part_id is null or h.part_id = ${partId})`}
          order by h.created_at, h.id`,
    );
    return rows.map((h) => ({
      from: h.from_status,
      to: h.to_status,
      note: h.note,
      noteCode: h.note_code,
      noteFacts: h.note_facts,
      changedBy: h.by_id === null ? null : { id: h.by_id, name: h.by_name ?? '' },
      at: new Date(h.created_at).toISOString(),
      partId: h.part_id,
    }));
  }

  /**
   * An order's lines, or only one supplier's. With `reviewerId` (the shopper reading their own order) each line
   * also says whether they may review its stock and carries their review of it. `khrRate` (the currency column's
   * text): the rate a statement before this one read and converted a total at, so the lines' riel agree with it;
   * without it, the rate as this statement reads it.
   */
  async lines(
    orderId: number,
    supplierId: number | null,
    { reviewerId, khrRate }: { reviewerId?: number; khrRate?: string } = {},
  ): Promise<OrderLine[]> {
    const rate = khrRate === undefined ? khrRateSql : sql`${khrRate}::numeric`;
    const rows = await queryRows<LineRow>(
      this.#orm,
      sql`select d.id, d.stock_id, d.quantity, d.base_quantity, d.unit_price::text as unit_price, d.line_total::text as line_total,
                 ${toRielSql(sql`d.unit_price`, rate)} as unit_price_khr, ${lineRielSql(sql`d.unit_price`, sql`d.quantity`, rate)}::text as line_total_khr,
                 d.status, ${lineColumnsSql}
                 ${reviewerId === undefined ? emptySql : sql`, r.id as review_id, r.rating as review_rating, r.comment as review_comment, ${reviewableLineSql} as can_review`}
          from order_detail d
          join stock s on s.id = d.stock_id
          join item_unit iu on iu.id = d.item_unit_id
          ${lineJoinsSql}
          ${reviewerId === undefined ? emptySql : sql`join shop_order o on o.id = d.order_id left join review r on r.user_id = ${reviewerId} and r.stock_id = d.stock_id`}
          where d.order_id = ${orderId} ${supplierId === null ? emptySql : sql`and d.supplier_id = ${supplierId}`}
          order by d.id`,
    );
    return rows.map((row) => ({
      id: row.id,
      stockId: row.stock_id,
      item: toLineItem(row),
      unit: toLineUnit(row),
      // The supplier the line was bought from (copied on the line), which is the store's supplier.
      supplier: toLineSupplier(row),
      quantity: row.quantity,
      baseQuantity: row.base_quantity,
      unitPrice: row.unit_price,
      unitPriceKhr: row.unit_price_khr,
      lineTotal: row.line_total,
      lineTotalKhr: row.line_total_khr,
      status: row.status,
      ...(reviewerId === undefined
        ? {}
        : {
            review: row.review_id
              ? { id: row.review_id, rating: row.review_rating!, comment: row.review_comment ?? null }
              : null,
            canReview: row.can_review === true,
          }),
    }));
  }
}

function toSummary(row: SummaryRow): OrderSummary {
  return {
    id: row.id,
    status: row.status,
    total: row.total,
    totalKhr: row.total_khr,
    deliveryTotal: row.delivery_total,
    deliveryTotalKhr: row.delivery_total_khr,
    lineCount: row.line_count,
    paymentMethod: row.payment_method,
    shippingOption: row.shipping_option,
    customer: { id: row.customer_id, name: row.customer_name },
    createdAt: new Date(row.created_at).toISOString(),
  };
}
