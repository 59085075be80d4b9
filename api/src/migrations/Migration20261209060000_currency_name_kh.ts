import { Migration } from '@mikro-orm/migrations';

// Currency names in Khmer (decisions.md: everything a person reads is in their language, data included). The two
// currencies every shop starts with get their Khmer name while their English one is still the one they started with.
export class Migration20261209060000_currency_name_kh extends Migration {
  override name = 'Migration20261209060000_currency_name_kh';

  override up(): void | Promise<void> {
    this.addSql(`alter table "currency" add column "name_kh" varchar(100) null;`);
    this.addSql(`update "currency" set "name_kh" = 'ដុល្លារអាមេរិក' where "code" = 'USD' and "name" = 'US dollar';`);
    this.addSql(`update "currency" set "name_kh" = 'រៀលកម្ពុជា' where "code" = 'KHR' and "name" = 'Cambodian riel';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "currency" drop column "name_kh";`);
  }
}
