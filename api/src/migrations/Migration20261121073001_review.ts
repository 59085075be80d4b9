import { Migration } from '@mikro-orm/migrations';

export class Migration20261121073001_review extends Migration {
  override name = 'Migration20261121073001_review';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "review" ("id" serial primary key, "user_id" int not null, "stock_id" int null, "rating" smallint not null, "comment" varchar(2000) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "review_stock_newest" on "review" ("stock_id", "created_at");`);
    this.addSql(`create index "review_platform_newest" on "review" ("created_at") where stock_id is null;`);
    this.addSql(`alter table "review" add constraint "review_one_per_user_and_stock" unique ("user_id", "stock_id");`);
    this.addSql(
      `create unique index "review_one_platform_review_per_user" on "review" ("user_id") where stock_id is null;`,
    );

    this.addSql(
      `alter table "review" add constraint "review_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "review" add constraint "review_stock_id_foreign" foreign key ("stock_id") references "stock" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "review" add constraint "review_rating_check" check (rating >= 1 and rating <= 5);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "review" cascade;`);
  }
}
