import { Migration } from '@mikro-orm/migrations';

// KHQR confirmation (issue 38): the codes shown for BANK orders are kept so the bank can be asked about each (by
// its md5) while it is valid, and the notifications gain the bank's answers (paid; paid with another amount).
export class Migration20261208150000_khqr_confirmation extends Migration {
  override name = 'Migration20261208150000_khqr_confirmation';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "khqr_code" ("id" serial primary key, "order_id" int not null, "md5" varchar(32) not null, "khqr" text not null, "currency" text check ("currency" in ('USD', 'KHR')) not null, "amount" numeric(14,2) not null, "due" numeric(14,2) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "paid_hash" varchar(100) null, "mismatch_hash" varchar(100) null, "checked_at" timestamptz null);`,
    );
    this.addSql(`alter table "khqr_code" add constraint "khqr_code_md5_unique" unique ("md5");`);
    this.addSql(`alter table "khqr_code" add constraint "khqr_code_paid_hash_unique" unique ("paid_hash");`);
    this.addSql(`create index "khqr_code_order_id_expires_at_index" on "khqr_code" ("order_id", "expires_at");`);
    this.addSql(
      `alter table "khqr_code" add constraint "khqr_code_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "notification" drop constraint if exists "notification_kind_check";`);
    this.addSql(
      `alter table "notification" add constraint "notification_kind_check" check ("kind" in ('ORDER_PLACED', 'ORDER_STATUS', 'LOW_STOCK', 'DEALER_APPROVED', 'PAYMENT_RECEIVED', 'PAYMENT_MISMATCH'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "notification" where "kind" in ('PAYMENT_RECEIVED', 'PAYMENT_MISMATCH');`);
    this.addSql(`alter table "notification" drop constraint if exists "notification_kind_check";`);
    this.addSql(
      `alter table "notification" add constraint "notification_kind_check" check ("kind" in ('ORDER_PLACED', 'ORDER_STATUS', 'LOW_STOCK', 'DEALER_APPROVED'));`,
    );
    this.addSql(`drop table if exists "khqr_code";`);
  }
}
