import { Migration } from '@mikro-orm/migrations';

// Districts as reference data (issue 38 §2, decisions.md "Delivery": zones by province, optionally district): a
// `district` table (province, English and Khmer name; one name per province, any case) that staff keep, and delivery
// zones name a district row instead of typing its names. The districts zones already typed become rows (their names
// as typed), and the zones point at them.
export class Migration20261210020001_districts extends Migration {
  override name = 'Migration20261210020001_districts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "district" ("id" serial primary key, "location_id" int not null, "name" varchar(100) not null, "name_kh" varchar(100) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "district_location_id_index" on "district" ("location_id");`);
    this.addSql(`create unique index "district_name_unique" on "district" ("location_id", lower("name"));`);
    this.addSql(
      `alter table "district" add constraint "district_location_id_foreign" foreign key ("location_id") references "location" ("id");`,
    );
    this.addSql(
      `insert into "district" ("location_id", "name", "name_kh", "created_at", "updated_at")
       select distinct on ("location_id", lower("district")) "location_id", "district", coalesce("district_kh", "district"), now(), now()
       from "delivery_zone" where "district" is not null order by "location_id", lower("district"), "id";`,
    );
    this.addSql(`alter table "delivery_zone" add "district_id" int null;`);
    this.addSql(
      `update "delivery_zone" z set "district_id" = d."id" from "district" d where d."location_id" = z."location_id" and lower(d."name") = lower(z."district");`,
    );
    this.addSql(`create index "delivery_zone_district_id_index" on "delivery_zone" ("district_id");`);
    this.addSql(
      `alter table "delivery_zone" add constraint "delivery_zone_district_id_foreign" foreign key ("district_id") references "district" ("id") on delete no action;`,
    );
    this.addSql(`drop index "delivery_zone_place_unique";`);
    this.addSql(
      `create unique index "delivery_zone_place_unique" on "delivery_zone" ("location_id", (coalesce("district_id", 0)));`,
    );
    this.addSql(`alter table "delivery_zone" drop column "district", drop column "district_kh";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "delivery_zone" add "district" varchar(100) null, add "district_kh" varchar(100) null;`);
    this.addSql(
      `update "delivery_zone" z set "district" = d."name", "district_kh" = d."name_kh" from "district" d where d."id" = z."district_id";`,
    );
    this.addSql(`drop index "delivery_zone_place_unique";`);
    this.addSql(
      `create unique index "delivery_zone_place_unique" on "delivery_zone" ("location_id", (coalesce(lower("district"), '')));`,
    );
    this.addSql(`alter table "delivery_zone" drop constraint "delivery_zone_district_id_foreign";`);
    this.addSql(`alter table "delivery_zone" drop column "district_id";`);
    this.addSql(`drop table if exists "district";`);
  }
}
