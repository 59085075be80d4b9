import { Migration } from '@mikro-orm/migrations';

// Per-supplier fulfilment (decisions.md): each supplier's lines of an order are its part, with its own status,
// timeline and invoice; the order's status is derived from its parts (commerce/order-parts.ts). Existing orders get
// one part per supplier in the order's status, their lines and invoices point at it, and their history rows stay the
// whole order's. Audit entries gain the supplier they concern, so a supplier reads only its own part's entries.
export class Migration20261206110000_order_parts extends Migration {
  override name = 'Migration20261206110000_order_parts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "order_part" ("id" serial primary key, "order_id" int not null, "supplier_id" int not null, "status" text not null default 'PENDING', "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "order_part_supplier_id_status_index" on "order_part" ("supplier_id", "status");`);
    this.addSql(
      `alter table "order_part" add constraint "order_part_order_id_supplier_id_unique" unique ("order_id", "supplier_id");`,
    );
    this.addSql(
      `alter table "order_part" add constraint "order_part_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "order_part" add constraint "order_part_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id");`,
    );
    this.addSql(
      `alter table "order_part" add constraint "order_part_status_check" check ("status" in ('PENDING', 'ACCEPTED', 'PROCESSING', 'DELIVERED', 'PAID', 'CANCELLED'));`,
    );
    // Every order's lines grouped by supplier become its parts, in the order's status (before the rollup triggers exist:
    // the suppliers' rows already count each order once per supplier with a line in it, in the order's status).
    this.addSql(
      `insert into "order_part" ("order_id", "supplier_id", "status", "created_at", "updated_at") select o.id, d.supplier_id, o.status, o.created_at, o.updated_at from shop_order o join (select distinct order_id, supplier_id from order_detail) d on d.order_id = o.id order by o.id, d.supplier_id;`,
    );
    this.addSql(`alter table "order_detail" add "part_id" int null;`);
    // Pointing a line at its part changes no figure: the rollup trigger is kept out of it (and out of its cost).
    this.addSql(`alter table "order_detail" disable trigger "sales_rollup_lines_changed";`);
    this.addSql(
      `update "order_detail" d set "part_id" = p.id from "order_part" p where p.order_id = d.order_id and p.supplier_id = d.supplier_id;`,
    );
    this.addSql(`alter table "order_detail" enable trigger "sales_rollup_lines_changed";`);
    this.addSql(`alter table "order_detail" alter column "part_id" set not null;`);
    this.addSql(
      `alter table "order_detail" add constraint "order_detail_part_id_foreign" foreign key ("part_id") references "order_part" ("id") on delete cascade;`,
    );
    this.addSql(`create index "order_detail_part_id_index" on "order_detail" ("part_id");`);
    this.addSql(`alter table "invoice" add "part_id" int null;`);
    this.addSql(
      `update "invoice" i set "part_id" = p.id from "order_part" p where p.order_id = i.order_id and p.supplier_id = i.supplier_id;`,
    );
    this.addSql(`alter table "invoice" alter column "part_id" set not null;`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_part_id_foreign" foreign key ("part_id") references "order_part" ("id");`,
    );
    // Moves written before parts existed moved the whole order: part null, in every part's timeline.
    this.addSql(`alter table "order_status_history" add "part_id" int null;`);
    this.addSql(
      `alter table "order_status_history" add constraint "order_status_history_part_id_foreign" foreign key ("part_id") references "order_part" ("id") on delete cascade;`,
    );
    // A notification of one part's move names its supplier (facts, worded by the reader).
    this.addSql(
      `alter table "notification" add "supplier_name" varchar(200) null, add "supplier_name_kh" varchar(200) null;`,
    );
    // An order's entries written by a supplier's account (its moves, its notes) are that supplier's: another supplier of
    // the order no longer reads them. The trail is append-only; this one backfill of the new column lifts the guard.
    this.addSql(`alter table "audit_entry" add "supplier_id" int null;`);
    this.addSql(`alter table "audit_entry" disable trigger "audit_entry_append_only";`);
    this.addSql(
      `update "audit_entry" a set "supplier_id" = u.supplier_id from "user_account" u where a.entity = 'order' and u.id = a.actor_id and u.type = 'SUPPLIER' and u.supplier_id is not null;`,
    );
    this.addSql(`alter table "audit_entry" enable trigger "audit_entry_append_only";`);
    // The rollups: the suppliers' rows follow their parts' status (insights/sales-rollup-sql.ts). The counts already
    // there stay right: every part starts in its order's status.
    this.addSql(
      `create or replace function order_detail_sales_rollup_lines_added_fn() returns trigger language plpgsql as $$ begin insert into sales_line_vehicle (detail_id, brand_id, model_id, year_id) select l.id, f.brand_id, f.model_id, f.year_id from new_lines l join stock st on st.id = l.stock_id join part pa on pa.item_id = st.item_id join lateral (select brand_id, model_id, year_id from part_fit where part_id = pa.id order by id limit 1) f on true on conflict (detail_id) do nothing; insert into sales_rollup as r (day, supplier_id, status, orders, lines, units, sales) select day, supplier_id, status, sum(orders), sum(lines), sum(units), sum(sales) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, 0 as orders, 1 as lines, 1 * l.base_quantity::bigint as units, 1 * l.line_total as sales from new_lines l join shop_order o on o.id = l.order_id join order_part p on p.id = l.part_id cross join lateral (values (0, o.status), (l.supplier_id, p.status)) s(supplier_id, status) where l.status = 'OPEN') delta group by day, supplier_id, status having sum(orders) <> 0 or sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (supplier_id, day, status) do update set orders = r.orders + excluded.orders, lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; insert into vehicle_sales_rollup as r (level, day, supplier_id, brand_id, model_id, year_id, lines, units, sales) select case when grouping(model_id) = 0 and grouping(year_id) = 0 then 4 when grouping(model_id) = 0 then 2 when grouping(year_id) = 0 then 3 else 1 end, day, supplier_id, brand_id, coalesce(model_id, 0), coalesce(year_id, 0), sum(lines), sum(units), sum(sales) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id, coalesce(v.year_id, -1) as year_id, 1 as lines, 1 * l.base_quantity::bigint as units, 1 * l.line_total as sales from new_lines l join shop_order o on o.id = l.order_id left join sales_line_vehicle v on v.detail_id = l.id cross join lateral (values (0), (l.supplier_id)) s(supplier_id) where l.status = 'OPEN') delta group by grouping sets ((day, supplier_id, brand_id), (day, supplier_id, brand_id, model_id), (day, supplier_id, brand_id, year_id), (day, supplier_id, brand_id, model_id, year_id)) having sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (supplier_id, level, day, brand_id, model_id, year_id) do update set lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; insert into stock_sales as r (stock_id, supplier_id, brand_id, model_id, year_id, lines, units, sales) select stock_id, min(supplier_id), min(brand_id), min(model_id), min(year_id), sum(lines), sum(units), sum(sales) from ( select l.stock_id, l.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id, coalesce(v.year_id, -1) as year_id, 1 as lines, 1 * l.base_quantity::bigint as units, 1 * l.line_total as sales from new_lines l left join sales_line_vehicle v on v.detail_id = l.id where l.status = 'OPEN') delta group by stock_id having sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (stock_id) do update set lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; return null; end; $$;`,
    );
    this.addSql(
      `create or replace function order_detail_sales_rollup_lines_changed_fn() returns trigger language plpgsql as $$ begin insert into sales_rollup as r (day, supplier_id, status, orders, lines, units, sales) select day, supplier_id, status, sum(orders), sum(lines), sum(units), sum(sales) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, 0 as orders, -1 as lines, -1 * l.base_quantity::bigint as units, -1 * l.line_total as sales from old_lines l join shop_order o on o.id = l.order_id join order_part p on p.id = l.part_id cross join lateral (values (0, o.status), (l.supplier_id, p.status)) s(supplier_id, status) where l.status = 'OPEN' union all select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, 0 as orders, 1 as lines, 1 * l.base_quantity::bigint as units, 1 * l.line_total as sales from new_lines l join shop_order o on o.id = l.order_id join order_part p on p.id = l.part_id cross join lateral (values (0, o.status), (l.supplier_id, p.status)) s(supplier_id, status) where l.status = 'OPEN') delta group by day, supplier_id, status having sum(orders) <> 0 or sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (supplier_id, day, status) do update set orders = r.orders + excluded.orders, lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; insert into vehicle_sales_rollup as r (level, day, supplier_id, brand_id, model_id, year_id, lines, units, sales) select case when grouping(model_id) = 0 and grouping(year_id) = 0 then 4 when grouping(model_id) = 0 then 2 when grouping(year_id) = 0 then 3 else 1 end, day, supplier_id, brand_id, coalesce(model_id, 0), coalesce(year_id, 0), sum(lines), sum(units), sum(sales) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id, coalesce(v.year_id, -1) as year_id, -1 as lines, -1 * l.base_quantity::bigint as units, -1 * l.line_total as sales from old_lines l join shop_order o on o.id = l.order_id left join sales_line_vehicle v on v.detail_id = l.id cross join lateral (values (0), (l.supplier_id)) s(supplier_id) where l.status = 'OPEN') delta group by grouping sets ((day, supplier_id, brand_id), (day, supplier_id, brand_id, model_id), (day, supplier_id, brand_id, year_id), (day, supplier_id, brand_id, model_id, year_id)) having sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (supplier_id, level, day, brand_id, model_id, year_id) do update set lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; insert into vehicle_sales_rollup as r (level, day, supplier_id, brand_id, model_id, year_id, lines, units, sales) select case when grouping(model_id) = 0 and grouping(year_id) = 0 then 4 when grouping(model_id) = 0 then 2 when grouping(year_id) = 0 then 3 else 1 end, day, supplier_id, brand_id, coalesce(model_id, 0), coalesce(year_id, 0), sum(lines), sum(units), sum(sales) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id, coalesce(v.year_id, -1) as year_id, 1 as lines, 1 * l.base_quantity::bigint as units, 1 * l.line_total as sales from new_lines l join shop_order o on o.id = l.order_id left join sales_line_vehicle v on v.detail_id = l.id cross join lateral (values (0), (l.supplier_id)) s(supplier_id) where l.status = 'OPEN') delta group by grouping sets ((day, supplier_id, brand_id), (day, supplier_id, brand_id, model_id), (day, supplier_id, brand_id, year_id), (day, supplier_id, brand_id, model_id, year_id)) having sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (supplier_id, level, day, brand_id, model_id, year_id) do update set lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; insert into stock_sales as r (stock_id, supplier_id, brand_id, model_id, year_id, lines, units, sales) select stock_id, min(supplier_id), min(brand_id), min(model_id), min(year_id), sum(lines), sum(units), sum(sales) from ( select l.stock_id, l.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id, coalesce(v.year_id, -1) as year_id, -1 as lines, -1 * l.base_quantity::bigint as units, -1 * l.line_total as sales from old_lines l left join sales_line_vehicle v on v.detail_id = l.id where l.status = 'OPEN' union all select l.stock_id, l.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id, coalesce(v.year_id, -1) as year_id, 1 as lines, 1 * l.base_quantity::bigint as units, 1 * l.line_total as sales from new_lines l left join sales_line_vehicle v on v.detail_id = l.id where l.status = 'OPEN') delta group by stock_id having sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (stock_id) do update set lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; return null; end; $$;`,
    );
    this.addSql(
      `create or replace function shop_order_sales_rollup_orders_moved_fn() returns trigger language plpgsql as $$ begin insert into sales_rollup as r (day, supplier_id, status, orders, lines, units, sales) select day, supplier_id, status, sum(orders), sum(lines), sum(units), sum(sales) from ( with moved as ( select n.id, (n.created_at at time zone 'Asia/Phnom_Penh')::date as day, st.status, st.sign from new_orders n join old_orders b on b.id = n.id cross join lateral (values (b.status, -1), (n.status, 1)) st(status, sign) where b.status is distinct from n.status) select m.day, 0 as supplier_id, m.status, m.sign as orders, 0 as lines, 0 as units, 0 as sales from moved m union all select m.day, 0, m.status, 0, m.sign, m.sign * l.base_quantity::bigint, m.sign * l.line_total from moved m join order_detail l on l.order_id = m.id and l.status = 'OPEN') delta group by day, supplier_id, status having sum(orders) <> 0 or sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (supplier_id, day, status) do update set orders = r.orders + excluded.orders, lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; return null; end; $$;`,
    );
    this.addSql(
      `create or replace function order_part_sales_rollup_parts_added_fn() returns trigger language plpgsql as $$ begin insert into sales_rollup as r (day, supplier_id, status, orders, lines, units, sales) select day, supplier_id, status, sum(orders), sum(lines), sum(units), sum(sales) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, p.supplier_id, p.status, 1 as orders, 0 as lines, 0 as units, 0 as sales from new_parts p join shop_order o on o.id = p.order_id) delta group by day, supplier_id, status having sum(orders) <> 0 or sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (supplier_id, day, status) do update set orders = r.orders + excluded.orders, lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; return null; end; $$;`,
    );
    this.addSql(
      `create or replace function order_part_sales_rollup_parts_moved_fn() returns trigger language plpgsql as $$ begin insert into sales_rollup as r (day, supplier_id, status, orders, lines, units, sales) select day, supplier_id, status, sum(orders), sum(lines), sum(units), sum(sales) from ( with moved as ( select n.id, n.supplier_id, (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, st.status, st.sign from new_parts n join old_parts b on b.id = n.id join shop_order o on o.id = n.order_id cross join lateral (values (b.status, -1), (n.status, 1)) st(status, sign) where b.status is distinct from n.status) select m.day, m.supplier_id, m.status, m.sign as orders, 0 as lines, 0 as units, 0 as sales from moved m union all select m.day, m.supplier_id, m.status, 0, m.sign, m.sign * l.base_quantity::bigint, m.sign * l.line_total from moved m join order_detail l on l.part_id = m.id and l.status = 'OPEN') delta group by day, supplier_id, status having sum(orders) <> 0 or sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (supplier_id, day, status) do update set orders = r.orders + excluded.orders, lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; return null; end; $$;`,
    );
    this.addSql(
      `create trigger sales_rollup_parts_added after insert on order_part referencing new table as new_parts for each statement execute function order_part_sales_rollup_parts_added_fn();`,
    );
    this.addSql(
      `create trigger sales_rollup_parts_moved after update on order_part referencing old table as old_parts new table as new_parts for each statement execute function order_part_sales_rollup_parts_moved_fn();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "sales_rollup_parts_added" on "order_part";`);
    this.addSql(`drop function if exists "order_part_sales_rollup_parts_added_fn"();`);
    this.addSql(`drop trigger if exists "sales_rollup_parts_moved" on "order_part";`);
    this.addSql(`drop function if exists "order_part_sales_rollup_parts_moved_fn"();`);
    this.addSql(`alter table "order_status_history" drop column "part_id";`);
    this.addSql(`alter table "invoice" drop column "part_id";`);
    this.addSql(`alter table "order_detail" drop column "part_id";`);
    this.addSql(`alter table "audit_entry" drop column "supplier_id";`);
    this.addSql(`alter table "notification" drop column "supplier_name", drop column "supplier_name_kh";`);
    this.addSql(`drop table if exists "order_part" cascade;`);
  }
}
