import { Migration } from '@mikro-orm/migrations';

// Delivery priced before checkout (issue 38 §2): delivery zones, items' shipping weight, and the delivery each order
// part keeps as quoted. Parts of orders placed before keep no option and fees of 0.
export class Migration20261209010000_delivery_zones extends Migration {
  override name = 'Migration20261209010000_delivery_zones';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "delivery_zone" ("id" serial primary key, "location_id" int not null, "district" varchar(100) null, "district_kh" varchar(100) null, "free_above" numeric(12,2) null, "cod_allowed" boolean not null default true, "cod_fee" numeric(12,2) not null default '0', "options" jsonb not null, "active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint delivery_zone_free_above_check check (free_above >= 0), constraint delivery_zone_cod_fee_check check (cod_fee >= 0));`,
    );
    this.addSql(`create index "delivery_zone_location_id_index" on "delivery_zone" ("location_id");`);
    this.addSql(
      `create unique index "delivery_zone_place_unique" on "delivery_zone" ("location_id", (coalesce(lower("district"), '')));`,
    );
    this.addSql(
      `alter table "delivery_zone" add constraint "delivery_zone_location_id_foreign" foreign key ("location_id") references "location" ("id");`,
    );
    this.addSql(
      `alter table "item" add "shipping_weight_grams" int null, add constraint item_shipping_weight_grams_check check (shipping_weight_grams >= 0);`,
    );
    this.addSql(
      `alter table "order_part" add "delivery_option" text check ("delivery_option" in ('Ground Way', 'Rail Way', 'Water Way', 'Air Way', 'STORE_PICKUP')) null, add "delivery_fee" numeric(12,2) not null default '0', add "cod_fee" numeric(12,2) not null default '0', add "delivery_days_min" int null, add "delivery_days_max" int null, add constraint order_part_delivery_fee_check check (delivery_fee >= 0), add constraint order_part_cod_fee_check check (cod_fee >= 0);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "order_part" drop column "delivery_option", drop column "delivery_fee", drop column "cod_fee", drop column "delivery_days_min", drop column "delivery_days_max";`,
    );
    this.addSql(`alter table "item" drop column "shipping_weight_grams";`);
    this.addSql(`drop table if exists "delivery_zone";`);
  }
}
