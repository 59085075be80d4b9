import { Migration } from '@mikro-orm/migrations';

// Files are private unless attached to a public record (decisions.md), and ids that count up never appear in file
// addresses: every stored file gets a random key (PostgreSQL evaluates the volatile default once per existing row,
// so each old file gets its own), and any file written later gets one the same way. Brand and maker logos are
// addresses typed or uploaded in the back-office: those naming an old `/files/<id>` now name the file's key, so
// the storefront's logos keep working. Whether a file is a public picture is looked up per request of
// /files/<key>, so the parts' and accessories' pictures get an index (the categories' tables are small).
export class Migration20261206120000_file_keys extends Migration {
  override name = 'Migration20261206120000_file_keys';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "stored_file" add column "key" varchar(32) not null default replace(gen_random_uuid()::text, '-', '');`,
    );
    this.addSql(`alter table "stored_file" add constraint "stored_file_key_unique" unique ("key");`);
    for (const table of ['brand', 'brand_item']) {
      this.addSql(
        `update "${table}" t set "logo" = '/files/' || f."key" from "stored_file" f where t."logo" ~ '^/files/[0-9]{1,9}$' and f."id" = substr(t."logo", 8)::int;`,
      );
    }
    this.addSql(`create index "part_image_id_index" on "part" ("image_id") where "image_id" is not null;`);
    this.addSql(`create index "accessory_image_id_index" on "accessory" ("image_id") where "image_id" is not null;`);
  }

  override down(): void | Promise<void> {
    for (const table of ['brand', 'brand_item']) {
      this.addSql(
        `update "${table}" t set "logo" = '/files/' || f."id" from "stored_file" f where t."logo" = '/files/' || f."key";`,
      );
    }
    this.addSql(`drop index "part_image_id_index";`);
    this.addSql(`drop index "accessory_image_id_index";`);
    this.addSql(`alter table "stored_file" drop constraint "stored_file_key_unique";`);
    this.addSql(`alter table "stored_file" drop column "key";`);
  }
}
