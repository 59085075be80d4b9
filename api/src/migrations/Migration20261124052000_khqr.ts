import { Migration } from '@mikro-orm/migrations';

export class Migration20261124052000_khqr extends Migration {
  override name = 'Migration20261124052000_khqr';

  override up(): void | Promise<void> {
    this.addSql(`alter table "shop_order" add column "khqr_currency" text null;`);
    this.addSql(
      `alter table "shop_order" add constraint "shop_order_khqr_currency_check" check ("khqr_currency" in ('USD', 'KHR'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shop_order" drop constraint if exists "shop_order_khqr_currency_check";`);
    this.addSql(`alter table "shop_order" drop column "khqr_currency";`);
  }
}
