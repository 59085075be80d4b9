import { Migration } from '@mikro-orm/migrations';

export class Migration20261124050000_supplier_return extends Migration {
  override name = 'Migration20261124050000_supplier_return';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "supplier_return_stock" ("id" serial primary key, "stock_id" int not null, "supplier_id" int not null, "item_unit_id" int not null, "quantity" int not null, "factor" int not null, "base_quantity" int not null, "reason" varchar(500) not null, "created_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "supplier_return_stock_supplier_id_created_at_index" on "supplier_return_stock" ("supplier_id", "created_at");`,
    );
    this.addSql(`create index "supplier_return_stock_stock_id_index" on "supplier_return_stock" ("stock_id");`);

    this.addSql(
      `alter table "supplier_return_stock" add constraint "supplier_return_stock_stock_id_foreign" foreign key ("stock_id") references "stock" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "supplier_return_stock" add constraint "supplier_return_stock_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id");`,
    );
    this.addSql(
      `alter table "supplier_return_stock" add constraint "supplier_return_stock_item_unit_id_foreign" foreign key ("item_unit_id") references "item_unit" ("id");`,
    );
    this.addSql(
      `alter table "supplier_return_stock" add constraint "supplier_return_stock_created_by_id_foreign" foreign key ("created_by_id") references "user_account" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "supplier_return_stock" add constraint "supplier_return_stock_quantity_check" check (quantity > 0);`,
    );
    this.addSql(
      `alter table "supplier_return_stock" add constraint "supplier_return_stock_factor_check" check (factor >= 1);`,
    );
    this.addSql(
      `alter table "supplier_return_stock" add constraint "supplier_return_stock_base_quantity_check" check (base_quantity > 0);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "supplier_return_stock" cascade;`);
  }
}
