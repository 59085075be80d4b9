// The dashboard's answers, read from the rollups the order triggers keep (sales-rollup-sql.ts), never from the
// order tables: each question reads a few hundred rows whatever the number of orders. `scope` is the supplier
// whose figures are asked (0: the whole shop).
import {
  ORDER_STATUSES,
  type DashboardCount,
  type DashboardQuery,
  type DashboardSales,
  type DashboardStatusRow,
  type SalesFigures,
  type TopStockQuery,
  type TopStockRow,
} from '@shop/contracts';
import { sumRiel } from '@shop/ui/riel.ts';
import type { Orm } from '../../db/orm.ts';
import { emptySql, queryRows, rawSql, sql, type SqlFragment } from '../../lib/sql.ts';
import { lineRielSql } from '../supply/offer-sql.ts';
import { dayBefore, dayRange, nextDay, periodBuckets, PERIOD_UNIT } from './dashboard-range.ts';

/**
 * Sales with the delivery fees (decisions.md, "Delivery"): `sales` is the lines' sum plus the fees, `delivery` the
 * fees alone, in USD as exact text. Their riel is the amount rollups' (`withRiel`), never the riel of these sums.
 */
const salesColumns = (goods: string, fees: string) =>
  rawSql(
    `(coalesce(${goods}, 0) + coalesce(${fees}, 0))::numeric(16,2)::text as sales, coalesce(${fees}, 0)::numeric(16,2)::text as delivery`,
  );

/**
 * The counted amounts (amount-rollup.entity.ts) of `scope` in `days`: the lines' unit prices (`fee` false) and the
 * parts' fees, with the day and status they count in.
 */
const amountRows = (scope: number, days: SqlFragment) =>
  sql`select false as fee, day, status, amount, quantity from line_amount_rollup where supplier_id = ${scope}${days}
      union all
      select true, day, status, amount, quantity from delivery_fee_rollup where supplier_id = ${scope}${days}`;

/**
 * Each amount's riel times how many there are, summed (decisions.md, "Riel figures add up"): the lines' riel
 * (`lines_khr`) and the fees' (`fees_khr`) of a group of `amountRows`.
 */
const amountRielColumns = sql`coalesce(sum(${lineRielSql(sql`amount`, sql`quantity`)}) filter (where not fee), 0)::text as lines_khr,
  coalesce(sum(${lineRielSql(sql`amount`, sql`quantity`)}) filter (where fee), 0)::text as fees_khr`;

interface Riel {
  lines_khr: string;
  fees_khr: string;
}

/**
 * Puts the riel (by the row's key) on rows: `delivery_khr` the fees', `sales_khr` the lines' plus the fees' (a riel
 * total is the sum of what it lists).
 */
function withRiel<Row extends FigureRow>(
  rows: Row[],
  key: (row: Row) => string | null,
  riel: Map<string | null, Riel>,
) {
  for (const row of rows) {
    const { lines_khr: lines = '0', fees_khr: fees = '0' } = riel.get(key(row)) ?? {};
    row.delivery_khr = fees;
    row.sales_khr = sumRiel([lines, fees]);
  }
  return rows;
}

interface FigureRow {
  orders: number | null;
  lines: number;
  units: string;
  sales: string;
  /** Put on by `withRiel`. */
  sales_khr?: string;
  delivery?: string;
  delivery_khr?: string;
}

/** `withOrders` false: a vehicle's figures, which count neither orders nor the parts' delivery fees. */
const figures = (row: FigureRow | undefined, withOrders: boolean): SalesFigures => ({
  orders: withOrders ? Number(row?.orders ?? 0) : null,
  lines: Number(row?.lines ?? 0),
  units: Number(row?.units ?? 0),
  sales: row?.sales ?? '0.00',
  salesKhr: row?.sales_khr ?? '0',
  deliveryFees: withOrders ? (row?.delivery ?? '0.00') : null,
  deliveryFeesKhr: withOrders ? (row?.delivery_khr ?? '0') : null,
});

/** Which level of vehicle_sales_rollup answers a question that needs these vehicle columns. */
function vehicleLevel(needModel: boolean, needYear: boolean): number {
  if (needModel && needYear) return 4;
  if (needModel) return 2;
  if (needYear) return 3;
  return 1;
}

const GROUP_NAMES: Record<NonNullable<DashboardQuery['group']>, SqlFragment> = {
  brand: rawSql(`coalesce((select name from brand where id = g.key), '')`),
  model: rawSql(`coalesce((select name from vehicle_model where id = g.key), '')`),
  year: rawSql(`coalesce((select value::text from year where id = g.key), '')`),
};
const GROUP_COLUMNS = { brand: 'brand_id', model: 'model_id', year: 'year_id' } as const;

export class DashboardService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async sales(scope: number, query: DashboardQuery): Promise<DashboardSales> {
    const type = query.type ?? 'w';
    const buckets = periodBuckets(type, query);
    const unit = PERIOD_UNIT[type];
    const byVehicle = query.brandId !== undefined || query.yearId !== undefined;
    // One statement answers the buckets and, as the grouping set (), the total.
    const rows = await this.#series(
      byVehicle ? this.#vehicleRows(scope, query, buckets) : this.#orderRows(scope, buckets),
      unit,
    );
    const periodOfDay = rawSql(`date_trunc('${unit}', day::timestamp)::date`);
    withRiel(
      rows,
      (row) => row.start,
      byVehicle
        ? await this.#vehicleRiel(scope, query, buckets, periodOfDay)
        : await this.#rielByPeriod(scope, buckets, unit),
    );
    const total = rows.find((row) => row.start === null);
    const byStart = new Map(rows.map((row) => [row.start, row]));
    const series = buckets.starts.map((start, index) => ({
      start,
      end: index + 1 < buckets.starts.length ? dayBefore(buckets.starts[index + 1]!) : buckets.to,
      ...figures(byStart.get(start), !byVehicle),
    }));
    const groups = query.group ? await this.#groups(scope, query, buckets, query.group) : [];
    // The total's riel is the sum of the periods' riel the chart lists (decisions.md, "Riel figures add up").
    const totals = {
      ...figures(total, !byVehicle),
      salesKhr: sumRiel(series.map((period) => period.salesKhr)),
      ...(byVehicle ? {} : { deliveryFeesKhr: sumRiel(series.map((period) => period.deliveryFeesKhr ?? '0')) }),
    };
    return { type, from: buckets.from, to: buckets.to, totals, series, groups };
  }

  /** Sales rows of placed orders (every status but CANCELLED) in the range. */
  #orderRows(scope: number, range: { from: string; to: string }): SqlFragment {
    return sql`select day, orders, lines, units, sales, delivery from sales_rollup
               where supplier_id = ${scope} and day >= ${range.from}::date and day <= ${range.to}::date and status <> 'CANCELLED'`;
  }

  /** The lines' and fees' riel of each period of the range and (key null) of the whole range, placed orders only. */
  async #rielByPeriod(scope: number, range: { from: string; to: string }, unit: string) {
    const rows = await queryRows<Riel & { start: string | null }>(
      this.#orm,
      sql`select date_trunc(${unit}, day::timestamp)::date::text as start, ${amountRielColumns}
          from (${amountRows(scope, sql` and day >= ${range.from}::date and day <= ${range.to}::date and status <> 'CANCELLED'`)}) a
          group by grouping sets ((1), ())`,
    );
    return new Map(rows.map((row) => [row.start, row]));
  }

  #vehicleFilter(query: DashboardQuery): SqlFragment {
    return sql`${query.brandId !== undefined ? sql` and brand_id = ${query.brandId}` : emptySql}${query.yearId !== undefined ? sql` and year_id = ${query.yearId}` : emptySql}`;
  }

  /**
   * The riel of the vehicle lines of `scope` in `range` that the query's vehicle filter keeps, each line's riel added
   * up (vehicle_amount_rollup, in every status as vehicle_sales_rollup counts them), by `key` (an expression of the
   * rollup's columns).
   */
  async #vehicleRiel(scope: number, query: DashboardQuery, range: { from: string; to: string }, key: SqlFragment) {
    const rows = await queryRows<{ key: string; lines_khr: string }>(
      this.#orm,
      sql`select ${key}::text as key, coalesce(sum(${lineRielSql(sql`amount`, sql`quantity`)}), 0)::text as lines_khr
          from vehicle_amount_rollup
          where supplier_id = ${scope} and day >= ${range.from}::date and day <= ${range.to}::date${this.#vehicleFilter(query)}
          group by 1`,
    );
    return new Map<string | null, Riel>(rows.map((row) => [row.key, { lines_khr: row.lines_khr, fees_khr: '0' }]));
  }

  #vehicleRows(
    scope: number,
    query: DashboardQuery,
    range: { from: string; to: string },
    group?: DashboardQuery['group'],
  ): SqlFragment {
    const level = vehicleLevel(group === 'model', group === 'year' || query.yearId !== undefined);
    return sql`select day, 0 as orders, lines, units, sales, 0 as delivery, brand_id, model_id, year_id from vehicle_sales_rollup
               where supplier_id = ${scope} and level = ${level} and day >= ${range.from}::date and day <= ${range.to}::date${this.#vehicleFilter(query)}`;
  }

  #series(rows: SqlFragment, unit: string) {
    return queryRows<FigureRow & { start: string | null }>(
      this.#orm,
      sql`select date_trunc(${unit}, day::timestamp)::date::text as start, sum(orders)::int as orders, sum(lines)::int as lines,
                 sum(units)::text as units, ${salesColumns('sum(sales)', 'sum(delivery)')}
          from (${rows}) r group by grouping sets ((1), ())`,
    );
  }

  async #groups(
    scope: number,
    query: DashboardQuery,
    range: { from: string; to: string },
    group: NonNullable<DashboardQuery['group']>,
  ) {
    const column = rawSql(GROUP_COLUMNS[group]);
    const rows = await queryRows<FigureRow & { id: number; name: string }>(
      this.#orm,
      sql`select greatest(g.key, 0) as id, case when g.key < 0 then '' else ${GROUP_NAMES[group]} end as name, g.lines, g.units, ${salesColumns('g.sales', '0')}
          from (select ${column} as key, sum(lines)::int as lines, sum(units)::text as units, sum(sales) as sales
                from (${this.#vehicleRows(scope, query, range, group)}) r group by 1 order by 4 desc, 1 limit 12) g
          order by g.sales desc, g.key`,
    );
    withRiel(
      rows,
      (row) => String(row.id),
      await this.#vehicleRiel(scope, query, range, rawSql(`greatest(${column.text}, 0)`)),
    );
    return rows.map((row) => ({ id: Number(row.id), name: row.name, ...figures(row, false) }));
  }

  /** Orders and their sales (lines and delivery fees) per status, every status listed (placed in the range; default: all time). */
  async status(scope: number, range: { from?: string; to?: string }): Promise<DashboardStatusRow[]> {
    const checked = range.from || range.to ? dayRange(range, 30) : undefined;
    const days = checked ? sql` and day >= ${checked.from}::date and day <= ${checked.to}::date` : emptySql;
    const riel = await queryRows<Riel & { status: string }>(
      this.#orm,
      sql`select status, ${amountRielColumns} from (${amountRows(scope, days)}) a group by status`,
    );
    const rows = withRiel(
      await queryRows<FigureRow & { status: string; orders: number; delivery: string }>(
        this.#orm,
        sql`select status, sum(orders)::int as orders, 0 as lines, 0 as units, ${salesColumns('sum(sales)', 'sum(delivery)')} from sales_rollup
            where supplier_id = ${scope}${days}
            group by status`,
      ),
      (row) => row.status,
      new Map(riel.map((row) => [row.status, row])),
    );
    const byStatus = new Map(rows.map((row) => [row.status, row]));
    return ORDER_STATUSES.map((status) => {
      const row = byStatus.get(status);
      return {
        status,
        orders: Number(row?.orders ?? 0),
        sales: row?.sales ?? '0.00',
        salesKhr: row?.sales_khr ?? '0',
        deliveryFees: row?.delivery ?? '0.00',
        deliveryFeesKhr: row?.delivery_khr ?? '0',
      };
    });
  }

  /**
   * The stocks that sold the most base units (open lines of every order so far); their riel is each line's riel added
   * up (stock_amount_rollup, in every status as stock_sales counts them).
   */
  async topStocks(scope: number, query: TopStockQuery): Promise<TopStockRow[]> {
    const rows = await queryRows<{
      stock_id: number;
      item_id: number;
      name: string;
      name_kh: string | null;
      part_number: string;
      supplier_id: number;
      supplier_name: string;
      lines: number;
      units: string;
      sales: string;
      sales_khr: string;
    }>(
      this.#orm,
      sql`select t.stock_id, st.item_id, coalesce(pa.name, ac.name) as name, coalesce(pa.name_kh, ac.name_kh) as name_kh,
                 coalesce(pa.part_number, ac.part_number) as part_number, t.supplier_id, su.name as supplier_name,
                 t.lines, t.units::text as units, t.sales::numeric(16,2)::text as sales,
                 (select coalesce(sum(${lineRielSql(sql`amount`, sql`quantity`)}), 0)::text from stock_amount_rollup
                  where supplier_id = ${scope} and stock_id = t.stock_id) as sales_khr
          from (select stock_id, supplier_id, lines, units, sales from stock_sales
                where units > 0${scope ? sql` and supplier_id = ${scope}` : emptySql}${this.#vehicleFilter(query)}
                order by units desc, stock_id limit ${query.size ?? 10}) t
          join stock st on st.id = t.stock_id
          join supplier su on su.id = t.supplier_id
          left join part pa on pa.item_id = st.item_id
          left join accessory ac on ac.item_id = st.item_id
          order by t.units desc, t.stock_id`,
    );
    return rows.map((row) => ({
      stockId: row.stock_id,
      itemId: row.item_id,
      name: row.name,
      nameKh: row.name_kh,
      partNumber: row.part_number,
      supplier: { id: row.supplier_id, name: row.supplier_name },
      lines: Number(row.lines),
      units: Number(row.units),
      sales: row.sales,
      salesKhr: row.sales_khr,
    }));
  }

  /**
   * Visitors: distinct visitors a day, per day and summed over the range (default: the last 30 days). One index
   * range read; `total` is the range's too (counting every visitor ever would read the whole table each time).
   */
  async visitors(range: { from?: string; to?: string }): Promise<DashboardCount> {
    const days = dayRange(range, 30);
    const counted = await queryRows<{ day: string; visitors: number }>(
      this.#orm,
      sql`select day::text as day, count(*)::int as visitors from visitor
          where day >= ${days.from}::date and day <= ${days.to}::date group by day`,
    );
    const byDay = new Map(counted.map((row) => [row.day, row.visitors]));
    const series: { day: string; visitors: number }[] = [];
    for (let day = days.from; day <= days.to; day = nextDay(day)) series.push({ day, visitors: byDay.get(day) ?? 0 });
    const inRange = series.reduce((sum, row) => sum + row.visitors, 0);
    return { total: inRange, inRange, from: days.from, to: days.to, series };
  }

  /** Active accounts of these types now, and those registered in the range (default: the last 30 days). */
  async accounts(
    types: string[],
    range: { from?: string; to?: string },
    waitingDealers = false,
  ): Promise<DashboardCount> {
    const days = dayRange(range, 30);
    const [row] = await queryRows<{ total: number; in_range: number; waiting: number }>(
      this.#orm,
      sql`select count(*)::int as total,
                 count(*) filter (where (created_at at time zone 'Asia/Phnom_Penh')::date between ${days.from}::date and ${days.to}::date)::int as in_range,
                 count(*) filter (where type = 'DEALER' and not dealer_approved)::int as waiting
          from user_account where type = any(${types}::text[]) and deleted_at is null`,
    );
    return {
      total: row!.total,
      inRange: row!.in_range,
      from: days.from,
      to: days.to,
      ...(waitingDealers ? { waiting: row!.waiting } : {}),
    };
  }
}
