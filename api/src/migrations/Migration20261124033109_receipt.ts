import { Migration } from '@mikro-orm/migrations';

export class Migration20261124033109_receipt extends Migration {
  override name = 'Migration20261124033109_receipt';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "receipt" ("id" serial primary key, "invoice_id" int not null, "amount" numeric(14,2) not null, "method" text not null, "reference" varchar(100) null, "status" text not null default 'PENDING', "recorded_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "receipt_invoice_id_status_index" on "receipt" ("invoice_id", "status");`);

    this.addSql(
      `alter table "receipt" add constraint "receipt_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id");`,
    );
    this.addSql(
      `alter table "receipt" add constraint "receipt_recorded_by_id_foreign" foreign key ("recorded_by_id") references "user_account" ("id") on delete set null;`,
    );
    this.addSql(`alter table "receipt" add constraint "receipt_amount_check" check (amount > 0);`);
    this.addSql(`alter table "receipt" add constraint "receipt_method_check" check ("method" in ('CASH', 'BANK'));`);
    this.addSql(
      `alter table "receipt" add constraint "receipt_status_check" check ("status" in ('PENDING', 'PAID', 'VOID'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "receipt" cascade;`);
  }
}
