import { Migration } from '@mikro-orm/migrations';

// A message's secret (a password-reset code) left the outbox's body: the body holds a placeholder and the code is kept
// sealed in secret_sealed (identity/messaging/message-secret.ts) until the message is delivered or the code expires.
// The trigger deletes the sealed code of any row whose sent_at is set, whoever sets it. Codes already in old rows'
// bodies are blanked out: every such code has expired or was replaced by now (a code lives 15 minutes), and a live one
// is asked for again.
export class Migration20261206140000_outbox_secrets extends Migration {
  override name = 'Migration20261206140000_outbox_secrets';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "message_outbox" add column "secret_sealed" text null, add column "secret_expires_at" timestamptz null;`,
    );
    this.addSql(
      `create or replace function "message_outbox_message_outbox_secret_leaves_fn"() returns trigger as $$ begin if new.sent_at is not null then new.secret_sealed := null; end if; return new; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "message_outbox_secret_leaves" BEFORE INSERT OR UPDATE on "message_outbox" for each ROW execute function "message_outbox_message_outbox_secret_leaves_fn"();`,
    );
    this.addSql(
      `update "message_outbox" set "body" = regexp_replace("body", '[0-9]{6}', '{{secret}}', 'g'), "secret_expires_at" = "created_at" where "kind" = 'PASSWORD_RESET';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "message_outbox_secret_leaves" on "message_outbox";`);
    this.addSql(`drop function if exists "message_outbox_message_outbox_secret_leaves_fn"();`);
    this.addSql(`alter table "message_outbox" drop column "secret_sealed", drop column "secret_expires_at";`);
  }
}
