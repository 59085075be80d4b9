import { Migration } from '@mikro-orm/migrations';

// Order news for Telegram is queued by the code that writes the order-status notification
// (NotificationService.addOrderNews), no longer by a trigger on `notification`: the rule (only a shopper linked to
// Telegram who allowed the bot's messages gets one) now lives, and is tested, with the rest of the order's news.
export class Migration20261210030000_telegram_news_in_code extends Migration {
  override name = 'Migration20261210030000_telegram_news_in_code';

  override up(): void | Promise<void> {
    this.addSql(`drop trigger if exists "telegram_news" on "notification";`);
    this.addSql(`drop function if exists "notification_telegram_news_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create or replace function "notification_telegram_news_fn"() returns trigger as $$ begin if new.kind = 'ORDER_STATUS' then insert into message_outbox (channel, recipient, kind, subject, body, created_at) select 'TELEGRAM', s.provider_user_id, 'ORDER_STATUS', 'Order #' || new.order_id, json_build_object('language', coalesce(s.messages_language, 'en'), 'orderId', new.order_id, 'from', new.from_status, 'to', new.to_status, 'supplierName', new.supplier_name, 'supplierNameKh', new.supplier_name_kh, 'note', new.note)::text, now() from social_account s where s.user_id = new.user_id and s.provider = 'TELEGRAM' and s.messages_allowed; end if; return new; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "telegram_news" AFTER INSERT on "notification" for each ROW execute function "notification_telegram_news_fn"();`,
    );
  }
}
