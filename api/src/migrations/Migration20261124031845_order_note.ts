import { Migration } from '@mikro-orm/migrations';

export class Migration20261124031845_order_note extends Migration {
  override name = 'Migration20261124031845_order_note';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "order_note" ("id" serial primary key, "order_id" int not null, "author_id" int not null, "supplier_id" int null, "body" text not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "order_note_order_id_created_at_index" on "order_note" ("order_id", "created_at");`);

    this.addSql(
      `alter table "order_note" add constraint "order_note_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "order_note" add constraint "order_note_author_id_foreign" foreign key ("author_id") references "user_account" ("id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "order_note" cascade;`);
  }
}
