import { Migration } from '@mikro-orm/migrations';

// Setting descriptions in Khmer (decisions.md: everything a person reads is in their language, data included). The
// settings the shop starts with get their Khmer description while their English one is still the one they started with.
const startingDescriptions: readonly (readonly [key: string, english: string, khmer: string])[] = [
  ['site.name', 'Name shown in titles and e-mails', 'ឈ្មោះដែលបង្ហាញនៅលើចំណងជើង និងក្នុងអ៊ីមែល'],
  ['site.name-kh', 'Khmer name of the shop', 'ឈ្មោះហាងជាភាសាខ្មែរ'],
  ['contact.phone', 'Customer service phone number', 'លេខទូរស័ព្ទសេវាបម្រើអតិថិជន'],
  ['contact.email', 'Customer service e-mail address', 'អាសយដ្ឋានអ៊ីមែលសេវាបម្រើអតិថិជន'],
  ['order.low-stock-alert', 'Default low-stock alert threshold for new stock', 'កម្រិតជូនដំណឹងស្តុកទាបលំនាំដើម សម្រាប់ស្តុកថ្មី'],
  [
    'khqr.bakong-account-id',
    "The shop's Bakong account id (name@bank) BANK orders pay to by KHQR; at most 32 characters",
    'លេខសម្គាល់គណនី Bakong របស់ហាង (ឈ្មោះ@ធនាគារ) ដែលការបញ្ជាទិញផ្ទេរតាមធនាគារ បង់តាម KHQR; យ៉ាងច្រើន ៣២ តួអក្សរ',
  ],
  [
    'khqr.merchant-name',
    'Merchant name in the KHQR code: Latin letters, at most 25 characters',
    'ឈ្មោះអាជីវករក្នុងកូដ KHQR៖ អក្សរឡាតាំង យ៉ាងច្រើន ២៥ តួអក្សរ',
  ],
  [
    'khqr.merchant-city',
    'Merchant city in the KHQR code: Latin letters, at most 15 characters',
    'ទីក្រុងរបស់អាជីវករក្នុងកូដ KHQR៖ អក្សរឡាតាំង យ៉ាងច្រើន ១៥ តួអក្សរ',
  ],
];

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

export class Migration20261211020000_configuration_description_kh extends Migration {
  override name = 'Migration20261211020000_configuration_description_kh';

  override up(): void | Promise<void> {
    this.addSql(`alter table "configuration" add column "description_kh" varchar(500) null;`);
    for (const [key, english, khmer] of startingDescriptions)
      this.addSql(
        `update "configuration" set "description_kh" = ${quoted(khmer)} where "key" = ${quoted(key)} and "description" = ${quoted(english)};`,
      );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "configuration" drop column "description_kh";`);
  }
}
