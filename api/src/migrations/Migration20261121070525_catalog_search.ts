import { Migration } from '@mikro-orm/migrations';

export class Migration20261121070525_catalog_search extends Migration {
  override name = 'Migration20261121070525_catalog_search';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "search_name" ("id" serial primary key, "kind" text not null, "search_text" text not null, "count" int not null default 0);`,
    );
    this.addSql(`create index "search_name_trgm_index" on "search_name" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`alter table "search_name" add constraint "search_name_key" unique ("kind", "search_text");`);

    this.addSql(
      `create table "part_fit_count" ("id" serial primary key, "model_id" int not null, "year_id" int not null, "brand_id" int not null, "category_id" int not null, "position" text not null, "brand_item_id" int not null, "count" int not null default 0);`,
    );
    this.addSql(
      `alter table "part_fit_count" add constraint "part_fit_count_key" unique ("model_id", "year_id", "category_id", "position", "brand_item_id");`,
    );

    this.addSql(`drop index "part_brand_item_id_index";`);
    this.addSql(`drop index "part_category_id_index";`);
    this.addSql(`drop index "part_names_trgm_index";`);
    this.addSql(`drop index "part_part_number_key_trgm_index";`);
    this.addSql(
      `alter table "part" add "search_text" text generated always as (translate(lower(("name" || ' ' || coalesce("name_kh", ''))), 'កខគឃងចឆជឈញដឋឌឍណតថទធនបផពភមយរលវឝឞសហឡអឣឤឥឦឧឨឩឪឫឬឭឮឯឰឱឲឳ឴឵ាិីឹឺុូួើឿៀេែៃោៅំះៈ៉៊់៌៍៎៏័៑្៓។៕៖ៗ៘៙៚៛ៜ៝៞៟០១២៣៤៥៦៧៨៩៪៫៬៭៮៯៰៱៲៳៴៵៶៷៸៹៺៻៼៽៾៿', 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqr0123456789cdefghijklmnopqrstuvwx')) stored not null;`,
    );
    this.addSql(`create index "part_category_id_id_index" on "part" ("category_id", "id");`);
    this.addSql(`create index "part_brand_item_id_id_index" on "part" ("brand_item_id", "id");`);
    this.addSql(`create index "part_search_text_index" on "part" ("search_text");`);
    this.addSql(
      `create index "part_part_number_key_reverse_index" on "part" (reverse("part_number_key") text_pattern_ops);`,
    );
    this.addSql(
      `create or replace function "part_part_search_names_fn"() returns trigger as $$ begin if tg_op in ('UPDATE', 'DELETE') then update search_name set count = count - 1 where kind = 'part' and search_text = old.search_text; end if; if tg_op in ('INSERT', 'UPDATE') then insert into search_name (kind, search_text, count) values ('part', new.search_text, 1) on conflict (kind, search_text) do update set count = search_name.count + 1; end if; return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "part_search_names" AFTER INSERT OR UPDATE OR DELETE on "part" for each ROW execute function "part_part_search_names_fn"();`,
    );

    this.addSql(`drop index "accessory_accessory_category_id_index";`);
    this.addSql(`drop index "accessory_brand_item_id_index";`);
    this.addSql(`drop index "accessory_names_trgm_index";`);
    this.addSql(`drop index "accessory_part_number_key_trgm_index";`);
    this.addSql(
      `alter table "accessory" add "search_text" text generated always as (translate(lower(("name" || ' ' || coalesce("name_kh", ''))), 'កខគឃងចឆជឈញដឋឌឍណតថទធនបផពភមយរលវឝឞសហឡអឣឤឥឦឧឨឩឪឫឬឭឮឯឰឱឲឳ឴឵ាិីឹឺុូួើឿៀេែៃោៅំះៈ៉៊់៌៍៎៏័៑្៓។៕៖ៗ៘៙៚៛ៜ៝៞៟០១២៣៤៥៦៧៨៩៪៫៬៭៮៯៰៱៲៳៴៵៶៷៸៹៺៻៼៽៾៿', 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqr0123456789cdefghijklmnopqrstuvwx')) stored not null;`,
    );
    this.addSql(
      `create index "accessory_accessory_category_id_id_index" on "accessory" ("accessory_category_id", "id");`,
    );
    this.addSql(`create index "accessory_brand_item_id_id_index" on "accessory" ("brand_item_id", "id");`);
    this.addSql(`create index "accessory_search_text_index" on "accessory" ("search_text");`);
    this.addSql(
      `create index "accessory_part_number_key_reverse_index" on "accessory" (reverse("part_number_key") text_pattern_ops);`,
    );
    this.addSql(
      `create or replace function "accessory_accessory_search_names_fn"() returns trigger as $$ begin if tg_op in ('UPDATE', 'DELETE') then update search_name set count = count - 1 where kind = 'accessory' and search_text = old.search_text; end if; if tg_op in ('INSERT', 'UPDATE') then insert into search_name (kind, search_text, count) values ('accessory', new.search_text, 1) on conflict (kind, search_text) do update set count = search_name.count + 1; end if; return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "accessory_search_names" AFTER INSERT OR UPDATE OR DELETE on "accessory" for each ROW execute function "accessory_accessory_search_names_fn"();`,
    );

    this.addSql(
      `create or replace function "part_fit_part_fit_count_rows_fn"() returns trigger as $$ begin if tg_op in ('UPDATE', 'DELETE') then update part_fit_count set count = count - 1 where model_id = old.model_id and year_id = old.year_id and category_id = old.category_id and position = old.position and brand_item_id = old.brand_item_id; end if; if tg_op in ('INSERT', 'UPDATE') then insert into part_fit_count (model_id, year_id, brand_id, category_id, position, brand_item_id, count) values (new.model_id, new.year_id, new.brand_id, new.category_id, new.position, new.brand_item_id, 1) on conflict (model_id, year_id, category_id, position, brand_item_id) do update set count = part_fit_count.count + 1; end if; return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "part_fit_count_rows" AFTER INSERT OR UPDATE OR DELETE on "part_fit" for each ROW execute function "part_fit_part_fit_count_rows_fn"();`,
    );

    this.addSql(
      `alter table "search_name" add constraint "search_name_kind_check" check ("kind" in ('part', 'accessory'));`,
    );

    this.addSql(
      `alter table "part_fit_count" add constraint "part_fit_count_model_id_foreign" foreign key ("model_id") references "vehicle_model" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "part_fit_count" add constraint "part_fit_count_year_id_foreign" foreign key ("year_id") references "year" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "part_fit_count" add constraint "part_fit_count_position_check" check ("position" in ('Main', 'Left', 'Right', 'Rear', 'FRONT', 'Front Left', 'Front Right', 'Rear Left', 'Rear Right', 'Front Left - Driver Side', 'Front Right - Passenger Side', 'Rear Left - Driver Side', 'Rear Right - Passenger Side', 'Right Side Sliding Door', 'Left Side Sliding Door'));`,
    );

    // Written by hand: fill the new count and name tables for catalogues created before this migration
    // (a new database has none; the demo seeder and the triggers keep them from here on).
    this
      .addSql(`insert into "part_fit_count" ("model_id", "year_id", "brand_id", "category_id", "position", "brand_item_id", "count")
      select "model_id", "year_id", "brand_id", "category_id", "position", "brand_item_id", count(*)::int from "part_fit"
      group by "model_id", "year_id", "brand_id", "category_id", "position", "brand_item_id";`);
    this.addSql(`insert into "search_name" ("kind", "search_text", "count")
      select 'part', "search_text", count(*)::int from "part" group by "search_text"
      union all select 'accessory', "search_text", count(*)::int from "accessory" group by "search_text";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "search_name" cascade;`);
    this.addSql(`drop table if exists "part_fit_count" cascade;`);

    this.addSql(`drop index "accessory_accessory_category_id_id_index";`);
    this.addSql(`drop index "accessory_brand_item_id_id_index";`);
    this.addSql(`drop index "accessory_search_text_index";`);
    this.addSql(`drop index "accessory_part_number_key_reverse_index";`);
    this.addSql(`drop trigger if exists "accessory_search_names" on "accessory";`);
    this.addSql(`drop function if exists "accessory_accessory_search_names_fn"();`);
    this.addSql(`alter table "accessory" drop column "search_text";`);
    this.addSql(`create index "accessory_accessory_category_id_index" on "accessory" ("accessory_category_id");`);
    this.addSql(`create index "accessory_brand_item_id_index" on "accessory" ("brand_item_id");`);
    this.addSql(
      `CREATE INDEX accessory_names_trgm_index ON public.accessory USING gin (translate(lower((((name)::text || ' '::text) || (COALESCE(name_kh, ''::character varying))::text)), 'កខគឃងចឆជឈញដឋឌឍណតថទធនបផពភមយរលវឝឞសហឡអឣឤឥឦឧឨឩឪឫឬឭឮឯឰឱឲឳ឴឵ាិីឹឺុូួើឿៀេែៃោៅំះៈ៉៊់៌៍៎៏័៑្៓។៕៖ៗ៘៙៚៛ៜ៝៞៟០១២៣៤៥៦៧៨៩៪៫៬៭៮៯៰៱៲៳៴៵៶៷៸៹៺៻៼៽៾៿'::text, 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqr0123456789cdefghijklmnopqrstuvwx'::text) gin_trgm_ops);`,
    );
    this.addSql(`create index "accessory_part_number_key_trgm_index" on "accessory" using gin ("part_number_key");`);

    this.addSql(`drop index "part_category_id_id_index";`);
    this.addSql(`drop index "part_brand_item_id_id_index";`);
    this.addSql(`drop index "part_search_text_index";`);
    this.addSql(`drop index "part_part_number_key_reverse_index";`);
    this.addSql(`drop trigger if exists "part_search_names" on "part";`);
    this.addSql(`drop function if exists "part_part_search_names_fn"();`);
    this.addSql(`alter table "part" drop column "search_text";`);
    this.addSql(`create index "part_brand_item_id_index" on "part" ("brand_item_id");`);
    this.addSql(`create index "part_category_id_index" on "part" ("category_id");`);
    this.addSql(
      `CREATE INDEX part_names_trgm_index ON public.part USING gin (translate(lower((((name)::text || ' '::text) || (COALESCE(name_kh, ''::character varying))::text)), 'កខគឃងចឆជឈញដឋឌឍណតថទធនបផពភមយរលវឝឞសហឡអឣឤឥឦឧឨឩឪឫឬឭឮឯឰឱឲឳ឴឵ាិីឹឺុូួើឿៀេែៃោៅំះៈ៉៊់៌៍៎៏័៑្៓។៕៖ៗ៘៙៚៛ៜ៝៞៟០១២៣៤៥៦៧៨៩៪៫៬៭៮៯៰៱៲៳៴៵៶៷៸៹៺៻៼៽៾៿'::text, 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqr0123456789cdefghijklmnopqrstuvwx'::text) gin_trgm_ops);`,
    );
    this.addSql(`create index "part_part_number_key_trgm_index" on "part" using gin ("part_number_key");`);

    this.addSql(`drop trigger if exists "part_fit_count_rows" on "part_fit";`);
    this.addSql(`drop function if exists "part_fit_part_fit_count_rows_fn"();`);
  }
}
