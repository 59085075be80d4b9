import { Migration } from '@mikro-orm/migrations';

// The vehicle brands the shop carries no parts for (uncarried-brand.entity.ts), until now a list in query-reading.ts:
// the same brands and spellings, now with a Khmer name each, kept by staff in the back-office.
const BRANDS: [name: string, nameKh: string, otherNames: string[]][] = [
  ['BMW', 'ប៊ីអឹម', []],
  ['Mercedes-Benz', 'ម៉ែស៊ីដេស', ['Mercedes', 'Benz', 'បេន']],
  ['Audi', 'អូឌី', []],
  ['Volkswagen', 'វ៉ុលស្វាហ្គែន', ['VW']],
  ['Tesla', 'តេស្លា', []],
  ['Chevrolet', 'សេវ៉ូឡេ', ['Chevy']],
  ['Suzuki', 'ស៊ូហ្ស៊ូគី', []],
  ['Subaru', 'ស៊ូបារូ', []],
  ['Daihatsu', 'ដៃហាត់ស៊ូ', []],
  ['Peugeot', 'ពឺហ្សូ', []],
  ['Land Rover', 'ឡែនរ៉ូវើ', ['Range Rover', 'រេនរ៉ូវើ']],
  ['Porsche', 'ព័រស្ហេ', []],
  ['Volvo', 'វ៉ុលវ៉ូ', []],
  ['Jeep', 'ជីប', []],
  ['BYD', 'ប៊ីវ៉ាយឌី', []],
  ['Geely', 'ជីលី', []],
  ['Chery', 'ឆេរី', []],
  ['Hino', 'ហ៊ីណូ', []],
  ['Infiniti', 'អ៊ីនហ្វីនីទី', []],
  ['Acura', 'អាគូរ៉ា', []],
  ['Cadillac', 'កាឌីឡាក់', []],
  ['Renault', 'រ៉ូណូ', []],
];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

export class Migration20261212010000_uncarried_brand extends Migration {
  override name = 'Migration20261212010000_uncarried_brand';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "uncarried_brand" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(100) not null, "name_kh" varchar(100) null, "other_names" text[] not null default '{}');`,
    );
    this.addSql(`alter table "uncarried_brand" add constraint "uncarried_brand_name_unique" unique ("name");`);
    this.addSql(
      `create or replace function "uncarried_brand_catalog_changed_fn"() returns trigger as $$ begin perform pg_notify('catalog_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalog_changed" AFTER INSERT OR UPDATE OR DELETE on "uncarried_brand" for each STATEMENT execute function "uncarried_brand_catalog_changed_fn"();`,
    );
    const rows = BRANDS.map(
      ([name, nameKh, otherNames]) =>
        `(now(), now(), ${literal(name)}, ${literal(nameKh)}, array[${otherNames.map(literal).join(', ')}]::text[])`,
    );
    this.addSql(
      `insert into "uncarried_brand" ("created_at", "updated_at", "name", "name_kh", "other_names") values ${rows.join(', ')} on conflict do nothing;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "uncarried_brand" cascade;`);
    this.addSql(`drop function if exists "uncarried_brand_catalog_changed_fn"();`);
  }
}
