// The dashboard's rollups are kept by PostgreSQL itself: statement triggers on order_detail and shop_order add
// each write's difference to `sales_rollup` and `stock_sales` in the same transaction, whoever writes (the order
// service, the back-office, a bulk load), so the dashboard reads a few hundred rows instead of a million lines.
// Differences are summed per key before the upsert (one statement may touch many orders), and additions commute,
// so concurrent orders never lose each other's counts; a rollup row is locked only until its writer commits.
//
// What is counted (docs/backoffice-api.md, "Dashboard"): a line counts while OPEN (a cancelled line or order
// leaves sales and units); an order counts once for the shop and once for each supplier with a line in it, in
// its current status, on the day it was placed (Phnom Penh time). A line's vehicle is its part's first fitment
// (accessories have none), copied when the line is written so later catalogue edits do not move past sales.
// Orders are never deleted (spec section 8: 501), so deletes are not followed.
import type { TriggerDef } from '@mikro-orm/core';

export const SHOP_TIME_ZONE = 'Asia/Phnom_Penh';

const day = (column: string) => `(${column} at time zone '${SHOP_TIME_ZONE}')::date`;

/** Adds the rows of `deltas` (day, supplier_id, status, brand_id, model_id, year_id, orders, lines, units, sales) to the rollup. */
const upsertRollup = (deltas: string) => `
insert into sales_rollup as r (day, supplier_id, status, brand_id, model_id, year_id, orders, lines, units, sales)
select day, supplier_id, status, brand_id, model_id, year_id, sum(orders), sum(lines), sum(units), sum(sales)
from (${deltas}) delta
group by day, supplier_id, status, brand_id, model_id, year_id
having sum(orders) <> 0 or sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0
on conflict (supplier_id, day, status, brand_id, model_id, year_id) do update
set orders = r.orders + excluded.orders, lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales`;

/** Adds the rows of `deltas` (stock_id, supplier_id, brand_id, model_id, year_id, lines, units, sales) to stock_sales. */
const upsertStockSales = (deltas: string) => `
insert into stock_sales as r (stock_id, supplier_id, brand_id, model_id, year_id, lines, units, sales)
select stock_id, min(supplier_id), min(brand_id), min(model_id), min(year_id), sum(lines), sum(units), sum(sales)
from (${deltas}) delta
group by stock_id
having sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0
on conflict (stock_id) do update
set lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales`;

/** Open lines of `lines` (a relation of order_detail rows) times `sign`, for the shop (supplier 0) and their supplier. */
const lineDeltas = (lines: string, sign: string, status = 'o.status') => `
select ${day('o.created_at')} as day, s.supplier_id, ${status} as status,
       coalesce(v.brand_id, 0) as brand_id, coalesce(v.model_id, 0) as model_id, coalesce(v.year_id, 0) as year_id,
       0 as orders, ${sign} as lines, ${sign} * l.base_quantity::bigint as units, ${sign} * l.line_total as sales
from ${lines} l
join shop_order o on o.id = l.order_id
left join sales_line_vehicle v on v.detail_id = l.id
cross join lateral (values (0), (l.supplier_id)) s(supplier_id)
where l.status = 'OPEN'`;

const stockDeltas = (lines: string, sign: string) => `
select l.stock_id, l.supplier_id, coalesce(v.brand_id, 0) as brand_id, coalesce(v.model_id, 0) as model_id,
       coalesce(v.year_id, 0) as year_id, ${sign} as lines, ${sign} * l.base_quantity::bigint as units, ${sign} * l.line_total as sales
from ${lines} l
left join sales_line_vehicle v on v.detail_id = l.id
where l.status = 'OPEN'`;

/** The part's first fitment of each line in `lines`, kept with the line. */
const copyVehicles = (lines: string) => `
insert into sales_line_vehicle (detail_id, brand_id, model_id, year_id)
select l.id, f.brand_id, f.model_id, f.year_id
from ${lines} l
join stock st on st.id = l.stock_id
join part pa on pa.item_id = st.item_id
join lateral (select brand_id, model_id, year_id from part_fit where part_id = pa.id order by id limit 1) f on true
on conflict (detail_id) do nothing`;

export const linesAddedFunction = `create or replace function order_detail_sales_rollup_lines_added_fn() returns trigger language plpgsql as $$ begin
${copyVehicles('new_lines')};
${upsertRollup(`${lineDeltas('new_lines', '1')}
union all
select ${day('o.created_at')}, x.supplier_id, o.status, 0, 0, 0, 1, 0, 0, 0
from (select order_id, supplier_id from new_lines union select order_id, 0 from new_lines) x
join shop_order o on o.id = x.order_id
where not exists (select 1 from order_detail d where d.order_id = x.order_id and (x.supplier_id = 0 or d.supplier_id = x.supplier_id)
                  and d.id not in (select id from new_lines))`)};
${upsertStockSales(stockDeltas('new_lines', '1'))};
return null; end; $$`;

export const linesChangedFunction = `create or replace function order_detail_sales_rollup_lines_changed_fn() returns trigger language plpgsql as $$ begin
${upsertRollup(`${lineDeltas('old_lines', '-1')} union all ${lineDeltas('new_lines', '1')}`)};
${upsertStockSales(`${stockDeltas('old_lines', '-1')} union all ${stockDeltas('new_lines', '1')}`)};
return null; end; $$`;

export const ordersMovedFunction = `create or replace function shop_order_sales_rollup_orders_moved_fn() returns trigger language plpgsql as $$ begin
${upsertRollup(`
with moved as (
  select n.id, n.created_at, b.status as old_status, n.status as new_status
  from new_orders n join old_orders b on b.id = n.id
  where b.status is distinct from n.status),
signs as (select m.id, st.status, st.sign from moved m cross join lateral (values (m.old_status, -1), (m.new_status, 1)) st(status, sign))
select ${day('m.created_at')}, s.supplier_id, g.status, 0, 0, 0, g.sign, 0, 0, 0
from moved m join signs g on g.id = m.id
cross join lateral (select distinct 0 from order_detail where order_id = m.id union select distinct supplier_id from order_detail where order_id = m.id) s(supplier_id)
union all
select ${day('m.created_at')}, s.supplier_id, g.status, coalesce(v.brand_id, 0), coalesce(v.model_id, 0), coalesce(v.year_id, 0),
       0, g.sign, g.sign * l.base_quantity::bigint, g.sign * l.line_total
from moved m join signs g on g.id = m.id
join order_detail l on l.order_id = m.id and l.status = 'OPEN'
left join sales_line_vehicle v on v.detail_id = l.id
cross join lateral (values (0), (l.supplier_id)) s(supplier_id)`)};
return null; end; $$`;

/** The triggers, as the entities declare them (raw DDL: MikroORM's trigger options have no transition tables). */
export const orderDetailRollupTriggers: TriggerDef[] = [
  {
    name: 'sales_rollup_lines_added',
    timing: 'after',
    events: ['insert'],
    expression: `create trigger sales_rollup_lines_added after insert on order_detail referencing new table as new_lines for each statement execute function order_detail_sales_rollup_lines_added_fn()`,
  },
  {
    name: 'sales_rollup_lines_changed',
    timing: 'after',
    events: ['update'],
    expression: `create trigger sales_rollup_lines_changed after update on order_detail referencing old table as old_lines new table as new_lines for each statement execute function order_detail_sales_rollup_lines_changed_fn()`,
  },
];

export const orderRollupTriggers: TriggerDef[] = [
  {
    name: 'sales_rollup_orders_moved',
    timing: 'after',
    events: ['update'],
    expression: `create trigger sales_rollup_orders_moved after update on shop_order referencing old table as old_orders new table as new_orders for each statement execute function shop_order_sales_rollup_orders_moved_fn()`,
  },
];

/** Fills the rollups from the orders already there (the migration; a repair after a load with triggers off). */
export const rebuildRollups = [
  'delete from sales_rollup',
  'delete from stock_sales',
  'delete from sales_line_vehicle',
  copyVehicles('order_detail'),
  upsertRollup(`${lineDeltas('order_detail', '1')}
union all
select ${day('o.created_at')}, x.supplier_id, o.status, 0, 0, 0, 1, 0, 0, 0
from (select distinct order_id, supplier_id from order_detail union select distinct order_id, 0 from order_detail) x
join shop_order o on o.id = x.order_id`),
  upsertStockSales(stockDeltas('order_detail', '1')),
];
