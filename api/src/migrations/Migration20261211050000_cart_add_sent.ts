import { Migration } from '@mikro-orm/migrations';

// The ids of the cart adds a shopper's browser named (AddToCartBody.addId): an add pressed offline is sent when the
// browser is back online, and may be sent twice (a reload or a second tab while its answer was on the way); the
// second send finds its id here and adds nothing. Rows older than 30 days are deleted as the shopper adds more.
export class Migration20261211050000_cart_add_sent extends Migration {
  override name = 'Migration20261211050000_cart_add_sent';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "cart_add_sent" ("user_id" int not null, "add_id" varchar(64) not null, "sent_at" timestamptz not null, primary key ("user_id", "add_id"));`,
    );
    this.addSql(
      `alter table "cart_add_sent" add constraint "cart_add_sent_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "cart_add_sent";`);
  }
}
