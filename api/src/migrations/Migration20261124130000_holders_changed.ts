import { Migration } from '@mikro-orm/migrations';

// The API processes remember who a token speaks for (identity/holder-cache.ts): any change to an account tells them
// to forget, at commit, whoever made it (the API, a script, psql).
export class Migration20261124130000_holders_changed extends Migration {
  override name = 'Migration20261124130000_holders_changed';

  override up(): void | Promise<void> {
    this.addSql(
      `create or replace function "user_account_holders_changed_fn"() returns trigger as $$ begin perform pg_notify('holders_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "holders_changed" AFTER UPDATE OR DELETE on "user_account" for each STATEMENT execute function "user_account_holders_changed_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "holders_changed" on "user_account";`);
    this.addSql(`drop function if exists "user_account_holders_changed_fn"();`);
  }
}
