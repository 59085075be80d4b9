import { Migration } from '@mikro-orm/migrations';

// A search naming only a vehicle ("hilux", "mazda", at a million parts) counted the distinct parts over all of the
// vehicle's fitments (0.4-0.5 s). vehicle_part_count keeps that number per model and per brand, kept by statement
// triggers on part_fit (part-fit.entity.ts, VEHICLE_PART_COUNT_FN), and is filled here from the fitments there are.
// 20261214 in the trigger is the part's advisory lock class, ADVISORY_LOCK_CLASS.partFitCount (db/advisory-locks.ts): this
// migration keeps the number it ran with.
export class Migration20261214020000_vehicle_part_count extends Migration {
  override name = 'Migration20261214020000_vehicle_part_count';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "vehicle_part_count" ("id" serial primary key, "brand_id" int not null, "model_id" int null, "count" int not null default 0);`,
    );
    this.addSql(
      `create unique index "vehicle_part_count_model_key" on "vehicle_part_count" ("model_id") where "model_id" is not null;`,
    );
    this.addSql(
      `create unique index "vehicle_part_count_brand_key" on "vehicle_part_count" ("brand_id") where "model_id" is null;`,
    );
    this.addSql(
      `alter table "vehicle_part_count" add constraint "vehicle_part_count_brand_id_foreign" foreign key ("brand_id") references "brand" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "vehicle_part_count" add constraint "vehicle_part_count_model_id_foreign" foreign key ("model_id") references "vehicle_model" ("id") on delete cascade;`,
    );
    this.addSql(
      `create or replace function "vehicle_part_count_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "vehicle_part_count" for each STATEMENT execute function "vehicle_part_count_catalog_changed_fn"();`,
    );
    this.addSql(`create or replace function "part_fit_vehicle_part_count_fn"() returns trigger as $$
declare changed text := case tg_op
  when 'INSERT' then 'select part_id, brand_id, model_id, 1 as d from new_rows'
  when 'DELETE' then 'select part_id, brand_id, model_id, -1 as d from old_rows'
  else 'select part_id, brand_id, model_id, 1 as d from new_rows union all select part_id, brand_id, model_id, -1 from old_rows'
end;
begin
execute 'select pg_advisory_xact_lock(20261214, l.part_id) from (select distinct part_id from (' || changed || ') c
  group by part_id, brand_id, model_id having sum(d) <> 0 order by part_id) l';
execute 'with pairs as (select part_id, brand_id, model_id, sum(d)::int as d from (' || changed || ') c
    group by part_id, brand_id, model_id having sum(d) <> 0),
  brand_pairs as (select part_id, brand_id, sum(d)::int as d from pairs group by part_id, brand_id having sum(d) <> 0),
  models as (select m.brand_id, pr.model_id, sum((n.now > 0)::int - (n.now - pr.d > 0)::int)::int as delta from pairs pr
    join vehicle_model m on m.id = pr.model_id
    cross join lateral (select count(*)::int as now from part_fit f where f.part_id = pr.part_id and f.model_id = pr.model_id) n
    group by m.brand_id, pr.model_id),
  brands as (select bp.brand_id, sum((n.now > 0)::int - (n.now - bp.d > 0)::int)::int as delta from brand_pairs bp
    cross join lateral (select count(*)::int as now from part_fit f where f.part_id = bp.part_id and f.brand_id = bp.brand_id) n
    group by bp.brand_id),
  counted_models as (insert into vehicle_part_count (brand_id, model_id, count)
    select brand_id, model_id, delta from models where delta <> 0
    on conflict (model_id) where model_id is not null do update set count = vehicle_part_count.count + excluded.count)
insert into vehicle_part_count (brand_id, model_id, count) select brand_id, null, delta from brands where delta <> 0
  on conflict (brand_id) where model_id is null do update set count = vehicle_part_count.count + excluded.count';
return null;
end; $$ language plpgsql;`);
    for (const [event, referencing] of [
      ['insert', 'new table as new_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ])
      this.addSql(
        `create trigger "part_fit_vehicle_part_count_${event}" after ${event} on "part_fit" referencing ${referencing} for each statement execute function "part_fit_vehicle_part_count_fn"();`,
      );
    // The fitments there are, counted once (the triggers count from here on; a migration runs alone).
    this.addSql(`insert into "vehicle_part_count" ("brand_id", "model_id", "count")
      select m."brand_id", f."model_id", count(distinct f."part_id")::int from "part_fit" f
      join "vehicle_model" m on m."id" = f."model_id" group by m."brand_id", f."model_id";`);
    this.addSql(`insert into "vehicle_part_count" ("brand_id", "model_id", "count")
      select f."brand_id", null, count(distinct f."part_id")::int from "part_fit" f group by f."brand_id";`);
  }

  override down(): void | Promise<void> {
    for (const event of ['insert', 'update', 'delete'])
      this.addSql(`drop trigger if exists "part_fit_vehicle_part_count_${event}" on "part_fit";`);
    this.addSql(`drop function if exists "part_fit_vehicle_part_count_fn"();`);
    this.addSql(`drop table if exists "vehicle_part_count" cascade;`);
    this.addSql(`drop function if exists "vehicle_part_count_catalog_changed_fn"();`);
  }
}
