// The demo shop's suppliers (each runs one store) and its public settings.

export interface DemoSupplier {
  name: string;
  nameKh: string;
  phone: string;
  email: string;
  address: string;
  store: { name: string; nameKh: string; phone: string; address: string };
}

export const demoSuppliers: readonly DemoSupplier[] = [
  {
    name: 'Angkor Auto Parts',
    nameKh: 'អង្គរ អូតូ ផាត',
    phone: '023 880 123',
    email: 'sales@angkor-autoparts.demo',
    address: 'No. 45, Street 271, Sangkat Tuol Tumpung, Phnom Penh',
    store: {
      name: 'Angkor Auto Parts, Tuol Tumpung',
      nameKh: 'អង្គរ អូតូ ផាត ទួលទំពូង',
      phone: '012 880 123',
      address: 'No. 45, Street 271, Phnom Penh',
    },
  },
  {
    name: 'Mekong Motor Supply',
    nameKh: 'មេគង្គ ម៉ូទ័រ សាប់ផ្លាយ',
    phone: '023 990 456',
    email: 'orders@mekong-motor.demo',
    address: 'No. 12, National Road 5, Russey Keo, Phnom Penh',
    store: {
      name: 'Mekong Motor Supply, Russey Keo',
      nameKh: 'មេគង្គ ម៉ូទ័រ ឫស្សីកែវ',
      phone: '017 990 456',
      address: 'No. 12, National Road 5, Phnom Penh',
    },
  },
  {
    name: 'Siem Reap Spare Parts',
    nameKh: 'សៀមរាប គ្រឿងបន្លាស់',
    phone: '063 760 789',
    email: 'hello@sr-spareparts.demo',
    address: 'Sivatha Boulevard, Svay Dangkum, Siem Reap',
    store: {
      name: 'Siem Reap Spare Parts',
      nameKh: 'សៀមរាប គ្រឿងបន្លាស់',
      phone: '092 760 789',
      address: 'Sivatha Boulevard, Siem Reap',
    },
  },
];

export const demoConfiguration: readonly {
  key: string;
  value: string;
  description: string;
  descriptionKh: string;
  isPublic: boolean;
}[] = [
  {
    key: 'site.name',
    value: 'Vehicle Parts Shop',
    description: 'Name shown in titles and e-mails',
    descriptionKh: 'ឈ្មោះដែលបង្ហាញនៅលើចំណងជើង និងក្នុងអ៊ីមែល',
    isPublic: true,
  },
  {
    key: 'site.name-kh',
    value: 'ហាងគ្រឿងបន្លាស់រថយន្ត',
    description: 'Khmer name of the shop',
    descriptionKh: 'ឈ្មោះហាងជាភាសាខ្មែរ',
    isPublic: true,
  },
  {
    key: 'contact.phone',
    value: '023 880 000',
    description: 'Customer service phone number',
    descriptionKh: 'លេខទូរស័ព្ទសេវាបម្រើអតិថិជន',
    isPublic: true,
  },
  {
    key: 'contact.email',
    value: 'help@parts.demo',
    description: 'Customer service e-mail address',
    descriptionKh: 'អាសយដ្ឋានអ៊ីមែលសេវាបម្រើអតិថិជន',
    isPublic: true,
  },
  {
    key: 'order.low-stock-alert',
    value: '5',
    description: 'Default low-stock alert threshold for new stock',
    descriptionKh: 'កម្រិតជូនដំណឹងស្តុកទាបលំនាំដើម សម្រាប់ស្តុកថ្មី',
    isPublic: false,
  },
  // KHQR for BANK orders (a demo Bakong account: a real shop puts its own here).
  {
    key: 'khqr.bakong-account-id',
    value: 'partsshop@demo',
    description: "The shop's Bakong account id (name@bank) BANK orders pay to by KHQR; at most 32 characters",
    descriptionKh: 'លេខសម្គាល់គណនី Bakong របស់ហាង (ឈ្មោះ@ធនាគារ) ដែលការបញ្ជាទិញផ្ទេរតាមធនាគារ បង់តាម KHQR; យ៉ាងច្រើន ៣២ តួអក្សរ',
    isPublic: false,
  },
  {
    key: 'khqr.merchant-name',
    value: 'Vehicle Parts Shop',
    description: 'Merchant name in the KHQR code: Latin letters, at most 25 characters',
    descriptionKh: 'ឈ្មោះអាជីវករក្នុងកូដ KHQR៖ អក្សរឡាតាំង យ៉ាងច្រើន ២៥ តួអក្សរ',
    isPublic: false,
  },
  {
    key: 'khqr.merchant-city',
    value: 'Phnom Penh',
    description: 'Merchant city in the KHQR code: Latin letters, at most 15 characters',
    descriptionKh: 'ទីក្រុងរបស់អាជីវករក្នុងកូដ KHQR៖ អក្សរឡាតាំង យ៉ាងច្រើន ១៥ តួអក្សរ',
    isPublic: false,
  },
];
