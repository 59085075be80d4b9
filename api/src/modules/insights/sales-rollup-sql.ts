// The dashboard's rollups are kept by PostgreSQL itself: statement triggers on order_detail and shop_order add
// each write's difference to `sales_rollup` and `stock_sales` in the same transaction, whoever writes (the order
// service, the back-office, a bulk load), so the dashboard reads a few hundred rows instead of a million lines.
// Differences are summed per key before the upsert (one statement may touch many orders), and additions commute,
// so concurrent orders never lose each other's counts; a rollup row is locked only until its writer commits.
//
// What is counted (docs/backoffice-api.md, "Dashboard"): a line counts while OPEN (a cancelled line or order
// leaves sales and units); a part's delivery fees (shipping and cash on delivery) count in `delivery` while the part
// is not cancelled, for its supplier in the part's status and for the shop in the order's; an order counts once for the shop (supplier 0) from the moment it is written, lines or
// not (so the shop's count is the count of shop_order rows, which the staff desk's status tabs rely on), and once
// for each supplier with a part in it, in that part's status (a supplier's desk shows its part's status as the
// order's), on the day it was placed (Phnom Penh time). The shop's row counts lines in the order's (derived)
// status, a supplier's row in its part's. A line's vehicle is its part's first
// fitment (accessories have none: -1), copied when the line is written so later catalogue edits do not move past
// sales.
// Orders are never deleted (spec section 8: 501), so deletes are not followed.
import type { TriggerDef } from '@mikro-orm/core';

export const SHOP_TIME_ZONE = 'Asia/Phnom_Penh';

const day = (column: string) => `(${column} at time zone '${SHOP_TIME_ZONE}')::date`;

/** Adds the rows of `deltas` (day, supplier_id, status, orders, lines, units, sales, delivery) to sales_rollup. */
const upsertRollup = (deltas: string) => `
insert into sales_rollup as r (day, supplier_id, status, orders, lines, units, sales, delivery)
select day, supplier_id, status, sum(orders), sum(lines), sum(units), sum(sales), sum(delivery)
from (${deltas}) delta
group by day, supplier_id, status
having sum(orders) <> 0 or sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 or sum(delivery) <> 0
on conflict (supplier_id, day, status) do update
set orders = r.orders + excluded.orders, lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales,
    delivery = r.delivery + excluded.delivery`;

/**
 * Adds open lines of `lines` times `sign` to vehicle_sales_rollup, at its four levels (see VehicleSalesRollup):
 * each line has one vehicle, so every level sums exactly, and a question reads the smallest level that answers it.
 */
const upsertVehicleRollup = (lines: string, sign: string) => `
insert into vehicle_sales_rollup as r (level, day, supplier_id, brand_id, model_id, year_id, lines, units, sales)
select case when grouping(model_id) = 0 and grouping(year_id) = 0 then 4 when grouping(model_id) = 0 then 2 when grouping(year_id) = 0 then 3 else 1 end,
       day, supplier_id, brand_id, coalesce(model_id, 0), coalesce(year_id, 0), sum(lines), sum(units), sum(sales)
from (
  select ${day('o.created_at')} as day, s.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id,
         coalesce(v.year_id, -1) as year_id, ${sign} as lines, ${sign} * l.base_quantity::bigint as units, ${sign} * l.line_total as sales
  from ${lines} l
  join shop_order o on o.id = l.order_id
  left join sales_line_vehicle v on v.detail_id = l.id
  cross join lateral (values (0), (l.supplier_id)) s(supplier_id)
  where l.status = 'OPEN') delta
group by grouping sets ((day, supplier_id, brand_id), (day, supplier_id, brand_id, model_id), (day, supplier_id, brand_id, year_id),
                        (day, supplier_id, brand_id, model_id, year_id))
having sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0
on conflict (supplier_id, level, day, brand_id, model_id, year_id) do update
set lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales`;

/** Adds the rows of `deltas` (stock_id, supplier_id, brand_id, model_id, year_id, lines, units, sales) to stock_sales. */
const upsertStockSales = (deltas: string) => `
insert into stock_sales as r (stock_id, supplier_id, brand_id, model_id, year_id, lines, units, sales)
select stock_id, min(supplier_id), min(brand_id), min(model_id), min(year_id), sum(lines), sum(units), sum(sales)
from (${deltas}) delta
group by stock_id
having sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0
on conflict (stock_id) do update
set lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales`;

/**
 * Open lines of `lines` (a relation of order_detail rows) times `sign`: for the shop (supplier 0) in the order's
 * status, for their supplier in their part's.
 */
const lineDeltas = (lines: string, sign: string) => `
select ${day('o.created_at')} as day, s.supplier_id, s.status, 0 as orders, ${sign} as lines,
       ${sign} * l.base_quantity::bigint as units, ${sign} * l.line_total as sales, 0 as delivery
from ${lines} l
join shop_order o on o.id = l.order_id
join order_part p on p.id = l.part_id
cross join lateral (values (0, o.status), (l.supplier_id, p.status)) s(supplier_id, status)
where l.status = 'OPEN'`;

const stockDeltas = (lines: string, sign: string) => `
select l.stock_id, l.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id,
       coalesce(v.year_id, -1) as year_id, ${sign} as lines, ${sign} * l.base_quantity::bigint as units, ${sign} * l.line_total as sales
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

/** An order counts once for each supplier with a part in it, in the part's status: the parts of `parts`. */
const partCounts = (parts: string) => `
select ${day('o.created_at')} as day, p.supplier_id, p.status, 1 as orders, 0 as lines, 0 as units, 0 as sales, 0 as delivery
from ${parts} p
join shop_order o on o.id = p.order_id`;

/**
 * The delivery fees (shipping and cash on delivery) of the parts of `parts` times `sign`, while a part is not
 * cancelled (as its lines leave when it is): for its supplier in the part's status, for the shop in the order's.
 */
const partFeeDeltas = (parts: string, sign: string) => `
select ${day('o.created_at')} as day, s.supplier_id, s.status, 0 as orders, 0 as lines, 0 as units, 0 as sales,
       ${sign} * (p.delivery_fee + p.cod_fee) as delivery
from ${parts} p
join shop_order o on o.id = p.order_id
cross join lateral (values (0, o.status), (p.supplier_id, p.status)) s(supplier_id, status)
where p.status <> 'CANCELLED'`;

/** Adds the rows of `deltas` (day, supplier_id, status, fee, fees) to delivery_fee_rollup. */
const upsertFeeRollup = (deltas: string) => `
insert into delivery_fee_rollup as r (day, supplier_id, status, fee, fees)
select day, supplier_id, status, fee, sum(fees)
from (${deltas}) delta
group by day, supplier_id, status, fee
having sum(fees) <> 0
on conflict (supplier_id, day, status, fee) do update set fees = r.fees + excluded.fees`;

/**
 * partFeeDeltas' fees one by one, counted by amount (delivery_fee_rollup): each part's shipping fee and cash on
 * delivery fee that is not zero, times `sign`, in the same scopes.
 */
const partFeeCounts = (parts: string, sign: string) => `
select ${day('o.created_at')} as day, s.supplier_id, s.status, f.fee, ${sign} as fees
from ${parts} p
join shop_order o on o.id = p.order_id
cross join lateral (values (0, o.status), (p.supplier_id, p.status)) s(supplier_id, status)
cross join lateral (values (p.delivery_fee), (p.cod_fee)) f(fee)
where p.status <> 'CANCELLED' and f.fee <> 0`;

/** The parts of `parts` whose fees count differently after the update: a status or a fee changed. */
const feesChanged = (from: string, to: string) =>
  `(select b.* from ${from} b join ${to} n on n.id = b.id where b.status is distinct from n.status or b.delivery_fee <> n.delivery_fee or b.cod_fee <> n.cod_fee)`;

/** New parts count their fees. */
export const feesAddedFunction = `create or replace function order_part_delivery_fee_rollup_added_fn() returns trigger language plpgsql as $$ begin
${upsertFeeRollup(partFeeCounts('new_parts', '1'))};
return null; end; $$`;

/** A part's move or new fees: its fees as they were out, as they are in. */
export const feesMovedFunction = `create or replace function order_part_delivery_fee_rollup_moved_fn() returns trigger language plpgsql as $$ begin
${upsertFeeRollup(`${partFeeCounts(feesChanged('old_parts', 'new_parts'), '-1')} union all ${partFeeCounts(feesChanged('new_parts', 'old_parts'), '1')}`)};
return null; end; $$`;

/** An order's move takes the shop's count of its parts' fees from the old status to the new one. */
export const orderFeesMovedFunction = `create or replace function shop_order_delivery_fee_rollup_moved_fn() returns trigger language plpgsql as $$ begin
${upsertFeeRollup(`
with moved as (
  select n.id, ${day('n.created_at')} as day, st.status, st.sign
  from new_orders n join old_orders b on b.id = n.id
  cross join lateral (values (b.status, -1), (n.status, 1)) st(status, sign)
  where b.status is distinct from n.status)
select m.day, 0 as supplier_id, m.status, f.fee, m.sign as fees
from moved m
join order_part p on p.order_id = m.id and p.status <> 'CANCELLED'
cross join lateral (values (p.delivery_fee), (p.cod_fee)) f(fee)
where f.fee <> 0`)};
return null; end; $$`;

/** An order counts once for the shop (supplier 0) as it is written, whatever lines it has or gets. */
const shopOrderCounts = (orders: string) => `
select ${day('o.created_at')} as day, 0 as supplier_id, o.status, 1 as orders, 0 as lines, 0 as units, 0 as sales, 0 as delivery
from ${orders} o`;

export const linesAddedFunction = `create or replace function order_detail_sales_rollup_lines_added_fn() returns trigger language plpgsql as $$ begin
${copyVehicles('new_lines')};
${upsertRollup(lineDeltas('new_lines', '1'))};
${upsertVehicleRollup('new_lines', '1')};
${upsertStockSales(stockDeltas('new_lines', '1'))};
return null; end; $$`;

export const linesChangedFunction = `create or replace function order_detail_sales_rollup_lines_changed_fn() returns trigger language plpgsql as $$ begin
${upsertRollup(`${lineDeltas('old_lines', '-1')} union all ${lineDeltas('new_lines', '1')}`)};
${upsertVehicleRollup('old_lines', '-1')};
${upsertVehicleRollup('new_lines', '1')};
${upsertStockSales(`${stockDeltas('old_lines', '-1')} union all ${stockDeltas('new_lines', '1')}`)};
return null; end; $$`;

/** A placed order counts for the shop at once (its lines come in the next statement, or never). */
export const ordersPlacedFunction = `create or replace function shop_order_sales_rollup_orders_placed_fn() returns trigger language plpgsql as $$ begin
${upsertRollup(shopOrderCounts('new_orders'))};
return null; end; $$`;

/** A status move of an order takes the shop's count of it and its open lines from the old status to the new one. */
export const ordersMovedFunction = `create or replace function shop_order_sales_rollup_orders_moved_fn() returns trigger language plpgsql as $$ begin
${upsertRollup(`
with moved as (
  select n.id, ${day('n.created_at')} as day, st.status, st.sign
  from new_orders n join old_orders b on b.id = n.id
  cross join lateral (values (b.status, -1), (n.status, 1)) st(status, sign)
  where b.status is distinct from n.status)
select m.day, 0 as supplier_id, m.status, m.sign as orders, 0 as lines, 0 as units, 0 as sales, 0 as delivery
from moved m
union all
select m.day, 0, m.status, 0, m.sign, m.sign * l.base_quantity::bigint, m.sign * l.line_total, 0
from moved m
join order_detail l on l.order_id = m.id and l.status = 'OPEN'
union all
select m.day, 0, m.status, 0, 0, 0, 0, m.sign * (p.delivery_fee + p.cod_fee)
from moved m
join order_part p on p.order_id = m.id and p.status <> 'CANCELLED'`)};
return null; end; $$`;

/** A new part counts its order once for its supplier. */
export const partsAddedFunction = `create or replace function order_part_sales_rollup_parts_added_fn() returns trigger language plpgsql as $$ begin
${upsertRollup(`${partCounts('new_parts')} union all ${partFeeDeltas('new_parts', '1')}`)};
return null; end; $$`;

/**
 * A part's move takes its supplier's count of the order and the part's open lines from the old status to the new one;
 * its fees follow its status, or a change of them (the old ones out, the new ones in).
 */
export const partsMovedFunction = `create or replace function order_part_sales_rollup_parts_moved_fn() returns trigger language plpgsql as $$ begin
${upsertRollup(`
with moved as (
  select n.id, n.supplier_id, ${day('o.created_at')} as day, st.status, st.sign
  from new_parts n join old_parts b on b.id = n.id
  join shop_order o on o.id = n.order_id
  cross join lateral (values (b.status, -1), (n.status, 1)) st(status, sign)
  where b.status is distinct from n.status)
select m.day, m.supplier_id, m.status, m.sign as orders, 0 as lines, 0 as units, 0 as sales, 0 as delivery
from moved m
union all
select m.day, m.supplier_id, m.status, 0, m.sign, m.sign * l.base_quantity::bigint, m.sign * l.line_total, 0
from moved m
join order_detail l on l.part_id = m.id and l.status = 'OPEN'
union all
${partFeeDeltas('(select b.* from old_parts b join new_parts n on n.id = b.id where b.status is distinct from n.status or b.delivery_fee <> n.delivery_fee or b.cod_fee <> n.cod_fee)', '-1')}
union all
${partFeeDeltas('(select n.* from new_parts n join old_parts b on b.id = n.id where b.status is distinct from n.status or b.delivery_fee <> n.delivery_fee or b.cod_fee <> n.cod_fee)', '1')}`)};
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
    name: 'sales_rollup_orders_placed',
    timing: 'after',
    events: ['insert'],
    expression: `create trigger sales_rollup_orders_placed after insert on shop_order referencing new table as new_orders for each statement execute function shop_order_sales_rollup_orders_placed_fn()`,
  },
  {
    name: 'sales_rollup_orders_moved',
    timing: 'after',
    events: ['update'],
    expression: `create trigger sales_rollup_orders_moved after update on shop_order referencing old table as old_orders new table as new_orders for each statement execute function shop_order_sales_rollup_orders_moved_fn()`,
  },
  {
    name: 'delivery_fee_rollup_orders_moved',
    timing: 'after',
    events: ['update'],
    expression: `create trigger delivery_fee_rollup_orders_moved after update on shop_order referencing old table as old_orders new table as new_orders for each statement execute function shop_order_delivery_fee_rollup_moved_fn()`,
  },
];

export const orderPartRollupTriggers: TriggerDef[] = [
  {
    name: 'sales_rollup_parts_added',
    timing: 'after',
    events: ['insert'],
    expression: `create trigger sales_rollup_parts_added after insert on order_part referencing new table as new_parts for each statement execute function order_part_sales_rollup_parts_added_fn()`,
  },
  {
    name: 'sales_rollup_parts_moved',
    timing: 'after',
    events: ['update'],
    expression: `create trigger sales_rollup_parts_moved after update on order_part referencing old table as old_parts new table as new_parts for each statement execute function order_part_sales_rollup_parts_moved_fn()`,
  },
  {
    name: 'delivery_fee_rollup_parts_added',
    timing: 'after',
    events: ['insert'],
    expression: `create trigger delivery_fee_rollup_parts_added after insert on order_part referencing new table as new_parts for each statement execute function order_part_delivery_fee_rollup_added_fn()`,
  },
  {
    name: 'delivery_fee_rollup_parts_moved',
    timing: 'after',
    events: ['update'],
    expression: `create trigger delivery_fee_rollup_parts_moved after update on order_part referencing old table as old_parts new table as new_parts for each statement execute function order_part_delivery_fee_rollup_moved_fn()`,
  },
];

/** Fills the rollups from the orders already there (the migration; a repair after a load with triggers off). */
export const rebuildRollups = [
  'delete from sales_rollup',
  'delete from vehicle_sales_rollup',
  'delete from stock_sales',
  'delete from sales_line_vehicle',
  'delete from delivery_fee_rollup',
  copyVehicles('order_detail'),
  upsertRollup(
    `${lineDeltas('order_detail', '1')} union all ${partCounts('order_part')} union all ${shopOrderCounts('shop_order')} union all ${partFeeDeltas('order_part', '1')}`,
  ),
  upsertVehicleRollup('order_detail', '1'),
  upsertStockSales(stockDeltas('order_detail', '1')),
  upsertFeeRollup(partFeeCounts('order_part', '1')),
];
