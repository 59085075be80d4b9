import { Migration } from '@mikro-orm/migrations';

// A part's cross-reference numbers (part-number.entity.ts): OEM and aftermarket equivalents, the numbers it replaces
// and the one that replaces it. Search looks them up by their key, so the key has a pattern index like part's own.
export class Migration20261207120000_part_numbers extends Migration {
  override name = 'Migration20261207120000_part_numbers';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "part_number" ("id" serial primary key, "part_id" int not null, "kind" text not null, "number" varchar(64) not null, "number_key" varchar(64) not null, "position" int not null default 0);`,
    );
    this.addSql(
      `alter table "part_number" add constraint "part_number_once" unique ("part_id", "kind", "number_key");`,
    );
    this.addSql(`create index "part_number_key_pattern_index" on "part_number" ("number_key" text_pattern_ops);`);
    this.addSql(
      `alter table "part_number" add constraint "part_number_part_id_foreign" foreign key ("part_id") references "part" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "part_number" add constraint "part_number_kind_check" check ("kind" in ('OEM', 'AFTERMARKET', 'REPLACES', 'REPLACED_BY'));`,
    );
    this.addSql(
      `create or replace function "part_number_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "part_number" for each STATEMENT execute function "part_number_catalog_changed_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "part_number" cascade;`);
    this.addSql(`drop function if exists "part_number_catalog_changed_fn"();`);
  }
}
