import { Migration } from '@mikro-orm/migrations';

// Eight more entities extend BaseEntity (issue 40 §2): the reference data an admin edits (brands, makers, categories,
// accessory categories, vehicle models) and the shopper's records that change (garage vehicles, social accounts,
// password reset codes) gain the `updated_at` it maps. A row made before this has not been changed since anyone knows
// of, so it starts as its own `created_at`. District already had the column.
const TABLES = [
  'brand',
  'brand_item',
  'category',
  'accessory_category',
  'vehicle_model',
  'garage_vehicle',
  'social_account',
  'password_reset_code',
];

export class Migration20261212020000_base_entity_updated_at extends Migration {
  override name = 'Migration20261212020000_base_entity_updated_at';

  override up(): void | Promise<void> {
    for (const table of TABLES) {
      this.addSql(`alter table "${table}" add column "updated_at" timestamptz null;`);
      this.addSql(`update "${table}" set "updated_at" = "created_at";`);
      this.addSql(`alter table "${table}" alter column "updated_at" set not null;`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of TABLES) this.addSql(`alter table "${table}" drop column "updated_at";`);
  }
}
