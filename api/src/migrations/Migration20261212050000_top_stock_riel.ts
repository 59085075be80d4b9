import { Migration } from '@mikro-orm/migrations';

// The top sellers' riel is the sum of each line's riel (decisions.md, "Riel figures add up"), not the riel of the
// stock's USD sum: stock_amount_rollup counts the open lines' units by stock and unit price, per day, supplier and
// status, kept by triggers the amount rollups' builder makes with one more key (insights/sales-rollup-sql.ts,
// `countedByAmount`, whose functions these are as of this migration). The lines already there count once.
export class Migration20261212050000_top_stock_riel extends Migration {
  override name = 'Migration20261212050000_top_stock_riel';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "stock_amount_rollup" ("id" bigserial primary key, "day" date not null, "supplier_id" int not null, "status" varchar(16) not null, "stock_id" int not null, "amount" numeric(14,2) not null, "quantity" int not null default 0);`,
    );
    this.addSql(
      `alter table "stock_amount_rollup" add constraint "stock_amount_rollup_key" unique ("supplier_id", "stock_id", "day", "status", "amount");`,
    );
    this.addSql(
      `create or replace function order_detail_stock_amount_rollup_added_fn() returns trigger language plpgsql as $$ begin insert into stock_amount_rollup as r (day, supplier_id, status, stock_id, amount, quantity) select day, supplier_id, status, stock_id, amount, sum(quantity) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, l.stock_id as stock_id, a.amount, 1 * a.quantity as quantity from new_lines l join order_part p on p.id = l.part_id join shop_order o on o.id = l.order_id cross join lateral (values (l.unit_price, l.quantity)) a(amount, quantity) cross join lateral (values (0, o.status), (l.supplier_id, p.status)) s(supplier_id, status) where l.status = 'OPEN' and a.amount <> 0) delta group by day, supplier_id, status, stock_id, amount having sum(quantity) <> 0 on conflict (day, supplier_id, status, stock_id, amount) do update set quantity = r.quantity + excluded.quantity; return null; end; $$;`,
    );
    this.addSql(
      `create or replace function order_detail_stock_amount_rollup_moved_fn() returns trigger language plpgsql as $$ begin insert into stock_amount_rollup as r (day, supplier_id, status, stock_id, amount, quantity) select day, supplier_id, status, stock_id, amount, sum(quantity) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, l.stock_id as stock_id, a.amount, -1 * a.quantity as quantity from (select b.* from old_lines b join new_lines n on n.id = b.id where b.status is distinct from n.status or b.quantity <> n.quantity or b.unit_price <> n.unit_price) l join order_part p on p.id = l.part_id join shop_order o on o.id = l.order_id cross join lateral (values (l.unit_price, l.quantity)) a(amount, quantity) cross join lateral (values (0, o.status), (l.supplier_id, p.status)) s(supplier_id, status) where l.status = 'OPEN' and a.amount <> 0 union all select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, l.stock_id as stock_id, a.amount, 1 * a.quantity as quantity from (select b.* from new_lines b join old_lines n on n.id = b.id where b.status is distinct from n.status or b.quantity <> n.quantity or b.unit_price <> n.unit_price) l join order_part p on p.id = l.part_id join shop_order o on o.id = l.order_id cross join lateral (values (l.unit_price, l.quantity)) a(amount, quantity) cross join lateral (values (0, o.status), (l.supplier_id, p.status)) s(supplier_id, status) where l.status = 'OPEN' and a.amount <> 0) delta group by day, supplier_id, status, stock_id, amount having sum(quantity) <> 0 on conflict (day, supplier_id, status, stock_id, amount) do update set quantity = r.quantity + excluded.quantity; return null; end; $$;`,
    );
    this.addSql(
      `create or replace function order_part_stock_amount_rollup_moved_fn() returns trigger language plpgsql as $$ begin insert into stock_amount_rollup as r (day, supplier_id, status, stock_id, amount, quantity) select day, supplier_id, status, stock_id, amount, sum(quantity) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, l.stock_id as stock_id, a.amount, -1 * a.quantity as quantity from order_detail l join (select b.* from old_parts b join new_parts n on n.id = b.id where b.status is distinct from n.status or b.delivery_fee <> n.delivery_fee or b.cod_fee <> n.cod_fee) p on p.id = l.part_id join shop_order o on o.id = l.order_id cross join lateral (values (l.unit_price, l.quantity)) a(amount, quantity) cross join lateral (values (l.supplier_id, p.status)) s(supplier_id, status) where l.status = 'OPEN' and a.amount <> 0 union all select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, l.stock_id as stock_id, a.amount, 1 * a.quantity as quantity from order_detail l join (select b.* from new_parts b join old_parts n on n.id = b.id where b.status is distinct from n.status or b.delivery_fee <> n.delivery_fee or b.cod_fee <> n.cod_fee) p on p.id = l.part_id join shop_order o on o.id = l.order_id cross join lateral (values (l.unit_price, l.quantity)) a(amount, quantity) cross join lateral (values (l.supplier_id, p.status)) s(supplier_id, status) where l.status = 'OPEN' and a.amount <> 0) delta group by day, supplier_id, status, stock_id, amount having sum(quantity) <> 0 on conflict (day, supplier_id, status, stock_id, amount) do update set quantity = r.quantity + excluded.quantity; return null; end; $$;`,
    );
    this.addSql(
      `create or replace function shop_order_stock_amount_rollup_moved_fn() returns trigger language plpgsql as $$ begin insert into stock_amount_rollup as r (day, supplier_id, status, stock_id, amount, quantity) select day, supplier_id, status, stock_id, amount, sum(quantity) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, l.stock_id as stock_id, a.amount, -1 * a.quantity as quantity from order_detail l join order_part p on p.id = l.part_id join (select b.* from old_orders b join new_orders n on n.id = b.id where b.status is distinct from n.status) o on o.id = l.order_id cross join lateral (values (l.unit_price, l.quantity)) a(amount, quantity) cross join lateral (values (0, o.status)) s(supplier_id, status) where l.status = 'OPEN' and a.amount <> 0 union all select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, l.stock_id as stock_id, a.amount, 1 * a.quantity as quantity from order_detail l join order_part p on p.id = l.part_id join (select b.* from new_orders b join old_orders n on n.id = b.id where b.status is distinct from n.status) o on o.id = l.order_id cross join lateral (values (l.unit_price, l.quantity)) a(amount, quantity) cross join lateral (values (0, o.status)) s(supplier_id, status) where l.status = 'OPEN' and a.amount <> 0) delta group by day, supplier_id, status, stock_id, amount having sum(quantity) <> 0 on conflict (day, supplier_id, status, stock_id, amount) do update set quantity = r.quantity + excluded.quantity; return null; end; $$;`,
    );
    this.addSql(
      `create trigger stock_amount_rollup_lines_added after insert on order_detail referencing new table as new_lines for each statement execute function order_detail_stock_amount_rollup_added_fn();`,
    );
    this.addSql(
      `create trigger stock_amount_rollup_lines_moved after update on order_detail referencing old table as old_lines new table as new_lines for each statement execute function order_detail_stock_amount_rollup_moved_fn();`,
    );
    this.addSql(
      `create trigger stock_amount_rollup_parts_moved after update on order_part referencing old table as old_parts new table as new_parts for each statement execute function order_part_stock_amount_rollup_moved_fn();`,
    );
    this.addSql(
      `create trigger stock_amount_rollup_orders_moved after update on shop_order referencing old table as old_orders new table as new_orders for each statement execute function shop_order_stock_amount_rollup_moved_fn();`,
    );
    this.addSql(
      `insert into stock_amount_rollup as r (day, supplier_id, status, stock_id, amount, quantity) select day, supplier_id, status, stock_id, amount, sum(quantity) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, l.stock_id as stock_id, a.amount, 1 * a.quantity as quantity from order_detail l join order_part p on p.id = l.part_id join shop_order o on o.id = l.order_id cross join lateral (values (l.unit_price, l.quantity)) a(amount, quantity) cross join lateral (values (0, o.status), (l.supplier_id, p.status)) s(supplier_id, status) where l.status = 'OPEN' and a.amount <> 0) delta group by day, supplier_id, status, stock_id, amount having sum(quantity) <> 0 on conflict (day, supplier_id, status, stock_id, amount) do update set quantity = r.quantity + excluded.quantity;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "stock_amount_rollup_lines_added" on "order_detail";`);
    this.addSql(`drop function if exists order_detail_stock_amount_rollup_added_fn();`);
    this.addSql(`drop trigger if exists "stock_amount_rollup_lines_moved" on "order_detail";`);
    this.addSql(`drop function if exists order_detail_stock_amount_rollup_moved_fn();`);
    this.addSql(`drop trigger if exists "stock_amount_rollup_parts_moved" on "order_part";`);
    this.addSql(`drop function if exists order_part_stock_amount_rollup_moved_fn();`);
    this.addSql(`drop trigger if exists "stock_amount_rollup_orders_moved" on "shop_order";`);
    this.addSql(`drop function if exists shop_order_stock_amount_rollup_moved_fn();`);
    this.addSql(`drop table if exists "stock_amount_rollup" cascade;`);
  }
}
