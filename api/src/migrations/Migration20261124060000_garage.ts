import { Migration } from '@mikro-orm/migrations';

export class Migration20261124060000_garage extends Migration {
  override name = 'Migration20261124060000_garage';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "garage_vehicle" ("id" serial primary key, "user_id" int not null, "model_id" int not null, "year_id" int not null, "vin" varchar(17) null, "name" varchar(60) null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "garage_vehicle_user_id_created_at_index" on "garage_vehicle" ("user_id", "created_at");`,
    );

    this.addSql(
      `alter table "garage_vehicle" add constraint "garage_vehicle_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "garage_vehicle" add constraint "garage_vehicle_model_id_foreign" foreign key ("model_id") references "vehicle_model" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "garage_vehicle" add constraint "garage_vehicle_year_id_foreign" foreign key ("year_id") references "year" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "garage_vehicle" cascade;`);
  }
}
