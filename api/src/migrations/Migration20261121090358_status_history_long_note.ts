import { Migration } from '@mikro-orm/migrations';

export class Migration20261121090358_status_history_long_note extends Migration {
  override name = 'Migration20261121090358_status_history_long_note';

  override up(): void | Promise<void> {
    this.addSql(`alter table "order_status_history" alter column "note" type text using ("note"::text);`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "order_status_history" alter column "note" type varchar(1000) using ("note"::varchar(1000));`,
    );
  }
}
