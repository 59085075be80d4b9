import { Migration } from '@mikro-orm/migrations';

export class Migration20261121074758_currency extends Migration {
  override name = 'Migration20261121074758_currency';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "currency" ("id" serial primary key, "code" varchar(3) not null, "name" varchar(100) not null, "symbol" varchar(8) not null, "rate" numeric(18,6) not null, "active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "currency" add constraint "currency_code_unique" unique ("code");`);

    this.addSql(`alter table "currency" add constraint "currency_code_check" check (code ~ '^[A-Z]{3}$');`);
    this.addSql(`alter table "currency" add constraint "currency_rate_check" check (rate > 0);`);

    // USD is the base (rate 1). KHR takes over the riel rate the shop used so far: the configuration value
    // currency.khr-per-usd when a database has a usable one, else 4100; that setting is then retired, so
    // there is one rate to keep, the KHR row's.
    this.addSql(`insert into "currency" ("code", "name", "symbol", "rate", "active", "created_at", "updated_at")
      select 'USD', 'US dollar', '$', 1, true, now(), now()
      union all
      select 'KHR', 'Cambodian riel', '៛',
             coalesce((select nullif(round(case when value ~ '^[0-9]{1,12}([.][0-9]+)?$' then value::numeric end, 6), 0)
                       from configuration where key = 'currency.khr-per-usd'), 4100),
             true, now(), now();`);
    this.addSql(`delete from "configuration" where key = 'currency.khr-per-usd';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`insert into "configuration" ("key", "value", "description", "is_public", "created_at", "updated_at")
      select 'currency.khr-per-usd', round(rate)::text, 'Riel per US dollar, used to show prices in KHR', true, now(), now()
      from "currency" where code = 'KHR';`);
    this.addSql(`drop table if exists "currency" cascade;`);
  }
}
