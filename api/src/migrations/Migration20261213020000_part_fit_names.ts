import { Migration } from '@mikro-orm/migrations';

// A search naming a vehicle at a million parts (issue 36 §5): the fitments carry their part's folded names
// (`search_text`, kept by the copy trigger and the part's sync trigger like its category and maker), so each matching
// name's parts that fit a model, or a brand alone, come in part order from one index without visiting the parts or
// every fitment of the vehicle. The fitments already there get their part's names with the row triggers off: the
// fitment counts and the change notices do not move, and the copy trigger would read each part again.
export class Migration20261213020000_part_fit_names extends Migration {
  override name = 'Migration20261213020000_part_fit_names';

  override up(): void | Promise<void> {
    this.addSql(`alter table "part_fit" add column "search_text" text null;`);
    this.addSql(`alter table "part_fit" disable trigger user;`);
    this.addSql(`update "part_fit" f set "search_text" = p."search_text" from "part" p where p."id" = f."part_id";`);
    this.addSql(`alter table "part_fit" enable trigger user;`);
    this.addSql(
      `create or replace function "part_fit_part_fit_copy_part_fn"() returns trigger as $$ begin select category_id, brand_item_id, search_text into new.category_id, new.brand_item_id, new.search_text from part where id = new.part_id; return new; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create or replace function "part_part_sync_fits_fn"() returns trigger as $$ begin if old.category_id is distinct from new.category_id or old.brand_item_id is distinct from new.brand_item_id or old.search_text is distinct from new.search_text then update part_fit set category_id = new.category_id, brand_item_id = new.brand_item_id, search_text = new.search_text where part_id = new.id; end if; return new; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create index "part_fit_model_name_index" on "part_fit" ("model_id", "search_text", "part_id") include ("year_id", "brand_item_id");`,
    );
    this.addSql(
      `create index "part_fit_brand_name_index" on "part_fit" ("brand_id", "search_text", "part_id") include ("year_id", "brand_item_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "part_fit_brand_name_index";`);
    this.addSql(`drop index if exists "part_fit_model_name_index";`);
    this.addSql(
      `create or replace function "part_part_sync_fits_fn"() returns trigger as $$ begin if old.category_id is distinct from new.category_id or old.brand_item_id is distinct from new.brand_item_id then update part_fit set category_id = new.category_id, brand_item_id = new.brand_item_id where part_id = new.id; end if; return new; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create or replace function "part_fit_part_fit_copy_part_fn"() returns trigger as $$ begin select category_id, brand_item_id into new.category_id, new.brand_item_id from part where id = new.part_id; return new; end; $$ language plpgsql;`,
    );
    this.addSql(`alter table "part_fit" drop column "search_text";`);
  }
}
