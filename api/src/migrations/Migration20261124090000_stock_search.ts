import { Migration } from '@mikro-orm/migrations';

// The stock desk's search (stock-read.ts) matches names anywhere (ILIKE '%...%') beside the part-number prefix: with
// a million parts, a name condition without these trigram indexes read every part on each search (issue 12, `pnpm bench`).
export class Migration20261124090000_stock_search extends Migration {
  override name = 'Migration20261124090000_stock_search';

  override up(): void | Promise<void> {
    this.addSql(`create index "part_name_trgm_index" on "part" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "part_name_kh_trgm_index" on "part" using gin ("name_kh" gin_trgm_ops);`);
    this.addSql(`create index "accessory_name_trgm_index" on "accessory" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "accessory_name_kh_trgm_index" on "accessory" using gin ("name_kh" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "part_name_trgm_index";`);
    this.addSql(`drop index if exists "part_name_kh_trgm_index";`);
    this.addSql(`drop index if exists "accessory_name_trgm_index";`);
    this.addSql(`drop index if exists "accessory_name_kh_trgm_index";`);
  }
}
