import { Migration } from '@mikro-orm/migrations';

// vehicle_amount_rollup's insert trigger copies the new lines' vehicles (sales_line_vehicle) itself before it counts
// them, as sales_rollup's insert trigger does: whichever of the two PostgreSQL fires first copies them and the other
// finds them there, so the vehicle riel no longer depends on the two triggers' names keeping them in order
// (insights/sales-rollup-sql.ts, `countedByAmount` with the vehicle lines' `prepare`, whose function this is as of
// this migration). The rows already counted are right: until now the triggers fired in the order that works.
export class Migration20261213010000_vehicle_riel_own_vehicles extends Migration {
  override name = 'Migration20261213010000_vehicle_riel_own_vehicles';

  override up(): void | Promise<void> {
    this.addSql(
      `create or replace function order_detail_vehicle_amount_rollup_added_fn() returns trigger language plpgsql as $$ begin insert into sales_line_vehicle (detail_id, brand_id, model_id, year_id) select l.id, f.brand_id, f.model_id, f.year_id from new_lines l join stock st on st.id = l.stock_id join part pa on pa.item_id = st.item_id join lateral (select brand_id, model_id, year_id from part_fit where part_id = pa.id order by id limit 1) f on true on conflict (detail_id) do nothing; insert into vehicle_amount_rollup as r (day, supplier_id, status, brand_id, model_id, year_id, amount, quantity) select day, supplier_id, status, brand_id, model_id, year_id, amount, sum(quantity) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id, coalesce(v.year_id, -1) as year_id, a.amount, 1 * a.quantity as quantity from new_lines l join order_part p on p.id = l.part_id join shop_order o on o.id = l.order_id left join sales_line_vehicle v on v.detail_id = l.id cross join lateral (values (l.unit_price, l.quantity)) a(amount, quantity) cross join lateral (values (0, o.status), (l.supplier_id, p.status)) s(supplier_id, status) where l.status = 'OPEN' and a.amount <> 0) delta group by day, supplier_id, status, brand_id, model_id, year_id, amount having sum(quantity) <> 0 on conflict (day, supplier_id, status, brand_id, model_id, year_id, amount) do update set quantity = r.quantity + excluded.quantity; return null; end; $$;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create or replace function order_detail_vehicle_amount_rollup_added_fn() returns trigger language plpgsql as $$ begin insert into vehicle_amount_rollup as r (day, supplier_id, status, brand_id, model_id, year_id, amount, quantity) select day, supplier_id, status, brand_id, model_id, year_id, amount, sum(quantity) from ( select (o.created_at at time zone 'Asia/Phnom_Penh')::date as day, s.supplier_id, s.status, coalesce(v.brand_id, -1) as brand_id, coalesce(v.model_id, -1) as model_id, coalesce(v.year_id, -1) as year_id, a.amount, 1 * a.quantity as quantity from new_lines l join order_part p on p.id = l.part_id join shop_order o on o.id = l.order_id left join sales_line_vehicle v on v.detail_id = l.id cross join lateral (values (l.unit_price, l.quantity)) a(amount, quantity) cross join lateral (values (0, o.status), (l.supplier_id, p.status)) s(supplier_id, status) where l.status = 'OPEN' and a.amount <> 0) delta group by day, supplier_id, status, brand_id, model_id, year_id, amount having sum(quantity) <> 0 on conflict (day, supplier_id, status, brand_id, model_id, year_id, amount) do update set quantity = r.quantity + excluded.quantity; return null; end; $$;`,
    );
  }
}
