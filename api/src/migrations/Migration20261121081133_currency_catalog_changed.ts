import { Migration } from '@mikro-orm/migrations';

export class Migration20261121081133_currency_catalog_changed extends Migration {
  override name = 'Migration20261121081133_currency_catalog_changed';

  override up(): void | Promise<void> {
    // The KHR rate is part of every catalogue answer (its riel prices): a change must empty the storefront's cache.
    this.addSql(
      `create or replace function "currency_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "currency" for each STATEMENT execute function "currency_catalog_changed_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "catalog_changed" on "currency";`);
    this.addSql(`drop function if exists "currency_catalog_changed_fn"();`);
  }
}
