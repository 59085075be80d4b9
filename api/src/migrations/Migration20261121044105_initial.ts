import { Migration } from '@mikro-orm/migrations';

export class Migration20261121044105_initial extends Migration {
  override name = 'Migration20261121044105_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "brand" ("id" serial primary key, "name" varchar(100) not null, "name_kh" varchar(100) null, "logo" varchar(500) null, "sort_order" int not null default 0, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "brand" add constraint "brand_name_unique" unique ("name");`);

    this.addSql(
      `create table "user_account" ("id" serial primary key, "type" text not null, "email" varchar(254) not null, "phone" varchar(32) null, "name" varchar(200) not null, "password_hash" varchar(255) not null, "enabled" boolean not null default true, "dealer_approved" boolean not null default false, "token_version" int not null default 0, "deleted_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "user_account" add constraint "user_account_email_unique" unique ("email");`);
    this.addSql(`alter table "user_account" add constraint "user_account_phone_unique" unique ("phone");`);

    this.addSql(
      `alter table "user_account" add constraint "user_account_type_check" check ("type" in ('ADMIN', 'USER', 'CUSTOMER', 'DEALER', 'DEVELOPER', 'SUPER_ADMIN', 'SUPPLIER'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "brand" cascade;`);
    this.addSql(`drop table if exists "user_account" cascade;`);
  }
}
