import { Migration } from '@mikro-orm/migrations';

// Part numbers at a million parts (issue 36 §5): the exact, prefix and mistyped-number branches of the search and the
// cross-reference numbers' read each hit's part (and maker, and number) from their index instead of one heap row per
// hit, up to 500 a prefix in random order over the table.
export class Migration20261213021000_part_number_index_only extends Migration {
  override name = 'Migration20261213021000_part_number_index_only';

  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "part_part_number_key_pattern_index";`);
    this.addSql(
      `create index "part_part_number_key_pattern_index" on "part" ("part_number_key" varchar_pattern_ops) include ("id", "brand_item_id");`,
    );
    this.addSql(`drop index if exists "part_part_number_key_reverse_index";`);
    this.addSql(
      `create index "part_part_number_key_reverse_index" on "part" (reverse("part_number_key") text_pattern_ops) include ("id", "part_number_key", "brand_item_id");`,
    );
    this.addSql(`drop index if exists "part_number_key_pattern_index";`);
    this.addSql(
      `create index "part_number_key_pattern_index" on "part_number" ("number_key" text_pattern_ops) include ("part_id", "id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "part_number_key_pattern_index";`);
    this.addSql(`create index "part_number_key_pattern_index" on "part_number" ("number_key" text_pattern_ops);`);
    this.addSql(`drop index if exists "part_part_number_key_reverse_index";`);
    this.addSql(
      `create index "part_part_number_key_reverse_index" on "part" (reverse("part_number_key") text_pattern_ops);`,
    );
    this.addSql(`drop index if exists "part_part_number_key_pattern_index";`);
    this.addSql(`create index "part_part_number_key_pattern_index" on "part" ("part_number_key" varchar_pattern_ops);`);
  }
}
