import { Migration } from '@mikro-orm/migrations';

export class Migration20261121053651_catalog extends Migration {
  override name = 'Migration20261121053651_catalog';

  override up(): void | Promise<void> {
    // Written by hand: the trigram indexes below need pg_trgm (shipped with PostgreSQL).
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create table "brand_item" ("id" serial primary key, "name" varchar(100) not null, "name_kh" varchar(100) null, "logo" varchar(500) null, "country" varchar(100) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "brand_item" add constraint "brand_item_name_unique" unique ("name");`);

    this.addSql(
      `create table "configuration" ("id" serial primary key, "key" varchar(100) not null, "value" text not null, "description" varchar(500) null, "is_public" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "configuration" add constraint "configuration_key_unique" unique ("key");`);

    this.addSql(
      `create table "item" ("id" serial primary key, "type" text not null, "condition" text not null default 'New', "created_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "vehicle_model" ("id" serial primary key, "brand_id" int not null, "name" varchar(100) not null, "name_kh" varchar(100) null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "vehicle_model" add constraint "vehicle_model_brand_id_name_unique" unique ("brand_id", "name");`,
    );

    this.addSql(
      `create table "stored_file" ("id" serial primary key, "name" varchar(255) not null, "mime_type" varchar(100) not null, "size" int not null, "sha256" varchar(64) not null, "content" bytea not null, "created_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "category" ("id" serial primary key, "name" varchar(100) not null, "name_kh" varchar(100) null, "image_id" int null, "sort_order" int not null default 0, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "category" add constraint "category_name_unique" unique ("name");`);

    this.addSql(
      `create table "part" ("id" serial primary key, "item_id" int not null, "part_number" varchar(64) not null, "part_number_key" varchar(64) not null, "name" varchar(200) not null, "name_kh" varchar(200) null, "description" text null, "description_kh" text null, "brand_item_id" int not null, "category_id" int not null, "position" text not null default 'Main', "image_id" int null, "popular" boolean not null default false, "best_seller" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "part" add constraint "part_item_id_unique" unique ("item_id");`);
    this.addSql(`create index "part_category_id_index" on "part" ("category_id");`);
    this.addSql(`create index "part_brand_item_id_index" on "part" ("brand_item_id");`);
    this.addSql(`create index "part_part_number_key_pattern_index" on "part" ("part_number_key" varchar_pattern_ops);`);
    this.addSql(`create index "part_part_number_key_trgm_index" on "part" using gin ("part_number_key" gin_trgm_ops);`);
    this.addSql(
      `create index "part_names_trgm_index" on "part" using gin ((translate(lower(("name" || ' ' || coalesce("name_kh", ''))), 'កខគឃងចឆជឈញដឋឌឍណតថទធនបផពភមយរលវឝឞសហឡអឣឤឥឦឧឨឩឪឫឬឭឮឯឰឱឲឳ឴឵ាិីឹឺុូួើឿៀេែៃោៅំះៈ៉៊់៌៍៎៏័៑្៓។៕៖ៗ៘៙៚៛ៜ៝៞៟០១២៣៤៥៦៧៨៩៪៫៬៭៮៯៰៱៲៳៴៵៶៷៸៹៺៻៼៽៾៿', 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqr0123456789cdefghijklmnopqrstuvwx')) gin_trgm_ops);`,
    );

    this.addSql(
      `create table "accessory_category" ("id" serial primary key, "name" varchar(100) not null, "name_kh" varchar(100) null, "image_id" int null, "sort_order" int not null default 0, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "accessory_category" add constraint "accessory_category_name_unique" unique ("name");`);

    this.addSql(
      `create table "accessory" ("id" serial primary key, "item_id" int not null, "part_number" varchar(64) not null, "part_number_key" varchar(64) not null, "name" varchar(200) not null, "name_kh" varchar(200) null, "description" text null, "description_kh" text null, "brand_item_id" int not null, "accessory_category_id" int not null, "image_id" int null, "popular" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "accessory" add constraint "accessory_item_id_unique" unique ("item_id");`);
    this.addSql(`create index "accessory_accessory_category_id_index" on "accessory" ("accessory_category_id");`);
    this.addSql(`create index "accessory_brand_item_id_index" on "accessory" ("brand_item_id");`);
    this.addSql(
      `create index "accessory_part_number_key_pattern_index" on "accessory" ("part_number_key" varchar_pattern_ops);`,
    );
    this.addSql(
      `create index "accessory_part_number_key_trgm_index" on "accessory" using gin ("part_number_key" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "accessory_names_trgm_index" on "accessory" using gin ((translate(lower(("name" || ' ' || coalesce("name_kh", ''))), 'កខគឃងចឆជឈញដឋឌឍណតថទធនបផពភមយរលវឝឞសហឡអឣឤឥឦឧឨឩឪឫឬឭឮឯឰឱឲឳ឴឵ាិីឹឺុូួើឿៀេែៃោៅំះៈ៉៊់៌៍៎៏័៑្៓។៕៖ៗ៘៙៚៛ៜ៝៞៟០១២៣៤៥៦៧៨៩៪៫៬៭៮៯៰៱៲៳៴៵៶៷៸៹៺៻៼៽៾៿', 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqr0123456789cdefghijklmnopqrstuvwx')) gin_trgm_ops);`,
    );

    this.addSql(
      `create table "supplier" ("id" serial primary key, "name" varchar(200) not null, "name_kh" varchar(200) null, "phone" varchar(32) not null, "email" varchar(254) not null, "address" varchar(500) not null, "enabled" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "supplier" add constraint "supplier_name_unique" unique ("name");`);

    this.addSql(
      `create table "store" ("id" serial primary key, "supplier_id" int not null, "name" varchar(200) not null, "name_kh" varchar(200) null, "phone" varchar(32) null, "address" varchar(500) null, "enabled" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "store" add constraint "store_supplier_id_unique" unique ("supplier_id");`);

    this.addSql(
      `create table "stock" ("id" serial primary key, "store_id" int not null, "item_id" int not null, "quantity" int not null default 0, "price" numeric(12,2) not null, "dealer_price" numeric(12,2) not null, "alert_threshold" int not null default 5, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "stock_item_id_index" on "stock" ("item_id");`);
    this.addSql(`alter table "stock" add constraint "stock_store_id_item_id_unique" unique ("store_id", "item_id");`);

    this.addSql(
      `create table "stock_history" ("id" serial primary key, "stock_id" int not null, "quantity_before" int not null, "quantity_after" int not null, "reason" text not null, "note" varchar(500) null, "created_by_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "stock_history_stock_id_created_at_index" on "stock_history" ("stock_id", "created_at");`,
    );

    this.addSql(
      `create table "translation" ("id" serial primary key, "language" varchar(8) not null, "namespace" varchar(50) not null default 'common', "key" varchar(500) not null, "value" text not null, "is_correct" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "translation" add constraint "translation_language_namespace_key_unique" unique ("language", "namespace", "key");`,
    );

    this.addSql(
      `create table "unit_type" ("id" serial primary key, "name" varchar(50) not null, "name_kh" varchar(50) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "unit_type" add constraint "unit_type_name_unique" unique ("name");`);

    this.addSql(
      `create table "item_unit" ("id" serial primary key, "item_id" int not null, "unit_type_id" int not null, "factor" int not null default 1, "is_base" boolean not null default false, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "item_unit" add constraint "item_unit_item_id_unit_type_id_unique" unique ("item_id", "unit_type_id");`,
    );

    this.addSql(
      `create table "year" ("id" serial primary key, "value" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "year" add constraint "year_value_unique" unique ("value");`);

    this.addSql(
      `create table "vehicle_model_year" ("model_id" int not null, "year_id" int not null, primary key ("model_id", "year_id"));`,
    );

    this.addSql(
      `create table "part_fit" ("id" serial primary key, "part_id" int not null, "year_id" int not null, "brand_id" int not null, "model_id" int not null, "position" text not null default 'Main', "note" varchar(500) null, "category_id" int not null, "brand_item_id" int not null);`,
    );
    this.addSql(
      `create index "part_fit_vehicle_index" on "part_fit" ("model_id", "year_id", "category_id", "part_id") include ("brand_id", "brand_item_id", "position");`,
    );
    this.addSql(
      `alter table "part_fit" add constraint "part_fit_part_id_model_id_year_id_unique" unique ("part_id", "model_id", "year_id");`,
    );

    this.addSql(`alter table "item" add constraint "item_type_check" check ("type" in ('Part', 'Accessory'));`);
    this.addSql(`alter table "item" add constraint "item_condition_check" check ("condition" in ('New'));`);

    this.addSql(
      `alter table "vehicle_model" add constraint "vehicle_model_brand_id_foreign" foreign key ("brand_id") references "brand" ("id");`,
    );

    this.addSql(
      `alter table "category" add constraint "category_image_id_foreign" foreign key ("image_id") references "stored_file" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "part" add constraint "part_item_id_foreign" foreign key ("item_id") references "item" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "part" add constraint "part_brand_item_id_foreign" foreign key ("brand_item_id") references "brand_item" ("id");`,
    );
    this.addSql(
      `alter table "part" add constraint "part_category_id_foreign" foreign key ("category_id") references "category" ("id");`,
    );
    this.addSql(
      `alter table "part" add constraint "part_image_id_foreign" foreign key ("image_id") references "stored_file" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "part" add constraint "part_position_check" check ("position" in ('Main', 'Left', 'Right', 'Rear', 'FRONT', 'Front Left', 'Front Right', 'Rear Left', 'Rear Right', 'Front Left - Driver Side', 'Front Right - Passenger Side', 'Rear Left - Driver Side', 'Rear Right - Passenger Side', 'Right Side Sliding Door', 'Left Side Sliding Door'));`,
    );
    this.addSql(
      `create or replace function "part_part_sync_fits_fn"() returns trigger as $$ begin if old.category_id is distinct from new.category_id or old.brand_item_id is distinct from new.brand_item_id then update part_fit set category_id = new.category_id, brand_item_id = new.brand_item_id where part_id = new.id; end if; return new; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "part_sync_fits" AFTER UPDATE on "part" for each ROW execute function "part_part_sync_fits_fn"();`,
    );

    this.addSql(
      `alter table "accessory_category" add constraint "accessory_category_image_id_foreign" foreign key ("image_id") references "stored_file" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "accessory" add constraint "accessory_item_id_foreign" foreign key ("item_id") references "item" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "accessory" add constraint "accessory_brand_item_id_foreign" foreign key ("brand_item_id") references "brand_item" ("id");`,
    );
    this.addSql(
      `alter table "accessory" add constraint "accessory_accessory_category_id_foreign" foreign key ("accessory_category_id") references "accessory_category" ("id");`,
    );
    this.addSql(
      `alter table "accessory" add constraint "accessory_image_id_foreign" foreign key ("image_id") references "stored_file" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "store" add constraint "store_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "stock" add constraint "stock_store_id_foreign" foreign key ("store_id") references "store" ("id");`,
    );
    this.addSql(
      `alter table "stock" add constraint "stock_item_id_foreign" foreign key ("item_id") references "item" ("id");`,
    );
    this.addSql(`alter table "stock" add constraint "stock_quantity_check" check (quantity >= 0);`);
    this.addSql(`alter table "stock" add constraint "stock_price_check" check (price >= 0);`);
    this.addSql(`alter table "stock" add constraint "stock_dealer_price_check" check (dealer_price >= 0);`);
    this.addSql(`alter table "stock" add constraint "stock_alert_threshold_check" check (alert_threshold >= 0);`);

    this.addSql(
      `alter table "stock_history" add constraint "stock_history_stock_id_foreign" foreign key ("stock_id") references "stock" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "stock_history" add constraint "stock_history_reason_check" check ("reason" in ('INITIAL', 'ORDER', 'CANCEL', 'INCREASE', 'ADJUSTMENT', 'RETURN'));`,
    );

    this.addSql(
      `alter table "item_unit" add constraint "item_unit_item_id_foreign" foreign key ("item_id") references "item" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "item_unit" add constraint "item_unit_unit_type_id_foreign" foreign key ("unit_type_id") references "unit_type" ("id");`,
    );
    this.addSql(`alter table "item_unit" add constraint "item_unit_factor_check" check (factor >= 1);`);

    this.addSql(`alter table "year" add constraint "year_value_check" check (value >= 1900 and value <= 2100);`);

    this.addSql(
      `alter table "vehicle_model_year" add constraint "vehicle_model_year_model_id_foreign" foreign key ("model_id") references "vehicle_model" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "vehicle_model_year" add constraint "vehicle_model_year_year_id_foreign" foreign key ("year_id") references "year" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "part_fit" add constraint "part_fit_part_id_foreign" foreign key ("part_id") references "part" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "part_fit" add constraint "part_fit_year_id_foreign" foreign key ("year_id") references "year" ("id");`,
    );
    this.addSql(
      `alter table "part_fit" add constraint "part_fit_brand_id_foreign" foreign key ("brand_id") references "brand" ("id");`,
    );
    this.addSql(
      `alter table "part_fit" add constraint "part_fit_model_id_foreign" foreign key ("model_id") references "vehicle_model" ("id");`,
    );
    this.addSql(
      `alter table "part_fit" add constraint "part_fit_position_check" check ("position" in ('Main', 'Left', 'Right', 'Rear', 'FRONT', 'Front Left', 'Front Right', 'Rear Left', 'Rear Right', 'Front Left - Driver Side', 'Front Right - Passenger Side', 'Rear Left - Driver Side', 'Rear Right - Passenger Side', 'Right Side Sliding Door', 'Left Side Sliding Door'));`,
    );
    this.addSql(
      `create or replace function "part_fit_part_fit_copy_part_fn"() returns trigger as $$ begin select category_id, brand_item_id into new.category_id, new.brand_item_id from part where id = new.part_id; return new; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "part_fit_copy_part" BEFORE INSERT OR UPDATE on "part_fit" for each ROW execute function "part_fit_part_fit_copy_part_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "part" drop constraint "part_brand_item_id_foreign";`);
    this.addSql(`alter table "accessory" drop constraint "accessory_brand_item_id_foreign";`);
    this.addSql(`alter table "part" drop constraint "part_item_id_foreign";`);
    this.addSql(`alter table "accessory" drop constraint "accessory_item_id_foreign";`);
    this.addSql(`alter table "stock" drop constraint "stock_item_id_foreign";`);
    this.addSql(`alter table "item_unit" drop constraint "item_unit_item_id_foreign";`);
    this.addSql(`alter table "vehicle_model_year" drop constraint "vehicle_model_year_model_id_foreign";`);
    this.addSql(`alter table "part_fit" drop constraint "part_fit_model_id_foreign";`);
    this.addSql(`alter table "category" drop constraint "category_image_id_foreign";`);
    this.addSql(`alter table "part" drop constraint "part_image_id_foreign";`);
    this.addSql(`alter table "accessory_category" drop constraint "accessory_category_image_id_foreign";`);
    this.addSql(`alter table "accessory" drop constraint "accessory_image_id_foreign";`);
    this.addSql(`alter table "part" drop constraint "part_category_id_foreign";`);
    this.addSql(`alter table "part_fit" drop constraint "part_fit_part_id_foreign";`);
    this.addSql(`alter table "accessory" drop constraint "accessory_accessory_category_id_foreign";`);
    this.addSql(`alter table "store" drop constraint "store_supplier_id_foreign";`);
    this.addSql(`alter table "stock" drop constraint "stock_store_id_foreign";`);
    this.addSql(`alter table "stock_history" drop constraint "stock_history_stock_id_foreign";`);
    this.addSql(`alter table "item_unit" drop constraint "item_unit_unit_type_id_foreign";`);
    this.addSql(`alter table "vehicle_model_year" drop constraint "vehicle_model_year_year_id_foreign";`);
    this.addSql(`alter table "part_fit" drop constraint "part_fit_year_id_foreign";`);

    this.addSql(`drop table if exists "brand_item" cascade;`);
    this.addSql(`drop table if exists "configuration" cascade;`);
    this.addSql(`drop table if exists "item" cascade;`);
    this.addSql(`drop table if exists "vehicle_model" cascade;`);
    this.addSql(`drop table if exists "stored_file" cascade;`);
    this.addSql(`drop table if exists "category" cascade;`);
    this.addSql(`drop trigger if exists "part_sync_fits" on "part";`);
    this.addSql(`drop function if exists "part_part_sync_fits_fn"();`);
    this.addSql(`drop table if exists "part" cascade;`);
    this.addSql(`drop table if exists "accessory_category" cascade;`);
    this.addSql(`drop table if exists "accessory" cascade;`);
    this.addSql(`drop table if exists "supplier" cascade;`);
    this.addSql(`drop table if exists "store" cascade;`);
    this.addSql(`drop table if exists "stock" cascade;`);
    this.addSql(`drop table if exists "stock_history" cascade;`);
    this.addSql(`drop table if exists "translation" cascade;`);
    this.addSql(`drop table if exists "unit_type" cascade;`);
    this.addSql(`drop table if exists "item_unit" cascade;`);
    this.addSql(`drop table if exists "year" cascade;`);
    this.addSql(`drop table if exists "vehicle_model_year" cascade;`);
    this.addSql(`drop trigger if exists "part_fit_copy_part" on "part_fit";`);
    this.addSql(`drop function if exists "part_fit_part_fit_copy_part_fn"();`);
    this.addSql(`drop table if exists "part_fit" cascade;`);
  }
}
