import { Migration } from '@mikro-orm/migrations';

// The staff order search (order-filter.ts) asks each table for its own matches: trigram indexes on the customers'
// names, e-mails and phones (as national digits, the search's very expression), on the orders' recipients and phones,
// and on part numbers; order lines by stock. Without them the search read every order (issue 11, `pnpm bench`).
export class Migration20261124084500_order_search extends Migration {
  override name = 'Migration20261124084500_order_search';

  override up(): void | Promise<void> {
    this.addSql(`create index "user_account_name_trgm_index" on "user_account" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "user_account_email_trgm_index" on "user_account" using gin ("email" gin_trgm_ops);`);
    this.addSql(
      `create index "user_account_phone_digits_trgm_index" on "user_account" using gin ((regexp_replace(regexp_replace(coalesce("phone", ''), '\\D', '', 'g'), '^(855|0+)', '')) gin_trgm_ops);`,
    );
    this.addSql(
      `create index "shop_order_recipient_name_trgm_index" on "shop_order" using gin ("recipient_name" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "shop_order_phone_digits_trgm_index" on "shop_order" using gin ((regexp_replace(regexp_replace(coalesce("phone", ''), '\\D', '', 'g'), '^(855|0+)', '')) gin_trgm_ops);`,
    );
    this.addSql(`create index "order_detail_stock_id_index" on "order_detail" ("stock_id");`);
    this.addSql(`create index "part_part_number_trgm_index" on "part" using gin ("part_number" gin_trgm_ops);`);
    this.addSql(
      `create index "accessory_part_number_trgm_index" on "accessory" using gin ("part_number" gin_trgm_ops);`,
    );
    // Statistics for the phone expressions now, not at the next autovacuum: without them the planner guesses that a
    // phone matches thousands of orders and reads them all instead of taking these indexes.
    this.addSql(`analyze "user_account", "shop_order";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "user_account_name_trgm_index";`);
    this.addSql(`drop index if exists "user_account_email_trgm_index";`);
    this.addSql(`drop index if exists "user_account_phone_digits_trgm_index";`);
    this.addSql(`drop index if exists "shop_order_recipient_name_trgm_index";`);
    this.addSql(`drop index if exists "shop_order_phone_digits_trgm_index";`);
    this.addSql(`drop index if exists "order_detail_stock_id_index";`);
    this.addSql(`drop index if exists "part_part_number_trgm_index";`);
    this.addSql(`drop index if exists "accessory_part_number_trgm_index";`);
  }
}
