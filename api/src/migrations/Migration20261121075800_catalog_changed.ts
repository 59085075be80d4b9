import { Migration } from '@mikro-orm/migrations';

export class Migration20261121075800_catalog_changed extends Migration {
  override name = 'Migration20261121075800_catalog_changed';

  override up(): void | Promise<void> {
    this.addSql(
      `create or replace function "brand_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "brand" for each STATEMENT execute function "brand_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "brand_item_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "brand_item" for each STATEMENT execute function "brand_item_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "configuration_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "configuration" for each STATEMENT execute function "configuration_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "item_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "item" for each STATEMENT execute function "item_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "vehicle_model_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "vehicle_model" for each STATEMENT execute function "vehicle_model_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "search_name_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "search_name" for each STATEMENT execute function "search_name_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "category_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "category" for each STATEMENT execute function "category_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "part_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "part" for each STATEMENT execute function "part_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "accessory_category_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "accessory_category" for each STATEMENT execute function "accessory_category_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "accessory_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "accessory" for each STATEMENT execute function "accessory_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "supplier_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "supplier" for each STATEMENT execute function "supplier_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "store_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "store" for each STATEMENT execute function "store_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "stock_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "stock" for each STATEMENT execute function "stock_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "unit_type_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "unit_type" for each STATEMENT execute function "unit_type_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "item_unit_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "item_unit" for each STATEMENT execute function "item_unit_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "year_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "year" for each STATEMENT execute function "year_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "part_fit_count_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "part_fit_count" for each STATEMENT execute function "part_fit_count_catalog_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "part_fit_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "part_fit" for each STATEMENT execute function "part_fit_catalog_changed_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "catalog_changed" on "accessory";`);
    this.addSql(`drop function if exists "accessory_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "accessory_category";`);
    this.addSql(`drop function if exists "accessory_category_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "brand";`);
    this.addSql(`drop function if exists "brand_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "brand_item";`);
    this.addSql(`drop function if exists "brand_item_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "category";`);
    this.addSql(`drop function if exists "category_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "configuration";`);
    this.addSql(`drop function if exists "configuration_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "item";`);
    this.addSql(`drop function if exists "item_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "item_unit";`);
    this.addSql(`drop function if exists "item_unit_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "part";`);
    this.addSql(`drop function if exists "part_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "part_fit";`);
    this.addSql(`drop function if exists "part_fit_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "part_fit_count";`);
    this.addSql(`drop function if exists "part_fit_count_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "search_name";`);
    this.addSql(`drop function if exists "search_name_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "stock";`);
    this.addSql(`drop function if exists "stock_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "store";`);
    this.addSql(`drop function if exists "store_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "supplier";`);
    this.addSql(`drop function if exists "supplier_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "unit_type";`);
    this.addSql(`drop function if exists "unit_type_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "vehicle_model";`);
    this.addSql(`drop function if exists "vehicle_model_catalog_changed_fn"();`);

    this.addSql(`drop trigger if exists "catalog_changed" on "year";`);
    this.addSql(`drop function if exists "year_catalog_changed_fn"();`);
  }
}
