import { Migration } from '@mikro-orm/migrations';

// "toyota 2009" (a brand's year, no part words) counted the distinct parts over the brand's fitments of that year.
// vehicle_part_count keeps that number too (year_id set, model_id null), kept by the same statement triggers on
// part_fit (part-fit.entity.ts, VEHICLE_PART_COUNT_FN, which now also groups the changed rows by year) and filled here.
// The brand's own row is now the one with neither model nor year.
export class Migration20261215010000_brand_year_part_count extends Migration {
  override name = 'Migration20261215010000_brand_year_part_count';

  override up(): void | Promise<void> {
    this.addSql(`alter table "vehicle_part_count" add column "year_id" int null;`);
    this.addSql(
      `alter table "vehicle_part_count" add constraint "vehicle_part_count_year_id_foreign" foreign key ("year_id") references "year" ("id") on delete cascade;`,
    );
    this.addSql(`drop index if exists "vehicle_part_count_brand_key";`);
    this.addSql(
      `create unique index "vehicle_part_count_brand_key" on "vehicle_part_count" ("brand_id") where "model_id" is null and "year_id" is null;`,
    );
    this.addSql(
      `create unique index "vehicle_part_count_brand_year_key" on "vehicle_part_count" ("brand_id", "year_id") where "year_id" is not null;`,
    );
    this.addSql(`create or replace function "part_fit_vehicle_part_count_fn"() returns trigger as $$
declare changed text := case tg_op
  when 'INSERT' then 'select part_id, brand_id, model_id, year_id, 1 as d from new_rows'
  when 'DELETE' then 'select part_id, brand_id, model_id, year_id, -1 as d from old_rows'
  else 'select part_id, brand_id, model_id, year_id, 1 as d from new_rows union all select part_id, brand_id, model_id, year_id, -1 from old_rows'
end;
begin
execute 'select pg_advisory_xact_lock(20261214, l.part_id) from (select distinct part_id from (' || changed || ') c
  group by part_id, brand_id, model_id, year_id having sum(d) <> 0 order by part_id) l';
execute 'with pairs as (select part_id, brand_id, model_id, sum(d)::int as d from (' || changed || ') c
    group by part_id, brand_id, model_id having sum(d) <> 0),
  brand_pairs as (select part_id, brand_id, sum(d)::int as d from pairs group by part_id, brand_id having sum(d) <> 0),
  year_pairs as (select part_id, brand_id, year_id, sum(d)::int as d from (' || changed || ') c
    group by part_id, brand_id, year_id having sum(d) <> 0),
  models as (select m.brand_id, pr.model_id, sum((n.now > 0)::int - (n.now - pr.d > 0)::int)::int as delta from pairs pr
    join vehicle_model m on m.id = pr.model_id
    cross join lateral (select count(*)::int as now from part_fit f where f.part_id = pr.part_id and f.model_id = pr.model_id) n
    group by m.brand_id, pr.model_id),
  brands as (select bp.brand_id, sum((n.now > 0)::int - (n.now - bp.d > 0)::int)::int as delta from brand_pairs bp
    cross join lateral (select count(*)::int as now from part_fit f where f.part_id = bp.part_id and f.brand_id = bp.brand_id) n
    group by bp.brand_id),
  brand_years as (select yp.brand_id, yp.year_id, sum((n.now > 0)::int - (n.now - yp.d > 0)::int)::int as delta from year_pairs yp
    cross join lateral (select count(*)::int as now from part_fit f
                        where f.part_id = yp.part_id and f.brand_id = yp.brand_id and f.year_id = yp.year_id) n
    group by yp.brand_id, yp.year_id),
  counted_models as (insert into vehicle_part_count (brand_id, model_id, count)
    select brand_id, model_id, delta from models where delta <> 0
    on conflict (model_id) where model_id is not null do update set count = vehicle_part_count.count + excluded.count),
  counted_years as (insert into vehicle_part_count (brand_id, year_id, count)
    select brand_id, year_id, delta from brand_years where delta <> 0
    on conflict (brand_id, year_id) where year_id is not null do update set count = vehicle_part_count.count + excluded.count)
insert into vehicle_part_count (brand_id, model_id, count) select brand_id, null, delta from brands where delta <> 0
  on conflict (brand_id) where model_id is null and year_id is null do update set count = vehicle_part_count.count + excluded.count';
return null;
end; $$ language plpgsql;`);
    // The fitments there are, counted once per brand and year (the triggers count from here on; a migration runs alone).
    this.addSql(`insert into "vehicle_part_count" ("brand_id", "year_id", "count")
      select f."brand_id", f."year_id", count(distinct f."part_id")::int from "part_fit" f group by f."brand_id", f."year_id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "vehicle_part_count" where "year_id" is not null;`);
    this.addSql(`drop index if exists "vehicle_part_count_brand_year_key";`);
    this.addSql(`drop index if exists "vehicle_part_count_brand_key";`);
    this.addSql(
      `create unique index "vehicle_part_count_brand_key" on "vehicle_part_count" ("brand_id") where "model_id" is null;`,
    );
    this.addSql(`alter table "vehicle_part_count" drop column "year_id";`);
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
end; $$ language plpgsql;;`);
  }
}
