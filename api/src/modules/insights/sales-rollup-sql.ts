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

/** The tables the rollups read what they count from; a trigger puts its transition tables in place of one. */
interface Relations {
  lines: string;
  parts: string;
  orders: string;
}
const TABLES: Relations = { lines: 'order_detail', parts: 'order_part', orders: 'shop_order' };
type Relation = keyof Relations;

/**
 * A kind of thing the rollups count. `from` reads them from `relations` with the part as `p` and the order as `o`;
 * `counts` says whether one counts (an open line, a part's fee while the part is not cancelled); `amounts` lists its
 * (amount, quantity) pairs for the rollups that count by amount (amount-rollup.entity.ts).
 */
interface Counted {
  from: (relations: Relations) => string;
  supplier: string;
  counts: string;
  amounts: string;
  /** Writes what `from` reads beside the new things of `written` (their rows' relation), before they are counted. */
  prepare?: (written: string) => string;
}

/** Order lines: a line is its unit price times its quantity (a line's riel is its unit's riel times the quantity). */
const LINES: Counted = {
  from: (r) => `${r.lines} l join ${r.parts} p on p.id = l.part_id join ${r.orders} o on o.id = l.order_id`,
  supplier: 'l.supplier_id',
  counts: `l.status = 'OPEN'`,
  amounts: '(l.unit_price, l.quantity)',
};

/** The part's first fitment of each line in `lines`, kept with the line (a line already kept is left as it is). */
const copyVehicles = (lines: string) => `
insert into sales_line_vehicle (detail_id, brand_id, model_id, year_id)
select l.id, f.brand_id, f.model_id, f.year_id
from ${lines} l
join stock st on st.id = l.stock_id
join part pa on pa.item_id = st.item_id
join lateral (select brand_id, model_id, year_id from part_fit where part_id = pa.id order by id limit 1) f on true
on conflict (detail_id) do nothing`;

/**
 * Order lines with their vehicle (sales_line_vehicle, as `v`; none: -1). New lines' vehicles are copied by both
 * sales_rollup's insert trigger and this rollup's, whichever fires first (the other finds them there), so neither
 * depends on the order PostgreSQL fires one event's triggers in.
 */
const VEHICLE_LINES: Counted = {
  ...LINES,
  from: (r) => `${LINES.from(r)} left join sales_line_vehicle v on v.detail_id = l.id`,
  prepare: copyVehicles,
};

/** A part's delivery fees: its shipping fee and its cash-on-delivery fee, each once. */
const FEES: Counted = {
  from: (r) => `${r.parts} p join ${r.orders} o on o.id = p.order_id`,
  supplier: 'p.supplier_id',
  counts: `p.status <> 'CANCELLED'`,
  amounts: '(p.delivery_fee, 1), (p.cod_fee, 1)',
};

/**
 * Whom a write moves: a line or fee counts for the shop (supplier 0) in the order's status and for its supplier in
 * its part's, so an order's move touches only the shop's count and a part's only its supplier's.
 */
type Scope = 'both' | 'shop' | 'supplier';

/** `measures` of the things of `counted` read from `relations` (the tables for the rest), in the scopes. */
const scopedDeltas = (counted: Counted, relations: Partial<Relations>, measures: string, scope: Scope = 'both') => {
  const scopes = [
    ...(scope === 'supplier' ? [] : ['(0, o.status)']),
    ...(scope === 'shop' ? [] : [`(${counted.supplier}, p.status)`]),
  ];
  return `
select ${day('o.created_at')} as day, s.supplier_id, s.status, ${measures}
from ${counted.from({ ...TABLES, ...relations })}
cross join lateral (values ${scopes.join(', ')}) s(supplier_id, status)
where ${counted.counts}`;
};

/** What makes a row of each relation count differently after an update. */
const CHANGED: Record<Relation, string> = {
  lines: 'b.status is distinct from n.status or b.quantity <> n.quantity or b.unit_price <> n.unit_price',
  parts: 'b.status is distinct from n.status or b.delivery_fee <> n.delivery_fee or b.cod_fee <> n.cod_fee',
  orders: 'b.status is distinct from n.status',
};

/**
 * The rows of `relation` an update statement changed (`CHANGED`), as they were (`before`) or as they are: the old
 * ones count out, the new ones in.
 */
const changed = (relation: Relation, before: boolean) => {
  const [from, to] = before ? ['old', 'new'] : ['new', 'old'];
  return `(select b.* from ${from}_${relation} b join ${to}_${relation} n on n.id = b.id where ${CHANGED[relation]})`;
};

/** An update's changes of `relation`: `deltas` of its changed rows as they were, out, and as they are, in. */
const movedDeltas = (relation: Relation, deltas: (rows: Partial<Relations>, sign: string) => string) =>
  `${deltas({ [relation]: changed(relation, true) }, '-1')} union all ${deltas({ [relation]: changed(relation, false) }, '1')}`;

/**
 * Open lines of `relations` times `sign` (sales_rollup): for the shop (supplier 0) in the order's status, for their
 * supplier in their part's.
 */
const lineDeltas = (relations: Partial<Relations>, sign: string, scope?: Scope) =>
  scopedDeltas(
    LINES,
    relations,
    `0 as orders, ${sign} as lines, ${sign} * l.base_quantity::bigint as units, ${sign} * l.line_total as sales, 0 as delivery`,
    scope,
  );

/**
 * The delivery fees (shipping and cash on delivery) of the parts of `relations` times `sign` (sales_rollup), while a
 * part is not cancelled (as its lines leave when it is): for its supplier in the part's status, for the shop in the
 * order's.
 */
const partFeeDeltas = (relations: Partial<Relations>, sign: string, scope?: Scope) =>
  scopedDeltas(
    FEES,
    relations,
    `0 as orders, 0 as lines, 0 as units, 0 as sales, ${sign} * (p.delivery_fee + p.cod_fee) as delivery`,
    scope,
  );

const stockDeltas = (lines: string, sign: string) => `
select l.stock_id, l.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id,
       coalesce(v.year_id, -1) as year_id, ${sign} as lines, ${sign} * l.base_quantity::bigint as units, ${sign} * l.line_total as sales
from ${lines} l
left join sales_line_vehicle v on v.detail_id = l.id
where l.status = 'OPEN'`;

/** An order counts once for each supplier with a part in it, in the part's status: the parts of `parts`, times `sign`. */
const partCounts = (parts: string, sign = '1') => `
select ${day('o.created_at')} as day, p.supplier_id, p.status, ${sign} as orders, 0 as lines, 0 as units, 0 as sales, 0 as delivery
from ${parts} p
join shop_order o on o.id = p.order_id`;

/**
 * Adds the rows of `deltas` (day, supplier_id, status, the `keys` columns, amount, quantity) to the amount rollup
 * `table`.
 */
const upsertAmounts = (table: string, keys: Keys, deltas: string) => {
  const columns = ['day', 'supplier_id', 'status', ...Object.keys(keys), 'amount'].join(', ');
  return `
insert into ${table} as r (${columns}, quantity)
select ${columns}, sum(quantity)
from (${deltas}) delta
group by ${columns}
having sum(quantity) <> 0
on conflict (${columns}) do update set quantity = r.quantity + excluded.quantity`;
};

/**
 * The things of `counted` read from `relations`, by amount (amounts of zero carry no riel) and the `keys` columns,
 * times `sign`.
 */
const amountDeltas = (counted: Counted, keys: Keys, relations: Partial<Relations>, sign: string, scope?: Scope) =>
  scopedDeltas(
    {
      ...counted,
      from: (r) => `${counted.from(r)} cross join lateral (values ${counted.amounts}) a(amount, quantity)`,
      counts: `${counted.counts} and a.amount <> 0`,
    },
    relations,
    [
      ...Object.entries(keys).map(([column, value]) => `${value} as ${column}`),
      `a.amount, ${sign} * a.quantity as quantity`,
    ].join(', '),
    scope,
  );

/** Key columns an amount rollup counts by besides day, supplier and status: column name -> its value in `from`. */
type Keys = Record<string, string>;

/**
 * A rollup that counts `counted` by amount (and by its `keys`, if any), kept by one trigger on the inserts of
 * `written` (the relation whose rows are the things) and one on the updates of each relation in `moves`. An update of
 * `written` moves both scopes; of the parts, a line's supplier's (its part's status); of the orders, the shop's (the
 * order's status).
 */
interface AmountRollup {
  table: string;
  counted: Counted;
  keys: Keys;
  written: Relation;
  moves: Relation[];
}

const AMOUNT_ROLLUPS: AmountRollup[] = [
  { table: 'line_amount_rollup', counted: LINES, keys: {}, written: 'lines', moves: ['lines', 'parts', 'orders'] },
  { table: 'delivery_fee_rollup', counted: FEES, keys: {}, written: 'parts', moves: ['parts', 'orders'] },
  // The top sellers' riel: each stock's lines by unit price (a line's stock never changes).
  {
    table: 'stock_amount_rollup',
    counted: LINES,
    keys: { stock_id: 'l.stock_id' },
    written: 'lines',
    moves: ['lines', 'parts', 'orders'],
  },
  // The vehicle figures' riel (a vehicle filter, `groups`): the lines by vehicle and unit price.
  {
    table: 'vehicle_amount_rollup',
    counted: VEHICLE_LINES,
    keys: {
      brand_id: 'coalesce(v.brand_id, -1)',
      model_id: 'coalesce(v.model_id, -1)',
      year_id: 'coalesce(v.year_id, -1)',
    },
    written: 'lines',
    moves: ['lines', 'parts', 'orders'],
  },
];

const MOVE_SCOPE: Record<Relation, Scope> = { lines: 'both', parts: 'supplier', orders: 'shop' };

interface TriggerFunction {
  /** The table the trigger is on. */
  on: string;
  trigger: TriggerDef;
  /** `create or replace function ...`. */
  fn: string;
}

function countedByAmount({ table, counted, keys, written, moves }: AmountRollup): TriggerFunction[] {
  const define = (relation: Relation, event: 'insert' | 'update', body: string, prepare?: string): TriggerFunction => {
    const name = `${table}_${relation}_${event === 'insert' ? 'added' : 'moved'}`;
    const fn = `${TABLES[relation]}_${table}_${event === 'insert' ? 'added' : 'moved'}_fn`;
    const transitions =
      event === 'insert' ? `new table as new_${relation}` : `old table as old_${relation} new table as new_${relation}`;
    return {
      on: TABLES[relation],
      trigger: {
        name,
        timing: 'after',
        events: [event],
        expression: `create trigger ${name} after ${event} on ${TABLES[relation]} referencing ${transitions} for each statement execute function ${fn}()`,
      },
      fn: `create or replace function ${fn}() returns trigger language plpgsql as $$ begin
${prepare ? `${prepare};\n` : ''}${upsertAmounts(table, keys, body)};
return null; end; $$`,
    };
  };
  return [
    define(
      written,
      'insert',
      amountDeltas(counted, keys, { [written]: `new_${written}` }, '1'),
      counted.prepare?.(`new_${written}`),
    ),
    ...moves.map((relation) =>
      define(
        relation,
        'update',
        movedDeltas(relation, (rows, sign) =>
          amountDeltas(counted, keys, rows, sign, relation === written ? 'both' : MOVE_SCOPE[relation]),
        ),
      ),
    ),
  ];
}

/** The amount rollups' triggers and their functions. */
export const amountRollupFunctions = AMOUNT_ROLLUPS.flatMap(countedByAmount);
const amountTriggersOn = (table: string) =>
  amountRollupFunctions.filter((made) => made.on === table).map((made) => made.trigger);

/** An order counts once for the shop (supplier 0) as it is written, whatever lines it has or gets: `orders` times `sign`. */
const shopOrderCounts = (orders: string, sign = '1') => `
select ${day('o.created_at')} as day, 0 as supplier_id, o.status, ${sign} as orders, 0 as lines, 0 as units, 0 as sales, 0 as delivery
from ${orders} o`;

export const linesAddedFunction = `create or replace function order_detail_sales_rollup_lines_added_fn() returns trigger language plpgsql as $$ begin
${copyVehicles('new_lines')};
${upsertRollup(lineDeltas({ lines: 'new_lines' }, '1'))};
${upsertVehicleRollup('new_lines', '1')};
${upsertStockSales(stockDeltas('new_lines', '1'))};
return null; end; $$`;

export const linesChangedFunction = `create or replace function order_detail_sales_rollup_lines_changed_fn() returns trigger language plpgsql as $$ begin
${upsertRollup(movedDeltas('lines', lineDeltas))};
${upsertVehicleRollup('old_lines', '-1')};
${upsertVehicleRollup('new_lines', '1')};
${upsertStockSales(`${stockDeltas('old_lines', '-1')} union all ${stockDeltas('new_lines', '1')}`)};
return null; end; $$`;

/** A placed order counts for the shop at once (its lines come in the next statement, or never). */
export const ordersPlacedFunction = `create or replace function shop_order_sales_rollup_orders_placed_fn() returns trigger language plpgsql as $$ begin
${upsertRollup(shopOrderCounts('new_orders'))};
return null; end; $$`;

/**
 * A status move of an order takes the shop's count of it, its open lines and its parts' fees from the old status to
 * the new one.
 */
export const ordersMovedFunction = `create or replace function shop_order_sales_rollup_orders_moved_fn() returns trigger language plpgsql as $$ begin
${upsertRollup(
  movedDeltas(
    'orders',
    (rows, sign) =>
      `${shopOrderCounts(rows.orders!, sign)} union all ${lineDeltas(rows, sign, 'shop')} union all ${partFeeDeltas(rows, sign, 'shop')}`,
  ),
)};
return null; end; $$`;

/** A new part counts its order once for its supplier, and its fees. */
export const partsAddedFunction = `create or replace function order_part_sales_rollup_parts_added_fn() returns trigger language plpgsql as $$ begin
${upsertRollup(`${partCounts('new_parts')} union all ${partFeeDeltas({ parts: 'new_parts' }, '1')}`)};
return null; end; $$`;

/**
 * A part's move takes its supplier's count of the order and the part's open lines from the old status to the new one;
 * its fees follow its status (a cancelled part's leave the shop's count too), or a change of them.
 */
export const partsMovedFunction = `create or replace function order_part_sales_rollup_parts_moved_fn() returns trigger language plpgsql as $$ begin
${upsertRollup(
  movedDeltas(
    'parts',
    (rows, sign) =>
      `${partCounts(rows.parts!, sign)} union all ${lineDeltas(rows, sign, 'supplier')} union all ${partFeeDeltas(rows, sign)}`,
  ),
)};
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
  ...amountTriggersOn('order_detail'),
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
  ...amountTriggersOn('shop_order'),
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
  ...amountTriggersOn('order_part'),
];

/** Fills the rollups from the orders already there (the migration; a repair after a load with triggers off). */
export const rebuildRollups = [
  'delete from sales_rollup',
  'delete from vehicle_sales_rollup',
  'delete from stock_sales',
  'delete from sales_line_vehicle',
  ...AMOUNT_ROLLUPS.map(({ table }) => `delete from ${table}`),
  copyVehicles('order_detail'),
  upsertRollup(
    `${lineDeltas({}, '1')} union all ${partCounts('order_part')} union all ${shopOrderCounts('shop_order')} union all ${partFeeDeltas({}, '1')}`,
  ),
  upsertVehicleRollup('order_detail', '1'),
  upsertStockSales(stockDeltas('order_detail', '1')),
  ...AMOUNT_ROLLUPS.map(({ table, counted, keys }) => upsertAmounts(table, keys, amountDeltas(counted, keys, {}, '1'))),
];
