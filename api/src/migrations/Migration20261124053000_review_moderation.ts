import { Migration } from '@mikro-orm/migrations';

export class Migration20261124053000_review_moderation extends Migration {
  override name = 'Migration20261124053000_review_moderation';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "review" add column "hidden" boolean not null default false, add column "moderation_reason" varchar(500) null, add column "moderated_at" timestamptz null;`,
    );
    this.addSql(`alter table "notification" drop constraint if exists "notification_kind_check";`);
    this.addSql(
      `alter table "notification" add constraint "notification_kind_check" check ("kind" in ('ORDER_PLACED', 'ORDER_STATUS', 'DEALER_APPROVED'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "notification" where "kind" = 'DEALER_APPROVED';`);
    this.addSql(`alter table "notification" drop constraint if exists "notification_kind_check";`);
    this.addSql(
      `alter table "notification" add constraint "notification_kind_check" check ("kind" in ('ORDER_PLACED', 'ORDER_STATUS'));`,
    );
    this.addSql(
      `alter table "review" drop column "hidden", drop column "moderation_reason", drop column "moderated_at";`,
    );
  }
}
