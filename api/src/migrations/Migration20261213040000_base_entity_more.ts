import { Migration } from '@mikro-orm/migrations';

// Five more entities extend BaseEntity (issue 40 §2): items and their units (staff change them), invoices (cancelled),
// notifications (seen) and KHQR codes (asked about, paid). Each table gains the `updated_at` the base entity maps. A
// row made before this starts at the last change its own columns record, else at its `created_at`.
const TABLES: Record<string, string> = {
  item: '"created_at"',
  item_unit: '"created_at"',
  invoice: 'coalesce("cancelled_at", "created_at")',
  notification: 'coalesce("seen_at", "created_at")',
  khqr_code: 'greatest("created_at", "checked_at")',
};

export class Migration20261213040000_base_entity_more extends Migration {
  override name = 'Migration20261213040000_base_entity_more';

  override up(): void | Promise<void> {
    for (const [table, changed] of Object.entries(TABLES)) {
      this.addSql(`alter table "${table}" add column "updated_at" timestamptz null;`);
      this.addSql(`update "${table}" set "updated_at" = ${changed};`);
      this.addSql(`alter table "${table}" alter column "updated_at" set not null;`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of Object.keys(TABLES)) this.addSql(`alter table "${table}" drop column "updated_at";`);
  }
}
