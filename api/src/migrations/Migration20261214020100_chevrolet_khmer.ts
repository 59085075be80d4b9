import { Migration } from '@mikro-orm/migrations';

// Chevrolet in Khmer is written ឆេវ្រូឡេ: the English "ch" as ឆ (as Chery is ឆេរី) and the "r" of "-vro-" as a subscript
// RO. The first list's សេវ៉ូឡេ left the "r" out; it stays as a further spelling, so a shopper who types it is still
// told the shop has no Chevrolet parts. Only a row still as the first migration wrote it changes, so an admin's own
// correction stays.
export class Migration20261214020100_chevrolet_khmer extends Migration {
  override name = 'Migration20261214020100_chevrolet_khmer';

  override up(): void | Promise<void> {
    this.addSql(
      `update "uncarried_brand" set "name_kh" = 'ឆេវ្រូឡេ', "other_names" = "other_names" || array['សេវ៉ូឡេ']::text[], "updated_at" = now()
       where "name" = 'Chevrolet' and "name_kh" = 'សេវ៉ូឡេ';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `update "uncarried_brand" set "name_kh" = 'សេវ៉ូឡេ', "other_names" = array_remove("other_names", 'សេវ៉ូឡេ')
       where "name" = 'Chevrolet' and "name_kh" = 'ឆេវ្រូឡេ';`,
    );
  }
}
