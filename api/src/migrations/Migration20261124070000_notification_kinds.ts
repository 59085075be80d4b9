import { Migration } from '@mikro-orm/migrations';

// The stock desk (LOW_STOCK) and the people desk (DEALER_APPROVED) each rewrote the notification kind check from the
// kinds they knew; the later one would drop the other's. This one allows every kind the contract lists.
export class Migration20261124070000_notification_kinds extends Migration {
  override name = 'Migration20261124070000_notification_kinds';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notification" drop constraint if exists "notification_kind_check";`);
    this.addSql(
      `alter table "notification" add constraint "notification_kind_check" check ("kind" in ('ORDER_PLACED', 'ORDER_STATUS', 'LOW_STOCK', 'DEALER_APPROVED'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "notification" where "kind" = 'LOW_STOCK';`);
    this.addSql(`alter table "notification" drop constraint if exists "notification_kind_check";`);
    this.addSql(
      `alter table "notification" add constraint "notification_kind_check" check ("kind" in ('ORDER_PLACED', 'ORDER_STATUS', 'DEALER_APPROVED'));`,
    );
  }
}
