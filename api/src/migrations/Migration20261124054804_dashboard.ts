import { Migration } from '@mikro-orm/migrations';

export class Migration20261124054804_dashboard extends Migration {
  override name = 'Migration20261124054804_dashboard';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sales_line_vehicle" ("detail_id" int not null, "brand_id" int not null, "model_id" int not null, "year_id" int not null, primary key ("detail_id"));`,
    );

    this.addSql(
      `create table "sales_rollup" ("id" bigserial primary key, "day" date not null, "supplier_id" int not null, "status" varchar(16) not null, "orders" int not null default 0, "lines" int not null default 0, "units" bigint not null default '0', "sales" numeric(16,2) not null default 0);`,
    );
    this.addSql(
      `alter table "sales_rollup" add constraint "sales_rollup_key" unique ("supplier_id", "day", "status");`,
    );

    this.addSql(
      `create table "stock_sales" ("stock_id" int not null, "supplier_id" int not null, "brand_id" int not null, "model_id" int not null, "year_id" int not null, "lines" int not null default 0, "units" bigint not null default '0', "sales" numeric(16,2) not null default 0, primary key ("stock_id"));`,
    );
    this.addSql(`create index "stock_sales_units_index" on "stock_sales" ("units" desc, "stock_id");`);
    this.addSql(
      `create index "stock_sales_supplier_units_index" on "stock_sales" ("supplier_id", "units" desc, "stock_id");`,
    );

    this.addSql(
      `create table "vehicle_sales_rollup" ("id" bigserial primary key, "level" smallint not null, "day" date not null, "supplier_id" int not null, "brand_id" int not null, "model_id" int not null, "year_id" int not null, "lines" int not null default 0, "units" bigint not null default '0', "sales" numeric(16,2) not null default 0);`,
    );
    this.addSql(
      `create index "vehicle_sales_rollup_year_index" on "vehicle_sales_rollup" ("supplier_id", "year_id", "day") where level = 4;`,
    );
    this.addSql(
      `alter table "vehicle_sales_rollup" add constraint "vehicle_sales_rollup_key" unique ("supplier_id", "level", "day", "brand_id", "model_id", "year_id");`,
    );

    this.addSql(
      `create table "visitor" ("id" serial primary key, "day" date not null, "visitor_key" varchar(64) not null, "landing_path" varchar(500) not null, "referrer_host" varchar(255) null, "locale" varchar(8) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "visitor_created_at_index" on "visitor" ("created_at");`);
    this.addSql(`alter table "visitor" add constraint "visitor_day_key" unique ("day", "visitor_key");`);

    this.addSql(`create table "visitor_salt" ("day" date not null, "salt" varchar(64) not null, primary key ("day"));`);

    // The dashboard rollups: trigger functions (statement triggers with transition tables; insights/sales-rollup-sql.ts).
    this.addSql(
      `create or replace function order_detail_sales_rollup_lines_added_fn() returns trigger language plpgsql as $$ begin insert into sales_line_vehicle (detail_id, brand_id, model_id, year_id) select l.id, f.brand_id, f.model_id, f.year_id from new_lines l join stock st on st.id = l.stock_id join part pa on pa.item_id = st.item_id join lateral (select brand_id, model_id, year_id from part_fit where part_id = pa.id order by id limit 1) f on true on conflict (detail_id) do nothing; insert into sales_rollup as r (day, supplier_id, status, orders, lines, units, sales) select day, supplier_id, status, sum(orders), sum(lines), sum(units), sum(sales) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, o.status, 0 as orders, 1 as lines, 1 * l.base_quantity::bigint as units, 1 * l.line_total as sales from new_lines l join shop_order o on o.id = l.order_id cross join lateral (values (0), (l.supplier_id)) s(supplier_id) where l.status = 'OPEN' union all select (o.created_at at time zone 'Asia/Phnom_Penh')::date, x.supplier_id, o.status, 1, 0, 0, 0 from (select order_id, supplier_id from new_lines union select order_id, 0 from new_lines) x join shop_order o on o.id = x.order_id where not exists (select 1 from order_detail d where d.order_id = x.order_id and (x.supplier_id = 0 or d.supplier_id = x.supplier_id) and d.id not in (select id from new_lines))) delta group by day, supplier_id, status having sum(orders) <> 0 or sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (supplier_id, day, status) do update set orders = r.orders + excluded.orders, lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; insert into vehicle_sales_rollup as r (level, day, supplier_id, brand_id, model_id, year_id, lines, units, sales) select case when grouping(model_id) = 0 and grouping(year_id) = 0 then 4 when grouping(model_id) = 0 then 2 when grouping(year_id) = 0 then 3 else 1 end, day, supplier_id, brand_id, coalesce(model_id, 0), coalesce(year_id, 0), sum(lines), sum(units), sum(sales) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id, coalesce(v.year_id, -1) as year_id, 1 as lines, 1 * l.base_quantity::bigint as units, 1 * l.line_total as sales from new_lines l join shop_order o on o.id = l.order_id left join sales_line_vehicle v on v.detail_id = l.id cross join lateral (values (0), (l.supplier_id)) s(supplier_id) where l.status = 'OPEN') delta group by grouping sets ((day, supplier_id, brand_id), (day, supplier_id, brand_id, model_id), (day, supplier_id, brand_id, year_id), (day, supplier_id, brand_id, model_id, year_id)) having sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (supplier_id, level, day, brand_id, model_id, year_id) do update set lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; insert into stock_sales as r (stock_id, supplier_id, brand_id, model_id, year_id, lines, units, sales) select stock_id, min(supplier_id), min(brand_id), min(model_id), min(year_id), sum(lines), sum(units), sum(sales) from ( select l.stock_id, l.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id, coalesce(v.year_id, -1) as year_id, 1 as lines, 1 * l.base_quantity::bigint as units, 1 * l.line_total as sales from new_lines l left join sales_line_vehicle v on v.detail_id = l.id where l.status = 'OPEN') delta group by stock_id having sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (stock_id) do update set lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; return null; end; $$;`,
    );
    this.addSql(
      `create or replace function order_detail_sales_rollup_lines_changed_fn() returns trigger language plpgsql as $$ begin insert into sales_rollup as r (day, supplier_id, status, orders, lines, units, sales) select day, supplier_id, status, sum(orders), sum(lines), sum(units), sum(sales) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, o.status, 0 as orders, -1 as lines, -1 * l.base_quantity::bigint as units, -1 * l.line_total as sales from old_lines l join shop_order o on o.id = l.order_id cross join lateral (values (0), (l.supplier_id)) s(supplier_id) where l.status = 'OPEN' union all select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, o.status, 0 as orders, 1 as lines, 1 * l.base_quantity::bigint as units, 1 * l.line_total as sales from new_lines l join shop_order o on o.id = l.order_id cross join lateral (values (0), (l.supplier_id)) s(supplier_id) where l.status = 'OPEN') delta group by day, supplier_id, status having sum(orders) <> 0 or sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (supplier_id, day, status) do update set orders = r.orders + excluded.orders, lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; insert into vehicle_sales_rollup as r (level, day, supplier_id, brand_id, model_id, year_id, lines, units, sales) select case when grouping(model_id) = 0 and grouping(year_id) = 0 then 4 when grouping(model_id) = 0 then 2 when grouping(year_id) = 0 then 3 else 1 end, day, supplier_id, brand_id, coalesce(model_id, 0), coalesce(year_id, 0), sum(lines), sum(units), sum(sales) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id, coalesce(v.year_id, -1) as year_id, -1 as lines, -1 * l.base_quantity::bigint as units, -1 * l.line_total as sales from old_lines l join shop_order o on o.id = l.order_id left join sales_line_vehicle v on v.detail_id = l.id cross join lateral (values (0), (l.supplier_id)) s(supplier_id) where l.status = 'OPEN') delta group by grouping sets ((day, supplier_id, brand_id), (day, supplier_id, brand_id, model_id), (day, supplier_id, brand_id, year_id), (day, supplier_id, brand_id, model_id, year_id)) having sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (supplier_id, level, day, brand_id, model_id, year_id) do update set lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; insert into vehicle_sales_rollup as r (level, day, supplier_id, brand_id, model_id, year_id, lines, units, sales) select case when grouping(model_id) = 0 and grouping(year_id) = 0 then 4 when grouping(model_id) = 0 then 2 when grouping(year_id) = 0 then 3 else 1 end, day, supplier_id, brand_id, coalesce(model_id, 0), coalesce(year_id, 0), sum(lines), sum(units), sum(sales) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id, coalesce(v.year_id, -1) as year_id, 1 as lines, 1 * l.base_quantity::bigint as units, 1 * l.line_total as sales from new_lines l join shop_order o on o.id = l.order_id left join sales_line_vehicle v on v.detail_id = l.id cross join lateral (values (0), (l.supplier_id)) s(supplier_id) where l.status = 'OPEN') delta group by grouping sets ((day, supplier_id, brand_id), (day, supplier_id, brand_id, model_id), (day, supplier_id, brand_id, year_id), (day, supplier_id, brand_id, model_id, year_id)) having sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (supplier_id, level, day, brand_id, model_id, year_id) do update set lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; insert into stock_sales as r (stock_id, supplier_id, brand_id, model_id, year_id, lines, units, sales) select stock_id, min(supplier_id), min(brand_id), min(model_id), min(year_id), sum(lines), sum(units), sum(sales) from ( select l.stock_id, l.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id, coalesce(v.year_id, -1) as year_id, -1 as lines, -1 * l.base_quantity::bigint as units, -1 * l.line_total as sales from old_lines l left join sales_line_vehicle v on v.detail_id = l.id where l.status = 'OPEN' union all select l.stock_id, l.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id, coalesce(v.year_id, -1) as year_id, 1 as lines, 1 * l.base_quantity::bigint as units, 1 * l.line_total as sales from new_lines l left join sales_line_vehicle v on v.detail_id = l.id where l.status = 'OPEN') delta group by stock_id having sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (stock_id) do update set lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; return null; end; $$;`,
    );
    this.addSql(
      `create or replace function shop_order_sales_rollup_orders_moved_fn() returns trigger language plpgsql as $$ begin insert into sales_rollup as r (day, supplier_id, status, orders, lines, units, sales) select day, supplier_id, status, sum(orders), sum(lines), sum(units), sum(sales) from ( with moved as ( select n.id, (n.created_at at time zone 'Asia/Phnom_Penh')::date as day, st.status, st.sign from new_orders n join old_orders b on b.id = n.id cross join lateral (values (b.status, -1), (n.status, 1)) st(status, sign) where b.status is distinct from n.status) select m.day, s.supplier_id, m.status, m.sign as orders, 0 as lines, 0 as units, 0 as sales from moved m cross join lateral (select 0 where exists (select 1 from order_detail where order_id = m.id) union select distinct supplier_id from order_detail where order_id = m.id) s(supplier_id) union all select m.day, s.supplier_id, m.status, 0, m.sign, m.sign * l.base_quantity::bigint, m.sign * l.line_total from moved m join order_detail l on l.order_id = m.id and l.status = 'OPEN' cross join lateral (values (0), (l.supplier_id)) s(supplier_id)) delta group by day, supplier_id, status having sum(orders) <> 0 or sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (supplier_id, day, status) do update set orders = r.orders + excluded.orders, lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales; return null; end; $$;`,
    );
    this.addSql(
      `create trigger sales_rollup_orders_moved after update on shop_order referencing old table as old_orders new table as new_orders for each statement execute function shop_order_sales_rollup_orders_moved_fn();`,
    );
    this.addSql(
      `create trigger sales_rollup_lines_added after insert on order_detail referencing new table as new_lines for each statement execute function order_detail_sales_rollup_lines_added_fn();`,
    );
    this.addSql(
      `create trigger sales_rollup_lines_changed after update on order_detail referencing old table as old_lines new table as new_lines for each statement execute function order_detail_sales_rollup_lines_changed_fn();`,
    );

    this.addSql(
      `create or replace function "sales_rollup_sales_changed_fn"() returns trigger as $$ begin perform pg_notify('sales_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "sales_changed" AFTER INSERT OR UPDATE OR DELETE on "sales_rollup" for each STATEMENT execute function "sales_rollup_sales_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "stock_sales_sales_changed_fn"() returns trigger as $$ begin perform pg_notify('sales_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "sales_changed" AFTER INSERT OR UPDATE OR DELETE on "stock_sales" for each STATEMENT execute function "stock_sales_sales_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "vehicle_sales_rollup_sales_changed_fn"() returns trigger as $$ begin perform pg_notify('sales_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "sales_changed" AFTER INSERT OR UPDATE OR DELETE on "vehicle_sales_rollup" for each STATEMENT execute function "vehicle_sales_rollup_sales_changed_fn"();`,
    );
    // The orders already placed.
    this.addSql(`delete from sales_rollup;`);
    this.addSql(`delete from vehicle_sales_rollup;`);
    this.addSql(`delete from stock_sales;`);
    this.addSql(`delete from sales_line_vehicle;`);
    this.addSql(
      `insert into sales_line_vehicle (detail_id, brand_id, model_id, year_id) select l.id, f.brand_id, f.model_id, f.year_id from order_detail l join stock st on st.id = l.stock_id join part pa on pa.item_id = st.item_id join lateral (select brand_id, model_id, year_id from part_fit where part_id = pa.id order by id limit 1) f on true on conflict (detail_id) do nothing;`,
    );
    this.addSql(
      `insert into sales_rollup as r (day, supplier_id, status, orders, lines, units, sales) select day, supplier_id, status, sum(orders), sum(lines), sum(units), sum(sales) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, o.status, 0 as orders, 1 as lines, 1 * l.base_quantity::bigint as units, 1 * l.line_total as sales from order_detail l join shop_order o on o.id = l.order_id cross join lateral (values (0), (l.supplier_id)) s(supplier_id) where l.status = 'OPEN' union all select (o.created_at at time zone 'Asia/Phnom_Penh')::date, x.supplier_id, o.status, 1, 0, 0, 0 from (select order_id, supplier_id from order_detail union select order_id, 0 from order_detail) x join shop_order o on o.id = x.order_id where not exists (select 1 from order_detail d where d.order_id = x.order_id and (x.supplier_id = 0 or d.supplier_id = x.supplier_id) and false)) delta group by day, supplier_id, status having sum(orders) <> 0 or sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (supplier_id, day, status) do update set orders = r.orders + excluded.orders, lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales;`,
    );
    this.addSql(
      `insert into vehicle_sales_rollup as r (level, day, supplier_id, brand_id, model_id, year_id, lines, units, sales) select case when grouping(model_id) = 0 and grouping(year_id) = 0 then 4 when grouping(model_id) = 0 then 2 when grouping(year_id) = 0 then 3 else 1 end, day, supplier_id, brand_id, coalesce(model_id, 0), coalesce(year_id, 0), sum(lines), sum(units), sum(sales) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id, coalesce(v.year_id, -1) as year_id, 1 as lines, 1 * l.base_quantity::bigint as units, 1 * l.line_total as sales from order_detail l join shop_order o on o.id = l.order_id left join sales_line_vehicle v on v.detail_id = l.id cross join lateral (values (0), (l.supplier_id)) s(supplier_id) where l.status = 'OPEN') delta group by grouping sets ((day, supplier_id, brand_id), (day, supplier_id, brand_id, model_id), (day, supplier_id, brand_id, year_id), (day, supplier_id, brand_id, model_id, year_id)) having sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (supplier_id, level, day, brand_id, model_id, year_id) do update set lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales;`,
    );
    this.addSql(
      `insert into stock_sales as r (stock_id, supplier_id, brand_id, model_id, year_id, lines, units, sales) select stock_id, min(supplier_id), min(brand_id), min(model_id), min(year_id), sum(lines), sum(units), sum(sales) from ( select l.stock_id, l.supplier_id, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id, coalesce(v.year_id, -1) as year_id, 1 as lines, 1 * l.base_quantity::bigint as units, 1 * l.line_total as sales from order_detail l left join sales_line_vehicle v on v.detail_id = l.id where l.status = 'OPEN') delta group by stock_id having sum(lines) <> 0 or sum(units) <> 0 or sum(sales) <> 0 on conflict (stock_id) do update set lines = r.lines + excluded.lines, units = r.units + excluded.units, sales = r.sales + excluded.sales;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sales_line_vehicle" cascade;`);
    this.addSql(`drop trigger if exists "sales_changed" on "sales_rollup";`);
    this.addSql(`drop function if exists "sales_rollup_sales_changed_fn"();`);
    this.addSql(`drop table if exists "sales_rollup" cascade;`);
    this.addSql(`drop trigger if exists "sales_changed" on "stock_sales";`);
    this.addSql(`drop function if exists "stock_sales_sales_changed_fn"();`);
    this.addSql(`drop table if exists "stock_sales" cascade;`);
    this.addSql(`drop trigger if exists "sales_changed" on "vehicle_sales_rollup";`);
    this.addSql(`drop function if exists "vehicle_sales_rollup_sales_changed_fn"();`);
    this.addSql(`drop table if exists "vehicle_sales_rollup" cascade;`);
    this.addSql(`drop table if exists "visitor" cascade;`);
    this.addSql(`drop table if exists "visitor_salt" cascade;`);

    this.addSql(`drop trigger if exists "sales_rollup_lines_added" on "order_detail";`);
    this.addSql(`drop function if exists "order_detail_sales_rollup_lines_added_fn"();`);
    this.addSql(`drop trigger if exists "sales_rollup_lines_changed" on "order_detail";`);
    this.addSql(`drop function if exists "order_detail_sales_rollup_lines_changed_fn"();`);

    this.addSql(`drop trigger if exists "sales_rollup_orders_moved" on "shop_order";`);
    this.addSql(`drop function if exists "shop_order_sales_rollup_orders_moved_fn"();`);
  }
}
