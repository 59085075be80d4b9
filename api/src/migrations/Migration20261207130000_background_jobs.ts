import { Migration } from '@mikro-orm/migrations';

// Background jobs (issue 37): pg-boss keeps its queues in its own `pgboss` schema, which it installs and migrates
// itself when a process starts its queue; `background_job` holds what the shop adds to a job: who started it and
// how far it got, for the jobs screen. Outgoing messages gain the Telegram channel, and each new message notifies
// the delivery workers (NOTIFY is sent at commit, so a worker never reads a message before it exists).
export class Migration20261207130000_background_jobs extends Migration {
  override name = 'Migration20261207130000_background_jobs';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "background_job" ("id" uuid primary key, "kind" varchar(50) not null, "started_by_id" int null, "phase" varchar(20) not null default 'queued', "done" int not null default 0, "total" int not null default 0, "result" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "background_job" add constraint "background_job_started_by_id_foreign" foreign key ("started_by_id") references "user_account" ("id") on delete set null;`,
    );
    this.addSql(`create index "background_job_started_by_id_index" on "background_job" ("started_by_id");`);
    this.addSql(`alter table "message_outbox" drop constraint if exists "message_outbox_channel_check";`);
    this.addSql(
      `alter table "message_outbox" add constraint "message_outbox_channel_check" check ("channel" in ('EMAIL', 'SMS', 'TELEGRAM'));`,
    );
    this.addSql(
      `create or replace function "message_outbox_message_outbox_notify_fn"() returns trigger as $$ begin perform pg_notify('message_outbox', new.id::text); return new; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "message_outbox_notify" AFTER INSERT on "message_outbox" for each ROW execute function "message_outbox_message_outbox_notify_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "message_outbox_notify" on "message_outbox";`);
    this.addSql(`drop function if exists "message_outbox_message_outbox_notify_fn"();`);
    this.addSql(`alter table "message_outbox" drop constraint if exists "message_outbox_channel_check";`);
    this.addSql(
      `alter table "message_outbox" add constraint "message_outbox_channel_check" check ("channel" in ('EMAIL', 'SMS'));`,
    );
    this.addSql(`drop table if exists "background_job";`);
  }
}
