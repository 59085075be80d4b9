import { Migration } from '@mikro-orm/migrations';

/** A store's picture (issue 34 §2): a stored image the supplier uploaded, shown where the store is shown. */
export class Migration20261209050000_store_image extends Migration {
  override name = 'Migration20261209050000_store_image';

  override up(): void | Promise<void> {
    this.addSql(`alter table "store" add "image_id" int null;`);
    this.addSql(
      `alter table "store" add constraint "store_image_id_foreign" foreign key ("image_id") references "stored_file" ("id") on delete set null;`,
    );
    this.addSql(`create index "store_image_id_index" on "store" ("image_id") where "image_id" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "store_image_id_index";`);
    this.addSql(`alter table "store" drop column "image_id";`);
  }
}
