import { Migration } from '@mikro-orm/migrations';

// SUPPLIER accounts point at a real supplier; no other account has one. Databases made before this link
// existed are repaired first: stray ids are cleared, a supplier account without a supplier is given the first
// supplier (the demo shop's supplier@parts.demo runs Angkor Auto Parts), and one left without any supplier to
// run (no supplier exists at all) becomes a disabled CUSTOMER account rather than blocking the upgrade.
export class Migration20261121055844_supplier_account_link extends Migration {
  override name = 'Migration20261121055844_supplier_account_link';

  override up(): void | Promise<void> {
    this.addSql(
      `update "user_account" set "supplier_id" = null where "type" <> 'SUPPLIER' and "supplier_id" is not null;`,
    );
    this.addSql(
      `update "user_account" u set "supplier_id" = null where "supplier_id" is not null and not exists (select 1 from "supplier" s where s."id" = u."supplier_id");`,
    );
    this.addSql(
      `update "user_account" set "supplier_id" = (select min("id") from "supplier") where "type" = 'SUPPLIER' and "supplier_id" is null;`,
    );
    this.addSql(
      `update "user_account" set "type" = 'CUSTOMER', "enabled" = false, "token_version" = "token_version" + 1 where "type" = 'SUPPLIER' and "supplier_id" is null;`,
    );
    this.addSql(
      `alter table "user_account" add constraint "user_account_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "user_account" add constraint "user_account_supplier_id_check" check ((type = 'SUPPLIER') = (supplier_id is not null));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "user_account" drop constraint "user_account_supplier_id_foreign";`);

    this.addSql(`alter table "user_account" drop constraint "user_account_supplier_id_check";`);
  }
}
