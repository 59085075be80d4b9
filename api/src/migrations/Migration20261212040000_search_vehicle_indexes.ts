import { Migration } from '@mikro-orm/migrations';

// The search naming a vehicle on a million parts (issue 36): each name's parts come in id order with their maker
// from one index, the category branch reads the maker from its index too, and whether a part fits a brand (and year)
// is answered from a fitment index led by the part, without reading the fitment rows.
export class Migration20261212040000_search_vehicle_indexes extends Migration {
  override name = 'Migration20261212040000_search_vehicle_indexes';

  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "part_search_text_index";`);
    this.addSql(`create index "part_search_text_id_index" on "part" ("search_text", "id") include ("brand_item_id");`);
    this.addSql(`drop index if exists "part_category_id_id_index";`);
    this.addSql(`create index "part_category_id_id_index" on "part" ("category_id", "id") include ("brand_item_id");`);
    this.addSql(
      `create index "part_fit_part_brand_index" on "part_fit" ("part_id", "brand_id", "model_id", "year_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "part_fit_part_brand_index";`);
    this.addSql(`drop index if exists "part_category_id_id_index";`);
    this.addSql(`create index "part_category_id_id_index" on "part" ("category_id", "id");`);
    this.addSql(`drop index if exists "part_search_text_id_index";`);
    this.addSql(`create index "part_search_text_index" on "part" ("search_text");`);
  }
}
