// Invoices as the shopper reads them: those of their own orders, ACCEPTED unless asked otherwise.
// Riel at one rate per answer: the invoices' statement reads the KHR rate once, converts their totals with it and
// hands it to the statements of their lines, so an admin's new rate landing in between cannot make a total's riel
// disagree with its lines'.
import type { InvoiceView } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { notFound } from '../../lib/http-error.ts';
import { pagination, type PageRequest } from '../../lib/paging.ts';
import { emptySql, queryRows, sql } from '../../lib/sql.ts';
import { khrRateSql, lineRielSql } from '../supply/offer-sql.ts';
import {
  partDeliveryColumnsSql,
  partFeesRielSql,
  partFeesSql,
  toPartDelivery,
  type PartDeliveryColumns,
} from './delivery-sql.ts';

/**
 * An invoice's riel: the sum of the riel of the lines it bills (`lineRielSql`, at the row's `khr.rate`), the part's
 * open lines; a cancelled invoice's, the lines cancelled with it (same transaction, same `cancelled_at`).
 */
const invoiceRielSql = sql`(select coalesce(sum(${lineRielSql(sql`d.unit_price`, sql`d.quantity`, sql`khr.rate`)}), 0)
    from order_detail d where d.part_id = v.part_id
      and (d.status = 'OPEN' or (v.status = 'CANCELLED' and d.cancelled_at = v.cancelled_at)))`;
import type { OrderReader } from './order-read.ts';

interface InvoiceRow extends PartDeliveryColumns {
  id: number;
  order_id: number;
  status: InvoiceView['status'];
  total: string;
  total_khr: string;
  goods_total: string;
  goods_total_khr: string;
  /** The rate total_khr was converted at, for the lines. */
  khr_rate: string;
  created_at: Date;
  supplier_id: number;
  supplier_name: string;
  supplier_name_kh: string | null;
  store_id: number | null;
  store_name: string;
  store_name_kh: string | null;
  store_phone: string | null;
  store_address: string | null;
  customer_id: number;
  customer_name: string;
  user_location_id: number | null;
  location_id: number;
  location_name: string;
  location_name_kh: string;
  recipient_name: string | null;
  phone: string | null;
  address: string;
  payment_method: InvoiceView['paymentMethod'];
  /** The status of the invoice's part: the order as the invoice's supplier fulfils it. */
  order_status: InvoiceView['orderStatus'];
  dealer_pricing: boolean;
  full_count: string;
}

export class InvoiceService {
  readonly #orm: Orm;
  readonly #orders: OrderReader;

  constructor(orm: Orm, orders: OrderReader) {
    this.#orm = orm;
    this.#orders = orders;
  }

  async listForShopper(userId: number, status: 'ALL' | InvoiceView['status'], page: PageRequest) {
    const rows = await this.#rows(
      sql`o.user_id = ${userId} ${status === 'ALL' ? emptySql : sql`and v.status = ${status}`}`,
      page,
    );
    const data = await Promise.all(rows.map((row) => this.#view(row)));
    return { data, pagination: pagination(page, rows[0] ? Number(rows[0].full_count) : 0) };
  }

  /**
   * Back-office lists: every invoice (admin), one supplier's (the supplier itself, or an admin), or one order's;
   * `id` narrows any of them to one invoice (the staff print view), so a supplier never reaches another's.
   */
  async list(
    scope: { supplierId?: number; orderId?: number; id?: number },
    status: 'ALL' | InvoiceView['status'],
    page: PageRequest,
  ) {
    const where = sql`true ${scope.supplierId === undefined ? emptySql : sql`and v.supplier_id = ${scope.supplierId}`}
      ${scope.orderId === undefined ? emptySql : sql`and v.order_id = ${scope.orderId}`}
      ${scope.id === undefined ? emptySql : sql`and v.id = ${scope.id}`}
      ${status === 'ALL' ? emptySql : sql`and v.status = ${status}`}`;
    const rows = await this.#rows(where, page);
    const data = await Promise.all(rows.map((row) => this.#view(row)));
    return { data, pagination: pagination(page, rows[0] ? Number(rows[0].full_count) : 0) };
  }

  async oneForShopper(userId: number, id: number): Promise<InvoiceView> {
    const [row] = await this.#rows(sql`o.user_id = ${userId} and v.id = ${id}`, { page: 0, size: 1, offset: 0 });
    if (!row) throw notFound(`Invoice ${id} not found`);
    return this.#view(row);
  }

  #rows(where: ReturnType<typeof sql>, page: PageRequest) {
    return queryRows<InvoiceRow>(
      this.#orm,
      // The rate is read once, in the join: every row's total_khr is at its khr_rate, the one its lines are converted at.
      // The invoice's total is its lines' and its part's delivery fees (set when the part was accepted).
      sql`select v.id, v.order_id, v.status, v.total::text as total, (${invoiceRielSql} + ${partFeesRielSql(sql`p`, sql`khr.rate`)})::text as total_khr,
                 (v.total - ${partFeesSql(sql`p`)})::text as goods_total, ${invoiceRielSql}::text as goods_total_khr,
                 ${partDeliveryColumnsSql(sql`p`, sql`khr.rate`)},
                 khr.rate::text as khr_rate, v.created_at, su.id as supplier_id, su.name as supplier_name,
                 su.name_kh as supplier_name_kh, count(*) over () as full_count,
                 -- A supplier runs one store; one without a store row yet bills under the supplier's own name and contact.
                 st.id as store_id, coalesce(st.name, su.name) as store_name, coalesce(st.name_kh, su.name_kh) as store_name_kh,
                 coalesce(st.phone, su.phone) as store_phone, coalesce(st.address, su.address) as store_address,
                 u.id as customer_id, u.name as customer_name, o.user_location_id, o.location_id, l.name as location_name, l.name_kh as location_name_kh,
                 o.recipient_name, o.phone, o.address, o.payment_method, p.status as order_status, o.dealer_pricing
          from invoice v join shop_order o on o.id = v.order_id join order_part p on p.id = v.part_id join supplier su on su.id = v.supplier_id
          left join store st on st.supplier_id = su.id
          join user_account u on u.id = o.user_id
          join location l on l.id = o.location_id
          cross join (select ${khrRateSql} as rate) khr
          where ${where}
          order by v.created_at desc, v.id desc
          limit ${page.size} offset ${page.offset}`,
    );
  }

  async #view(row: InvoiceRow): Promise<InvoiceView> {
    return {
      id: row.id,
      orderId: row.order_id,
      status: row.status,
      supplier: { id: row.supplier_id, name: row.supplier_name, nameKh: row.supplier_name_kh },
      store: {
        id: row.store_id,
        name: row.store_name,
        nameKh: row.store_name_kh,
        phone: row.store_phone,
        address: row.store_address,
      },
      customer: { id: row.customer_id, name: row.customer_name },
      address: {
        userLocationId: row.user_location_id,
        locationId: row.location_id,
        locationName: row.location_name,
        locationNameKh: row.location_name_kh,
        recipientName: row.recipient_name,
        phone: row.phone,
        address: row.address,
      },
      paymentMethod: row.payment_method,
      orderStatus: row.order_status,
      dealerPricing: row.dealer_pricing,
      total: row.total,
      totalKhr: row.total_khr,
      goodsTotal: row.goods_total,
      goodsTotalKhr: row.goods_total_khr,
      delivery: toPartDelivery(
        row,
        row.store_id === null
          ? null
          : {
              storeId: row.store_id,
              name: row.store_name,
              nameKh: row.store_name_kh,
              phone: row.store_phone,
              address: row.store_address,
            },
      ),
      createdAt: new Date(row.created_at).toISOString(),
      lines: await this.#orders.lines(row.order_id, row.supplier_id, { khrRate: row.khr_rate }),
    };
  }
}
