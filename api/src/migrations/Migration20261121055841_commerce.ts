import { Migration } from '@mikro-orm/migrations';

export class Migration20261121055841_commerce extends Migration {
  override name = 'Migration20261121055841_commerce';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "shop_order" ("id" serial primary key, "user_id" int not null, "status" text not null default 'PENDING', "dealer_pricing" boolean not null default false, "total" numeric(14,2) not null, "payment_method" text not null, "shipping_option" text not null, "location_id" int not null, "user_location_id" int null, "recipient_name" varchar(200) null, "phone" varchar(32) null, "address" varchar(500) not null, "note" varchar(500) null, "reasons" varchar(1000) null, "refund_note" varchar(1000) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "shop_order_user_id_created_at_index" on "shop_order" ("user_id", "created_at");`);
    this.addSql(`create index "shop_order_status_created_at_index" on "shop_order" ("status", "created_at");`);

    this.addSql(
      `create table "order_status_history" ("id" serial primary key, "order_id" int not null, "from_status" text null, "to_status" text not null, "note" varchar(1000) null, "changed_by_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "order_status_history_order_id_created_at_index" on "order_status_history" ("order_id", "created_at");`,
    );

    this.addSql(
      `create table "order_detail" ("id" serial primary key, "order_id" int not null, "stock_id" int not null, "supplier_id" int not null, "item_unit_id" int not null, "quantity" int not null, "factor" int not null, "base_quantity" int not null, "unit_price" numeric(14,2) not null, "line_total" numeric(14,2) not null, "status" text not null default 'OPEN', "cancelled_at" timestamptz null);`,
    );
    this.addSql(`create index "order_detail_order_id_index" on "order_detail" ("order_id");`);
    this.addSql(
      `create index "order_detail_supplier_id_order_id_index" on "order_detail" ("supplier_id", "order_id");`,
    );

    this.addSql(
      `create table "invoice" ("id" serial primary key, "order_id" int not null, "supplier_id" int not null, "status" text not null default 'ACCEPTED', "total" numeric(14,2) not null, "created_at" timestamptz not null, "cancelled_at" timestamptz null);`,
    );
    this.addSql(`create index "invoice_supplier_id_status_index" on "invoice" ("supplier_id", "status");`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_order_id_supplier_id_unique" unique ("order_id", "supplier_id");`,
    );

    this.addSql(
      `create table "notification" ("id" serial primary key, "user_id" int not null, "kind" text not null, "title" varchar(200) not null, "message" varchar(1000) not null, "order_id" int null, "seen" boolean not null default false, "seen_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "notification_user_id_seen_created_at_index" on "notification" ("user_id", "seen", "created_at");`,
    );

    this.addSql(
      `create table "favorite" ("id" serial primary key, "user_id" int not null, "item_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "favorite" add constraint "favorite_user_id_item_id_unique" unique ("user_id", "item_id");`,
    );

    this.addSql(
      `create table "cart_item" ("id" serial primary key, "user_id" int not null, "stock_id" int not null, "item_unit_id" int not null, "quantity" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "cart_item" add constraint "cart_item_user_id_stock_id_item_unit_id_unique" unique ("user_id", "stock_id", "item_unit_id");`,
    );

    this.addSql(
      `alter table "shop_order" add constraint "shop_order_user_id_foreign" foreign key ("user_id") references "user_account" ("id");`,
    );
    this.addSql(
      `alter table "shop_order" add constraint "shop_order_location_id_foreign" foreign key ("location_id") references "location" ("id");`,
    );
    this.addSql(`alter table "shop_order" add constraint "shop_order_total_check" check (total >= 0);`);
    this.addSql(
      `alter table "shop_order" add constraint "shop_order_status_check" check ("status" in ('PENDING', 'ACCEPTED', 'PROCESSING', 'DELIVERED', 'PAID', 'CANCELLED'));`,
    );
    this.addSql(
      `alter table "shop_order" add constraint "shop_order_payment_method_check" check ("payment_method" in ('CASH', 'BANK'));`,
    );
    this.addSql(
      `alter table "shop_order" add constraint "shop_order_shipping_option_check" check ("shipping_option" in ('Ground Way', 'Rail Way', 'Water Way', 'Air Way'));`,
    );

    this.addSql(
      `alter table "order_status_history" add constraint "order_status_history_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "order_status_history" add constraint "order_status_history_from_status_check" check ("from_status" in ('PENDING', 'ACCEPTED', 'PROCESSING', 'DELIVERED', 'PAID', 'CANCELLED'));`,
    );
    this.addSql(
      `alter table "order_status_history" add constraint "order_status_history_to_status_check" check ("to_status" in ('PENDING', 'ACCEPTED', 'PROCESSING', 'DELIVERED', 'PAID', 'CANCELLED'));`,
    );

    this.addSql(
      `alter table "order_detail" add constraint "order_detail_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "order_detail" add constraint "order_detail_stock_id_foreign" foreign key ("stock_id") references "stock" ("id");`,
    );
    this.addSql(
      `alter table "order_detail" add constraint "order_detail_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id");`,
    );
    this.addSql(
      `alter table "order_detail" add constraint "order_detail_item_unit_id_foreign" foreign key ("item_unit_id") references "item_unit" ("id");`,
    );
    this.addSql(`alter table "order_detail" add constraint "order_detail_quantity_check" check (quantity >= 1);`);
    this.addSql(`alter table "order_detail" add constraint "order_detail_factor_check" check (factor >= 1);`);
    this.addSql(
      `alter table "order_detail" add constraint "order_detail_base_quantity_check" check (base_quantity >= 1);`,
    );
    this.addSql(`alter table "order_detail" add constraint "order_detail_unit_price_check" check (unit_price >= 0);`);
    this.addSql(`alter table "order_detail" add constraint "order_detail_line_total_check" check (line_total >= 0);`);
    this.addSql(
      `alter table "order_detail" add constraint "order_detail_status_check" check ("status" in ('OPEN', 'CANCELLED'));`,
    );

    this.addSql(
      `alter table "invoice" add constraint "invoice_order_id_foreign" foreign key ("order_id") references "shop_order" ("id");`,
    );
    this.addSql(
      `alter table "invoice" add constraint "invoice_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id");`,
    );
    this.addSql(`alter table "invoice" add constraint "invoice_total_check" check (total >= 0);`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_status_check" check ("status" in ('ACCEPTED', 'CANCELLED'));`,
    );

    this.addSql(
      `alter table "notification" add constraint "notification_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_kind_check" check ("kind" in ('ORDER_PLACED', 'ORDER_STATUS'));`,
    );

    this.addSql(
      `alter table "favorite" add constraint "favorite_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "favorite" add constraint "favorite_item_id_foreign" foreign key ("item_id") references "item" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "cart_item" add constraint "cart_item_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "cart_item" add constraint "cart_item_stock_id_foreign" foreign key ("stock_id") references "stock" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "cart_item" add constraint "cart_item_item_unit_id_foreign" foreign key ("item_unit_id") references "item_unit" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "cart_item" add constraint "cart_item_quantity_check" check (quantity >= 1);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "order_status_history" drop constraint "order_status_history_order_id_foreign";`);
    this.addSql(`alter table "order_detail" drop constraint "order_detail_order_id_foreign";`);
    this.addSql(`alter table "invoice" drop constraint "invoice_order_id_foreign";`);

    this.addSql(`drop table if exists "shop_order" cascade;`);
    this.addSql(`drop table if exists "order_status_history" cascade;`);
    this.addSql(`drop table if exists "order_detail" cascade;`);
    this.addSql(`drop table if exists "invoice" cascade;`);
    this.addSql(`drop table if exists "notification" cascade;`);
    this.addSql(`drop table if exists "favorite" cascade;`);
    this.addSql(`drop table if exists "cart_item" cascade;`);
  }
}
