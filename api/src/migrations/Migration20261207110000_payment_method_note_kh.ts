import { Migration } from '@mikro-orm/migrations';

// Payment-method notes in Khmer (decisions.md: everything a person reads is in their language, data included).
// The two methods the shop starts with get their Khmer note when their English note is still the one it started with.
export class Migration20261207110000_payment_method_note_kh extends Migration {
  override name = 'Migration20261207110000_payment_method_note_kh';

  override up(): void | Promise<void> {
    this.addSql(`alter table "payment_method" add column "note_kh" varchar(500) null;`);
    this.addSql(`update "payment_method" set "note_kh" = 'បង់ប្រាក់ឱ្យអ្នកដឹកជញ្ជូន ពេលគ្រឿងបន្លាស់មកដល់'
      where "note" = 'Pay the driver when the parts arrive';`);
    this.addSql(`update "payment_method" set "note_kh" = 'ផ្ទេរប្រាក់ទៅគណនីហាង ការបញ្ជាទិញត្រូវបានបញ្ជាក់ ពេលប្រាក់មកដល់'
      where "note" = 'Transfer to the shop account; the order is confirmed when the money arrives';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment_method" drop column "note_kh";`);
  }
}
