// Accessory categories of the demo shop with their Khmer names, the kinds of accessory in each, their
// makers, and the variants (colour, size) that turn a kind into several products.

export interface DemoAccessoryKind {
  name: string;
  nameKh: string;
  price: readonly [number, number];
  makers: readonly string[];
}

export interface DemoAccessoryCategory {
  name: string;
  nameKh: string;
  hue: number;
  glyph: string;
  kinds: readonly DemoAccessoryKind[];
}

export const demoAccessoryMakers: readonly { name: string; country: string; prefix: string }[] = [
  { name: '3M', country: 'USA', prefix: '3M' },
  { name: '70mai', country: 'China', prefix: 'MID' },
  { name: 'Baseus', country: 'China', prefix: 'BS' },
  { name: 'WeatherTech', country: 'USA', prefix: 'WT' },
  { name: 'Thule', country: 'Sweden', prefix: 'TH' },
  { name: 'Pioneer', country: 'Japan', prefix: 'TS-' },
  { name: "Meguiar's", country: 'USA', prefix: 'G' },
  { name: 'Garmin', country: 'USA', prefix: 'GDC' },
  { name: 'Sony', country: 'Japan', prefix: 'XAV' },
  { name: 'Xiaomi', country: 'China', prefix: 'XM' },
  { name: 'Areon', country: 'Bulgaria', prefix: 'AR' },
  { name: 'Covercraft', country: 'USA', prefix: 'CC' },
];

const SQUARE = 'M10 12h28v24H10zM16 18h16v12H16z';
const CIRCLE = 'M24 8a16 16 0 1 0 0 32a16 16 0 1 0 0-32zM24 18a6 6 0 1 1 0 12a6 6 0 1 1 0-12z';
const STAR = 'M24 6l5 12h13l-10 8l4 13l-12-8l-12 8l4-13l-10-8h13z';

const a = (
  name: string,
  nameKh: string,
  price: readonly [number, number],
  makers: readonly string[],
): DemoAccessoryKind => ({
  name,
  nameKh,
  price,
  makers,
});

export const demoAccessoryCategories: readonly DemoAccessoryCategory[] = [
  {
    name: 'Floor Mats',
    nameKh: 'កម្រាលជើង',
    hue: 210,
    glyph: SQUARE,
    kinds: [
      a('All-Weather Floor Mat Set', 'ឈុតកម្រាលជើងគ្រប់រដូវ', [35, 140], ['WeatherTech', 'Covercraft']),
      a('Trunk Liner', 'កម្រាលឡាន់ក្រោយ', [30, 110], ['WeatherTech']),
    ],
  },
  {
    name: 'Seat Covers',
    nameKh: 'ស្រោមកៅអី',
    hue: 20,
    glyph: SQUARE,
    kinds: [
      a('Leather Seat Cover Set', 'ឈុតស្រោមកៅអីស្បែក', [80, 260], ['Covercraft']),
      a('Steering Wheel Cover', 'ស្រោមចង្កូត', [8, 30], ['Baseus', 'Covercraft']),
    ],
  },
  {
    name: 'Car Covers',
    nameKh: 'ស្រោមរថយន្ត',
    hue: 200,
    glyph: SQUARE,
    kinds: [a('Waterproof Car Cover', 'ស្រោមរថយន្តការពារទឹក', [40, 150], ['Covercraft'])],
  },
  {
    name: 'Phone Holders & Chargers',
    nameKh: 'ជើងទ្រទូរស័ព្ទ និងឆ្នាំងសាក',
    hue: 260,
    glyph: SQUARE,
    kinds: [
      a('Magnetic Phone Holder', 'ជើងទ្រទូរស័ព្ទមេដែក', [8, 35], ['Baseus', 'Xiaomi']),
      a('Fast Car Charger', 'ឆ្នាំងសាកលឿនក្នុងរថយន្ត', [10, 40], ['Baseus', 'Xiaomi']),
    ],
  },
  {
    name: 'Dash Cameras',
    nameKh: 'កាមេរ៉ាមុខរថយន្ត',
    hue: 230,
    glyph: CIRCLE,
    kinds: [
      a('Dash Camera', 'កាមេរ៉ាថតមុខរថយន្ត', [45, 220], ['70mai', 'Garmin', 'Xiaomi']),
      a('Rear View Camera', 'កាមេរ៉ាថយក្រោយ', [30, 120], ['70mai', 'Pioneer']),
    ],
  },
  {
    name: 'Lighting Accessories',
    nameKh: 'ភ្លើងតុបតែង',
    hue: 50,
    glyph: STAR,
    kinds: [
      a('LED Interior Light Kit', 'ឈុតភ្លើង LED ក្នុងរថយន្ត', [12, 45], ['Xiaomi', 'Baseus']),
      a('LED Light Bar', 'របារភ្លើង LED', [40, 180], ['Thule', 'Xiaomi']),
    ],
  },
  {
    name: 'Car Care',
    nameKh: 'ផលិតផលថែរក្សារថយន្ត',
    hue: 140,
    glyph: STAR,
    kinds: [
      a('Car Wash Shampoo', 'សាប៊ូលាងរថយន្ត', [6, 20], ["Meguiar's", '3M']),
      a('Paste Wax', 'ក្រមួនរថយន្ត', [10, 35], ["Meguiar's", '3M']),
      a('Microfiber Towel Set', 'ឈុតកន្សែងមីក្រូហ្វាយប័រ', [6, 18], ["Meguiar's", '3M']),
    ],
  },
  {
    name: 'Roof Racks & Carriers',
    nameKh: 'រ៉ាកដំបូល',
    hue: 180,
    glyph: SQUARE,
    kinds: [
      a('Roof Rack Cross Bars', 'របាររ៉ាកដំបូល', [120, 420], ['Thule']),
      a('Roof Cargo Box', 'ប្រអប់ដាក់ឥវ៉ាន់លើដំបូល', [260, 780], ['Thule']),
    ],
  },
  {
    name: 'Audio & Electronics',
    nameKh: 'សំឡេង និងអេឡិចត្រូនិក',
    hue: 290,
    glyph: CIRCLE,
    kinds: [
      a('Car Stereo Receiver', 'ម៉ាស៊ីនចាក់ចម្រៀងរថយន្ត', [90, 420], ['Pioneer', 'Sony']),
      a('Coaxial Speaker Pair', 'គូឧបករណ៍បំពងសំឡេង', [40, 160], ['Pioneer', 'Sony']),
    ],
  },
  {
    name: 'Air Fresheners',
    nameKh: 'ទឹកអប់រថយន្ត',
    hue: 320,
    glyph: STAR,
    kinds: [a('Vent Clip Air Freshener', 'ទឹកអប់ភ្ជាប់ម្ជុលខ្យល់', [3, 12], ['Areon', 'Baseus'])],
  },
  {
    name: 'Sun Shades',
    nameKh: 'វាំងននការពារកម្តៅថ្ងៃ',
    hue: 40,
    glyph: SQUARE,
    kinds: [
      a('Windshield Sun Shade', 'វាំងននកញ្ចក់មុខ', [10, 35], ['Covercraft', 'Baseus']),
      a('Window Tint Film', 'ហ្វីលកញ្ចក់', [25, 120], ['3M']),
    ],
  },
  {
    name: 'Emergency & Safety',
    nameKh: 'ឧបករណ៍សង្គ្រោះបន្ទាន់',
    hue: 0,
    glyph: STAR,
    kinds: [
      a('Portable Jump Starter', 'ឧបករណ៍សាកបញ្ឆេះចល័ត', [45, 140], ['Baseus', '70mai']),
      a('Tyre Inflator', 'ម៉ាស៊ីនបូមខ្យល់កង់', [25, 80], ['Xiaomi', '70mai', 'Baseus']),
      a('First Aid Kit', 'ប្រអប់សង្គ្រោះបឋម', [10, 30], ['3M']),
    ],
  },
];

/** Colours and sizes appended to accessory names, in English and Khmer. */
export const demoAccessoryVariants: readonly { name: string; nameKh: string }[] = [
  { name: 'Black', nameKh: 'ខ្មៅ' },
  { name: 'Grey', nameKh: 'ប្រផេះ' },
  { name: 'Beige', nameKh: 'លឿងស្រាល' },
  { name: 'Premium', nameKh: 'ពិសេស' },
  { name: 'Sport', nameKh: 'ស្ព័រ' },
  { name: 'Universal', nameKh: 'ប្រើបានគ្រប់រថយន្ត' },
];
