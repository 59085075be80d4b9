import { Migration } from '@mikro-orm/migrations';

// Khmer names of the brands the shop carries no parts for, as people write them (issue 36): Porsche is written ព័រស,
// as Bosch is បូស (a final ស says the "sh"; ស្ហ is no Khmer cluster), and BMW is also written out letter by letter,
// ប៊ីអឹមដាប់បែលយូ, beside the spoken ប៊ីអឹម. Only rows still as the first migration wrote them change, so an admin's
// own correction stays.
export class Migration20261213030000_uncarried_brand_khmer extends Migration {
  override name = 'Migration20261213030000_uncarried_brand_khmer';

  override up(): void | Promise<void> {
    this.addSql(
      `update "uncarried_brand" set "name_kh" = 'ព័រស', "updated_at" = now() where "name" = 'Porsche' and "name_kh" = 'ព័រស្ហេ';`,
    );
    this.addSql(
      `update "uncarried_brand" set "other_names" = "other_names" || array['ប៊ីអឹមដាប់បែលយូ']::text[], "updated_at" = now()
       where "name" = 'BMW' and not ('ប៊ីអឹមដាប់បែលយូ' = any("other_names"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`update "uncarried_brand" set "name_kh" = 'ព័រស្ហេ' where "name" = 'Porsche' and "name_kh" = 'ព័រស';`);
    this.addSql(
      `update "uncarried_brand" set "other_names" = array_remove("other_names", 'ប៊ីអឹមដាប់បែលយូ') where "name" = 'BMW';`,
    );
  }
}
