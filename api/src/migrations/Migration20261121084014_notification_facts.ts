import { Migration } from '@mikro-orm/migrations';

export class Migration20261121084014_notification_facts extends Migration {
  override name = 'Migration20261121084014_notification_facts';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "notification" add "from_status" text null, add "to_status" text null, add "note" text null;`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_from_status_check" check ("from_status" in ('PENDING', 'ACCEPTED', 'PROCESSING', 'DELIVERED', 'PAID', 'CANCELLED'));`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_to_status_check" check ("to_status" in ('PENDING', 'ACCEPTED', 'PROCESSING', 'DELIVERED', 'PAID', 'CANCELLED'));`,
    );
    // Status notifications written before this migration carry their facts only in the English message
    // ("Your order #1 moved from PENDING to CANCELLED: reason"): read them back so old rows translate too.
    this.addSql(`update "notification" set
        "from_status" = substring("message" from '^Your order #[0-9]+ moved from ([A-Z]+) to [A-Z]+'),
        "to_status" = substring("message" from '^Your order #[0-9]+ moved from [A-Z]+ to ([A-Z]+)'),
        "note" = nullif(substring("message" from '^Your order #[0-9]+ moved from [A-Z]+ to [A-Z]+: (.*)$'), '')
      where "kind" = 'ORDER_STATUS'
        and "message" ~ '^Your order #[0-9]+ moved from (PENDING|ACCEPTED|PROCESSING|DELIVERED|PAID|CANCELLED) to (PENDING|ACCEPTED|PROCESSING|DELIVERED|PAID|CANCELLED)($|: )';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "notification" drop constraint "notification_from_status_check";`);
    this.addSql(`alter table "notification" drop constraint "notification_to_status_check";`);
    this.addSql(`alter table "notification" drop column "from_status", drop column "to_status", drop column "note";`);
  }
}
