import { Migration } from '@mikro-orm/migrations';

// Items learn which supplier added them (decisions.md: "The catalogue is the shop's and admins keep it"; the rule is
// catalog/catalogue-ownership.ts). Items already there get the supplier whose account the audit trail records as
// adding them (a back-office `create` of the item by a SUPPLIER account); every other item (an admin's, an
// import's, the seed's, or one whose adding account is gone) is the shop's: null.
export class Migration20261206100000_catalogue_ownership extends Migration {
  override name = 'Migration20261206100000_catalogue_ownership';

  override up(): void | Promise<void> {
    this.addSql(`alter table "item" add "created_by_supplier_id" int null;`);
    this.addSql(
      `alter table "item" add constraint "item_created_by_supplier_id_foreign" foreign key ("created_by_supplier_id") references "supplier" ("id") on delete set null;`,
    );
    this.addSql(`create index "item_created_by_supplier_id_index" on "item" ("created_by_supplier_id");`);
    this.addSql(
      `update "item" i set "created_by_supplier_id" = u."supplier_id" from "audit_entry" a join "user_account" u on u."id" = a."actor_id" where a."entity" = 'item' and a."action" = 'create' and a."entity_id" = i."id" and a."actor_type" = 'SUPPLIER' and u."type" = 'SUPPLIER' and u."supplier_id" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "item" drop constraint "item_created_by_supplier_id_foreign";`);

    this.addSql(`drop index "item_created_by_supplier_id_index";`);
    this.addSql(`alter table "item" drop column "created_by_supplier_id";`);
  }
}
