import { Migration } from '@mikro-orm/migrations';

// A search naming a model and a category's word ("ហ្វ្រាំង ហាយលុច", brakes + Hilux, 0.3 s at a million parts) checked
// each part of the category against the model until it had 500; the fitments carry their part's category, so the
// category's parts that fit the model come in part order from this index alone (search-sql.ts).
export class Migration20261215000000_part_fit_model_category extends Migration {
  override name = 'Migration20261215000000_part_fit_model_category';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "part_fit_model_category_index" on "part_fit" ("model_id", "category_id", "part_id") include ("year_id", "brand_item_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "part_fit_model_category_index";`);
  }
}
