import { Migration } from '@mikro-orm/migrations';

// The Telegram Mini App (issue 39 §3): a Telegram social account keeps whether the shopper let the shop's bot write to
// them, and in which language; a trigger on notification puts each order-status notification of such a shopper into
// the message outbox for Telegram (notification.entity.ts).
export class Migration20261209040000_telegram_mini_app extends Migration {
  override name = 'Migration20261209040000_telegram_mini_app';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "social_account" add column "messages_allowed" boolean not null default false, add column "messages_language" text null;`,
    );
    this.addSql(
      `alter table "social_account" add constraint "social_account_messages_language_check" check ("messages_language" in ('en', 'km'));`,
    );
    this.addSql(
      `create or replace function "notification_telegram_news_fn"() returns trigger as $$ begin if new.kind = 'ORDER_STATUS' then insert into message_outbox (channel, recipient, kind, subject, body, created_at) select 'TELEGRAM', s.provider_user_id, 'ORDER_STATUS', 'Order #' || new.order_id, json_build_object('language', coalesce(s.messages_language, 'en'), 'orderId', new.order_id, 'from', new.from_status, 'to', new.to_status, 'supplierName', new.supplier_name, 'supplierNameKh', new.supplier_name_kh, 'note', new.note)::text, now() from social_account s where s.user_id = new.user_id and s.provider = 'TELEGRAM' and s.messages_allowed; end if; return new; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "telegram_news" AFTER INSERT on "notification" for each ROW execute function "notification_telegram_news_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "telegram_news" on "notification";`);
    this.addSql(`drop function if exists "notification_telegram_news_fn"();`);
    this.addSql(`alter table "social_account" drop column "messages_allowed", drop column "messages_language";`);
  }
}
