import { Migration } from '@mikro-orm/migrations';

// The dashboards' riel of the delivery fees is the sum of each fee's riel (decisions.md, "Riel figures add up"), not
// the riel of their USD sum: delivery_fee_rollup counts the parts' fees by amount, per day, supplier and status, kept
// by triggers of its own on order_part and shop_order (insights/sales-rollup-sql.ts, whose functions these are as of
// this migration) beside sales_rollup's. The parts already there count their fees once.
export class Migration20261211040000_dashboard_fee_riel extends Migration {
  override name = 'Migration20261211040000_dashboard_fee_riel';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "delivery_fee_rollup" ("id" bigserial primary key, "day" date not null, "supplier_id" int not null, "status" varchar(16) not null, "fee" numeric(12,2) not null, "fees" int not null default 0);`,
    );
    this.addSql(
      `alter table "delivery_fee_rollup" add constraint "delivery_fee_rollup_key" unique ("supplier_id", "day", "status", "fee");`,
    );
    this.addSql(
      `create or replace function order_part_delivery_fee_rollup_added_fn() returns trigger language plpgsql as $$ begin insert into delivery_fee_rollup as r (day, supplier_id, status, fee, fees) select day, supplier_id, status, fee, sum(fees) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, f.fee, 1 as fees from new_parts p join shop_order o on o.id = p.order_id cross join lateral (values (0, o.status), (p.supplier_id, p.status)) s(supplier_id, status) cross join lateral (values (p.delivery_fee), (p.cod_fee)) f(fee) where p.status <> 'CANCELLED' and f.fee <> 0) delta group by day, supplier_id, status, fee having sum(fees) <> 0 on conflict (supplier_id, day, status, fee) do update set fees = r.fees + excluded.fees; return null; end; $$;`,
    );
    this.addSql(
      `create or replace function order_part_delivery_fee_rollup_moved_fn() returns trigger language plpgsql as $$ begin insert into delivery_fee_rollup as r (day, supplier_id, status, fee, fees) select day, supplier_id, status, fee, sum(fees) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, f.fee, -1 as fees from (select b.* from old_parts b join new_parts n on n.id = b.id where b.status is distinct from n.status or b.delivery_fee <> n.delivery_fee or b.cod_fee <> n.cod_fee) p join shop_order o on o.id = p.order_id cross join lateral (values (0, o.status), (p.supplier_id, p.status)) s(supplier_id, status) cross join lateral (values (p.delivery_fee), (p.cod_fee)) f(fee) where p.status <> 'CANCELLED' and f.fee <> 0 union all select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, f.fee, 1 as fees from (select b.* from new_parts b join old_parts n on n.id = b.id where b.status is distinct from n.status or b.delivery_fee <> n.delivery_fee or b.cod_fee <> n.cod_fee) p join shop_order o on o.id = p.order_id cross join lateral (values (0, o.status), (p.supplier_id, p.status)) s(supplier_id, status) cross join lateral (values (p.delivery_fee), (p.cod_fee)) f(fee) where p.status <> 'CANCELLED' and f.fee <> 0) delta group by day, supplier_id, status, fee having sum(fees) <> 0 on conflict (supplier_id, day, status, fee) do update set fees = r.fees + excluded.fees; return null; end; $$;`,
    );
    this.addSql(
      `create or replace function shop_order_delivery_fee_rollup_moved_fn() returns trigger language plpgsql as $$ begin insert into delivery_fee_rollup as r (day, supplier_id, status, fee, fees) select day, supplier_id, status, fee, sum(fees) from ( with moved as ( select n.id, (n.created_at at time zone 'Asia/Phnom_Penh')::date as day, st.status, st.sign from new_orders n join old_orders b on b.id = n.id cross join lateral (values (b.status, -1), (n.status, 1)) st(status, sign) where b.status is distinct from n.status) select m.day, 0 as supplier_id, m.status, f.fee, m.sign as fees from moved m join order_part p on p.order_id = m.id and p.status <> 'CANCELLED' cross join lateral (values (p.delivery_fee), (p.cod_fee)) f(fee) where f.fee <> 0) delta group by day, supplier_id, status, fee having sum(fees) <> 0 on conflict (supplier_id, day, status, fee) do update set fees = r.fees + excluded.fees; return null; end; $$;`,
    );
    this.addSql(
      `create trigger delivery_fee_rollup_orders_moved after update on shop_order referencing old table as old_orders new table as new_orders for each statement execute function shop_order_delivery_fee_rollup_moved_fn();`,
    );
    this.addSql(
      `create trigger delivery_fee_rollup_parts_added after insert on order_part referencing new table as new_parts for each statement execute function order_part_delivery_fee_rollup_added_fn();`,
    );
    this.addSql(
      `create trigger delivery_fee_rollup_parts_moved after update on order_part referencing old table as old_parts new table as new_parts for each statement execute function order_part_delivery_fee_rollup_moved_fn();`,
    );
    this.addSql(
      `insert into delivery_fee_rollup as r (day, supplier_id, status, fee, fees) select day, supplier_id, status, fee, sum(fees) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, f.fee, 1 as fees from order_part p join shop_order o on o.id = p.order_id cross join lateral (values (0, o.status), (p.supplier_id, p.status)) s(supplier_id, status) cross join lateral (values (p.delivery_fee), (p.cod_fee)) f(fee) where p.status <> 'CANCELLED' and f.fee <> 0) delta group by day, supplier_id, status, fee having sum(fees) <> 0 on conflict (supplier_id, day, status, fee) do update set fees = r.fees + excluded.fees;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "delivery_fee_rollup_orders_moved" on "shop_order";`);
    this.addSql(`drop trigger if exists "delivery_fee_rollup_parts_added" on "order_part";`);
    this.addSql(`drop trigger if exists "delivery_fee_rollup_parts_moved" on "order_part";`);
    this.addSql(`drop function if exists shop_order_delivery_fee_rollup_moved_fn();`);
    this.addSql(`drop function if exists order_part_delivery_fee_rollup_added_fn();`);
    this.addSql(`drop function if exists order_part_delivery_fee_rollup_moved_fn();`);
    this.addSql(`drop table if exists "delivery_fee_rollup" cascade;`);
  }
}
