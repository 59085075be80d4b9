import { Migration } from '@mikro-orm/migrations';

export class Migration20261208170000_job_runner extends Migration {
  override name = 'Migration20261208170000_job_runner';

  override up(): void | Promise<void> {
    this.addSql(`alter table "background_job" add "runner" varchar(100) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "background_job" drop column "runner";`);
  }
}
