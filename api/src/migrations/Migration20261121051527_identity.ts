import { Migration } from '@mikro-orm/migrations';

export class Migration20261121051527_identity extends Migration {
  override name = 'Migration20261121051527_identity';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "location" ("id" serial primary key, "code" varchar(10) not null, "name" varchar(100) not null, "name_kh" varchar(100) not null, "type" text not null, "sort_order" int not null default 0);`,
    );
    this.addSql(`alter table "location" add constraint "location_code_unique" unique ("code");`);

    this.addSql(
      `create table "message_outbox" ("id" serial primary key, "channel" text not null, "recipient" varchar(254) not null, "kind" varchar(50) not null, "subject" varchar(200) not null, "body" text not null, "created_at" timestamptz not null, "sent_at" timestamptz null);`,
    );

    this.addSql(
      `create table "social_account" ("id" serial primary key, "user_id" int not null, "provider" text not null, "provider_user_id" varchar(255) not null, "display_name" varchar(200) not null, "email" varchar(254) null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "social_account" add constraint "social_account_provider_subject_unique" unique ("provider", "provider_user_id");`,
    );
    this.addSql(
      `alter table "social_account" add constraint "social_account_user_provider_unique" unique ("user_id", "provider");`,
    );

    this.addSql(
      `create table "password_reset_code" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "failed_attempts" int not null default 0, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "password_reset_code_user_id_index" on "password_reset_code" ("user_id");`);

    this.addSql(
      `create table "user_location" ("id" serial primary key, "user_id" int not null, "location_id" int not null, "label" varchar(60) not null, "recipient_name" varchar(200) null, "phone" varchar(32) null, "address" varchar(500) not null, "note" varchar(500) null, "latitude" double precision null, "longitude" double precision null, "is_default" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "user_location_user_id_index" on "user_location" ("user_id");`);
    this.addSql(
      `create unique index "user_location_one_default_per_user" on "user_location" ("user_id") where is_default;`,
    );

    this.addSql(`alter table "user_account" add "supplier_id" int null;`);
    this.addSql(`alter table "user_account" alter column "email" drop not null;`);
    this.addSql(`alter table "user_account" alter column "password_hash" drop not null;`);
    this.addSql(`create index "user_account_supplier_id_index" on "user_account" ("supplier_id");`);

    this.addSql(
      `alter table "location" add constraint "location_type_check" check ("type" in ('CAPITAL', 'PROVINCE'));`,
    );

    this.addSql(
      `alter table "message_outbox" add constraint "message_outbox_channel_check" check ("channel" in ('EMAIL', 'SMS'));`,
    );

    this.addSql(
      `alter table "social_account" add constraint "social_account_user_id_foreign" foreign key ("user_id") references "user_account" ("id");`,
    );
    this.addSql(
      `alter table "social_account" add constraint "social_account_provider_check" check ("provider" in ('TELEGRAM', 'GOOGLE'));`,
    );

    this.addSql(
      `alter table "password_reset_code" add constraint "password_reset_code_user_id_foreign" foreign key ("user_id") references "user_account" ("id");`,
    );

    this.addSql(
      `alter table "user_location" add constraint "user_location_user_id_foreign" foreign key ("user_id") references "user_account" ("id");`,
    );
    this.addSql(
      `alter table "user_location" add constraint "user_location_location_id_foreign" foreign key ("location_id") references "location" ("id");`,
    );

    // Cambodia's capital and 24 provinces (ISO 3166-2:KH), capital first, then by English name: reference
    // data every installation needs, so it ships with the table rather than with the demo seed.
    this.addSql(`insert into "location" ("code", "name", "name_kh", "type", "sort_order") values
      ('KH-12', 'Phnom Penh', 'ភ្នំពេញ', 'CAPITAL', 0),
      ('KH-1', 'Banteay Meanchey', 'បន្ទាយមានជ័យ', 'PROVINCE', 1),
      ('KH-2', 'Battambang', 'បាត់ដំបង', 'PROVINCE', 2),
      ('KH-3', 'Kampong Cham', 'កំពង់ចាម', 'PROVINCE', 3),
      ('KH-4', 'Kampong Chhnang', 'កំពង់ឆ្នាំង', 'PROVINCE', 4),
      ('KH-5', 'Kampong Speu', 'កំពង់ស្ពឺ', 'PROVINCE', 5),
      ('KH-6', 'Kampong Thom', 'កំពង់ធំ', 'PROVINCE', 6),
      ('KH-7', 'Kampot', 'កំពត', 'PROVINCE', 7),
      ('KH-8', 'Kandal', 'កណ្ដាល', 'PROVINCE', 8),
      ('KH-23', 'Kep', 'កែប', 'PROVINCE', 9),
      ('KH-9', 'Koh Kong', 'កោះកុង', 'PROVINCE', 10),
      ('KH-10', 'Kratie', 'ក្រចេះ', 'PROVINCE', 11),
      ('KH-11', 'Mondulkiri', 'មណ្ឌលគិរី', 'PROVINCE', 12),
      ('KH-22', 'Oddar Meanchey', 'ឧត្តរមានជ័យ', 'PROVINCE', 13),
      ('KH-24', 'Pailin', 'ប៉ៃលិន', 'PROVINCE', 14),
      ('KH-18', 'Preah Sihanouk', 'ព្រះសីហនុ', 'PROVINCE', 15),
      ('KH-13', 'Preah Vihear', 'ព្រះវិហារ', 'PROVINCE', 16),
      ('KH-14', 'Prey Veng', 'ព្រៃវែង', 'PROVINCE', 17),
      ('KH-15', 'Pursat', 'ពោធិ៍សាត់', 'PROVINCE', 18),
      ('KH-16', 'Ratanakiri', 'រតនគិរី', 'PROVINCE', 19),
      ('KH-17', 'Siem Reap', 'សៀមរាប', 'PROVINCE', 20),
      ('KH-19', 'Stung Treng', 'ស្ទឹងត្រែង', 'PROVINCE', 21),
      ('KH-20', 'Svay Rieng', 'ស្វាយរៀង', 'PROVINCE', 22),
      ('KH-21', 'Takeo', 'តាកែវ', 'PROVINCE', 23),
      ('KH-25', 'Tbong Khmum', 'ត្បូងឃ្មុំ', 'PROVINCE', 24);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "user_location" drop constraint "user_location_location_id_foreign";`);

    this.addSql(`drop table if exists "location" cascade;`);
    this.addSql(`drop table if exists "message_outbox" cascade;`);
    this.addSql(`drop table if exists "social_account" cascade;`);
    this.addSql(`drop table if exists "password_reset_code" cascade;`);
    this.addSql(`drop table if exists "user_location" cascade;`);

    this.addSql(`drop index "user_account_supplier_id_index";`);
    this.addSql(`alter table "user_account" drop column "supplier_id";`);
    this.addSql(`alter table "user_account" alter column "email" set not null;`);
    this.addSql(`alter table "user_account" alter column "password_hash" set not null;`);
  }
}
