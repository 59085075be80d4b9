import { Migration } from '@mikro-orm/migrations';

export class Migration20261124020355_backoffice extends Migration {
  override name = 'Migration20261124020355_backoffice';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_entry" ("id" serial primary key, "at" timestamptz not null, "actor_id" int null, "actor_type" varchar(20) null, "entity" varchar(50) not null, "entity_id" int not null, "action" text not null, "changes" jsonb not null, "note" text null);`,
    );
    this.addSql(`create index "audit_entry_entity_entity_id_at_index" on "audit_entry" ("entity", "entity_id", "at");`);
    this.addSql(`create index "audit_entry_actor_id_at_index" on "audit_entry" ("actor_id", "at");`);
    this.addSql(`create index "audit_entry_at_index" on "audit_entry" ("at");`);

    this.addSql(
      `create table "language" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "code" varchar(8) not null, "name" varchar(100) not null, "native_name" varchar(100) not null, "active" boolean not null default true, "sort_order" int not null default 0);`,
    );
    this.addSql(`alter table "language" add constraint "language_code_unique" unique ("code");`);
    // The two languages the shop is built in, by their route locales.
    this.addSql(
      `insert into "language" ("created_at", "updated_at", "code", "name", "native_name", "active", "sort_order") values (now(), now(), 'en', 'English', 'English', true, 0), (now(), now(), 'kh', 'Khmer', 'ខ្មែរ', true, 1);`,
    );

    this.addSql(
      `create table "saved_view" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" int not null, "screen" varchar(100) not null, "name" varchar(100) not null, "filters" jsonb not null, "sort" varchar(64) null, "columns" jsonb not null);`,
    );
    this.addSql(
      `alter table "saved_view" add constraint "saved_view_user_id_screen_name_unique" unique ("user_id", "screen", "name");`,
    );

    this.addSql(
      `create table "attachment" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "file_id" int not null, "title" varchar(200) null, "alt" varchar(300) null, "folder" varchar(100) null, "uploaded_by_id" int null, "supplier_id" int null, "trashed_at" timestamptz null);`,
    );
    this.addSql(
      `create index "attachment_supplier_id_trashed_at_index" on "attachment" ("supplier_id", "trashed_at");`,
    );

    this.addSql(
      `alter table "stored_file" add "storage_key" varchar(200) null, add "width" int null, add "height" int null, add "variant_of_id" int null, add "variant" varchar(20) null;`,
    );
    this.addSql(
      `alter table "stored_file" add constraint "stored_file_variant_of_id_foreign" foreign key ("variant_of_id") references "stored_file" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "stored_file" alter column "content" drop not null;`);
    this.addSql(
      `alter table "stored_file" add constraint "stored_file_bytes_somewhere" check ((content is null) <> (storage_key is null));`,
    );

    this.addSql(`alter table "unit_type" add "updated_at" timestamptz null;`);
    this.addSql(`update "unit_type" set "updated_at" = "created_at";`);
    this.addSql(`alter table "unit_type" alter column "updated_at" set not null;`);

    this.addSql(`alter table "year" add "updated_at" timestamptz null;`);
    this.addSql(`update "year" set "updated_at" = "created_at";`);
    this.addSql(`alter table "year" alter column "updated_at" set not null;`);

    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_action_check" check ("action" in ('create', 'update', 'delete', 'status', 'enable', 'disable', 'approve', 'stock', 'trash', 'restore'));`,
    );
    this.addSql(
      `create or replace function "audit_entry_audit_entry_append_only_fn"() returns trigger as $$ begin raise exception 'audit entries are append-only'; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "audit_entry_append_only" BEFORE UPDATE OR DELETE on "audit_entry" for each ROW execute function "audit_entry_audit_entry_append_only_fn"();`,
    );

    this.addSql(
      `alter table "saved_view" add constraint "saved_view_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "attachment" add constraint "attachment_file_id_foreign" foreign key ("file_id") references "stored_file" ("id");`,
    );
    this.addSql(
      `alter table "attachment" add constraint "attachment_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "user_account" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "attachment" add constraint "attachment_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "audit_entry_append_only" on "audit_entry";`);
    this.addSql(`drop function if exists "audit_entry_audit_entry_append_only_fn"();`);
    this.addSql(`drop table if exists "audit_entry" cascade;`);
    this.addSql(`drop table if exists "language" cascade;`);
    this.addSql(`drop table if exists "saved_view" cascade;`);
    this.addSql(`drop table if exists "attachment" cascade;`);

    this.addSql(`alter table "stored_file" drop constraint "stored_file_variant_of_id_foreign";`);

    this.addSql(`alter table "stored_file" drop constraint "stored_file_bytes_somewhere";`);
    this.addSql(
      `alter table "stored_file" drop column "storage_key", drop column "width", drop column "height", drop column "variant_of_id", drop column "variant";`,
    );
    this.addSql(`alter table "stored_file" alter column "content" set not null;`);

    this.addSql(`alter table "unit_type" drop column "updated_at";`);

    this.addSql(`alter table "year" drop column "updated_at";`);
  }
}
