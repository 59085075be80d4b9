import { Migration } from '@mikro-orm/migrations';

export class Migration20261121063157_payment_method extends Migration {
  override name = 'Migration20261121063157_payment_method';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "payment_method" ("id" serial primary key, "name" varchar(100) not null, "name_kh" varchar(100) null, "type" text not null, "account_name" varchar(200) null, "account_number" varchar(64) null, "note" varchar(500) null, "enabled" boolean not null default true, "sort_order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "payment_method" add constraint "payment_method_name_unique" unique ("name");`);

    this.addSql(
      `alter table "payment_method" add constraint "payment_method_type_check" check ("type" in ('CASH', 'BANK'));`,
    );
    // The two ways the shop takes money from the start (spec: CASH, BANK); admins change them later.
    this
      .addSql(`insert into "payment_method" ("name", "name_kh", "type", "note", "sort_order", "created_at", "updated_at") values
      ('Cash on delivery', 'សាច់ប្រាក់ពេលទទួលទំនិញ', 'CASH', 'Pay the driver when the parts arrive', 0, now(), now()),
      ('Bank transfer', 'ផ្ទេរប្រាក់តាមធនាគារ', 'BANK', 'Transfer to the shop account; the order is confirmed when the money arrives', 1, now(), now());`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_method" cascade;`);
  }
}
