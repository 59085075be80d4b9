import { Migration } from '@mikro-orm/migrations';

export class Migration20261124051125_stock_desk extends Migration {
  override name = 'Migration20261124051125_stock_desk';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "adjustment" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "stock_id" int not null, "kind" text not null, "quantity" int not null, "reason" varchar(500) not null, "quantity_before" int not null, "quantity_after" int not null, "created_by_id" int null);`,
    );
    this.addSql(`create index "adjustment_stock_id_created_at_index" on "adjustment" ("stock_id", "created_at");`);

    this.addSql(`alter table "notification" drop constraint "notification_kind_check";`);
    this.addSql(`alter table "notification" add "stock_id" int null;`);
    this.addSql(
      `alter table "notification" add constraint "notification_kind_check" check ("kind" in ('ORDER_PLACED', 'ORDER_STATUS', 'LOW_STOCK'));`,
    );

    this.addSql(
      `alter table "adjustment" add constraint "adjustment_stock_id_foreign" foreign key ("stock_id") references "stock" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "adjustment" add constraint "adjustment_quantity_check" check (quantity >= 0);`);
    this.addSql(
      `alter table "adjustment" add constraint "adjustment_kind_check" check ("kind" in ('FOUND', 'DAMAGED', 'LOST', 'RECOUNT'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "adjustment" cascade;`);

    this.addSql(`alter table "notification" drop constraint "notification_kind_check";`);
    this.addSql(`alter table "notification" drop column "stock_id";`);
    this.addSql(
      `alter table "notification" add constraint "notification_kind_check" check ("kind" in ('ORDER_PLACED', 'ORDER_STATUS'));`,
    );
  }
}
