// What the generated catalogue is made of: 40 part categories with their Khmer names, the kinds of part in
// each (English and Khmer names, where they go on the vehicle, the unit they are sold in, a price range in
// USD and the makers that make them), and the makers with the style of their part numbers.
import type { PartPosition } from '@shop/contracts';

/** How a maker prints its part numbers; see partNumberSql in generate-catalog.ts. */
export type PartNumberStyle = 'oem' | 'spaced' | 'prefixed';

export interface DemoMaker {
  name: string;
  nameKh?: string;
  country: string;
  style: PartNumberStyle;
  prefix: string;
}

export const demoMakers: readonly DemoMaker[] = [
  { name: 'Denso', nameKh: 'ដេនសូ', country: 'Japan', style: 'oem', prefix: '' },
  { name: 'Bosch', nameKh: 'បូស', country: 'Germany', style: 'spaced', prefix: '0 986' },
  { name: 'NGK', country: 'Japan', style: 'prefixed', prefix: 'NGK' },
  { name: 'Aisin', nameKh: 'អាយស៊ីន', country: 'Japan', style: 'prefixed', prefix: 'AIS' },
  { name: 'KYB', country: 'Japan', style: 'prefixed', prefix: 'KYB' },
  { name: 'Brembo', country: 'Italy', style: 'spaced', prefix: '09' },
  { name: 'Valeo', country: 'France', style: 'prefixed', prefix: 'VL' },
  { name: 'Mann-Filter', country: 'Germany', style: 'prefixed', prefix: 'W' },
  { name: 'Gates', country: 'USA', style: 'prefixed', prefix: 'GT' },
  { name: 'Sakura', nameKh: 'សាគូរ៉ា', country: 'Japan', style: 'prefixed', prefix: 'C-' },
  { name: 'Akebono', country: 'Japan', style: 'prefixed', prefix: 'AN-' },
  { name: 'Koyo', country: 'Japan', style: 'prefixed', prefix: 'KY' },
  { name: 'NTN', country: 'Japan', style: 'prefixed', prefix: 'NTN' },
  { name: 'Mobil', country: 'USA', style: 'prefixed', prefix: 'MB' },
  { name: 'Castrol', country: 'United Kingdom', style: 'prefixed', prefix: 'CS' },
  { name: 'Philips', country: 'Netherlands', style: 'prefixed', prefix: 'PH' },
  { name: 'Osram', country: 'Germany', style: 'prefixed', prefix: 'OS' },
  { name: 'Hella', country: 'Germany', style: 'spaced', prefix: '1A' },
  { name: 'Monroe', country: 'USA', style: 'prefixed', prefix: 'G' },
  { name: 'GS Yuasa', country: 'Japan', style: 'prefixed', prefix: 'GS' },
  { name: 'Mahle', country: 'Germany', style: 'prefixed', prefix: 'OC' },
  { name: 'Febi Bilstein', country: 'Germany', style: 'spaced', prefix: '1' },
  { name: 'TRW', country: 'Germany', style: 'prefixed', prefix: 'GDB' },
  { name: 'Sachs', country: 'Germany', style: 'spaced', prefix: '3000' },
  { name: 'Exedy', country: 'Japan', style: 'prefixed', prefix: 'EX' },
  { name: 'Continental', country: 'Germany', style: 'prefixed', prefix: 'CT' },
  { name: 'Dayco', country: 'Italy', style: 'prefixed', prefix: 'DY' },
  { name: 'SKF', country: 'Sweden', style: 'prefixed', prefix: 'VKBA' },
  { name: 'Toyota Genuine Parts', nameKh: 'គ្រឿងបន្លាស់ដើមតូយ៉ូតា', country: 'Japan', style: 'oem', prefix: '' },
  { name: 'Honda Genuine Parts', nameKh: 'គ្រឿងបន្លាស់ដើមហុងដា', country: 'Japan', style: 'oem', prefix: '' },
  { name: 'Mitsuboshi', country: 'Japan', style: 'prefixed', prefix: 'MBL' },
  { name: 'Michelin', country: 'France', style: 'prefixed', prefix: 'MI' },
];

export type SaleUnit = 'Piece' | 'Set' | 'Pair' | 'Litre' | 'Kit';

export interface DemoPartKind {
  name: string;
  nameKh?: string;
  positions: readonly PartPosition[];
  unit: SaleUnit;
  /** Whole US dollars: the generated prices fall between them. */
  price: readonly [number, number];
  makers: readonly string[];
}

export interface DemoCategory {
  name: string;
  nameKh: string;
  /** Hue of the generated category image. */
  hue: number;
  /** A short pictogram for the generated image (a few SVG path commands in a 48x48 box). */
  glyph: string;
  kinds: readonly DemoPartKind[];
}

const k = (
  name: string,
  nameKh: string | undefined,
  positions: readonly PartPosition[],
  unit: SaleUnit,
  price: readonly [number, number],
  makers: readonly string[],
): DemoPartKind => ({ name, ...(nameKh ? { nameKh } : {}), positions, unit, price, makers });

const MAIN: readonly PartPosition[] = ['Main'];
const FRONT: readonly PartPosition[] = ['FRONT'];
const AXLES: readonly PartPosition[] = ['FRONT', 'Rear'];
const CORNERS: readonly PartPosition[] = ['Front Left', 'Front Right', 'Rear Left', 'Rear Right'];
const SIDES: readonly PartPosition[] = ['Left', 'Right'];
const FRONT_SIDES: readonly PartPosition[] = ['Front Left', 'Front Right'];
const DOORS: readonly PartPosition[] = [
  'Front Left - Driver Side',
  'Front Right - Passenger Side',
  'Rear Left - Driver Side',
  'Rear Right - Passenger Side',
];
const SLIDING: readonly PartPosition[] = ['Right Side Sliding Door', 'Left Side Sliding Door'];

const CIRCLE = 'M24 8a16 16 0 1 0 0 32a16 16 0 1 0 0-32zM24 18a6 6 0 1 1 0 12a6 6 0 1 1 0-12z';
const SQUARE = 'M10 12h28v24H10zM16 18h16v12H16z';
const BOLT = 'M26 6L12 28h10l-2 14l16-24H26z';
const DROP = 'M24 6C18 16 12 22 12 30a12 12 0 0 0 24 0c0-8-6-14-12-24z';
const WAVE = 'M6 24c6-8 12-8 18 0s12 8 18 0M6 34c6-8 12-8 18 0s12 8 18 0';
const BAR = 'M8 20h32v8H8zM14 12h6v24h-6zM28 12h6v24h-6z';

export const demoCategories: readonly DemoCategory[] = [
  {
    name: 'Engine',
    nameKh: 'ម៉ាស៊ីន',
    hue: 210,
    glyph: SQUARE,
    kinds: [
      k('Piston Set', 'ឈុតពីស្តុង', MAIN, 'Set', [60, 240], ['Aisin', 'Mahle', 'Toyota Genuine Parts']),
      k('Piston Ring Set', 'ឈុតកងពីស្តុង', MAIN, 'Set', [25, 90], ['Mahle', 'Aisin']),
      k(
        'Cylinder Head Gasket',
        'កៅស៊ូក្បាលម៉ាស៊ីន',
        MAIN,
        'Piece',
        [18, 75],
        ['Febi Bilstein', 'Aisin', 'Toyota Genuine Parts'],
      ),
      k('Valve Cover Gasket', 'កៅស៊ូគម្របវ៉ាល់', MAIN, 'Piece', [8, 30], ['Febi Bilstein', 'Mahle']),
      k('Crankshaft Oil Seal', 'ស៊ីមប្រេងម៉ាស៊ីនខាងមុខ', FRONT, 'Piece', [4, 18], ['Koyo', 'NTN', 'Febi Bilstein']),
    ],
  },
  {
    name: 'Brakes',
    nameKh: 'ហ្វ្រាំង',
    hue: 0,
    glyph: CIRCLE,
    kinds: [
      k(
        'Brake Pad Set',
        'ឈុតបន្ទះហ្វ្រាំង',
        AXLES,
        'Set',
        [18, 85],
        ['Akebono', 'Brembo', 'Bosch', 'TRW', 'Toyota Genuine Parts'],
      ),
      k('Brake Disc', 'ថាសហ្វ្រាំង', AXLES, 'Piece', [30, 140], ['Brembo', 'Bosch', 'TRW']),
      k('Brake Shoe Set', 'ឈុតស្បែកហ្វ្រាំង', ['Rear'], 'Set', [15, 60], ['Akebono', 'Bosch', 'Aisin']),
      k('Brake Caliper', 'ដង្កាប់ហ្វ្រាំង', CORNERS, 'Piece', [45, 190], ['Brembo', 'TRW', 'Aisin']),
      k('Brake Hose', 'ទុយោហ្វ្រាំង', CORNERS, 'Piece', [6, 25], ['TRW', 'Febi Bilstein']),
    ],
  },
  {
    name: 'Suspension',
    nameKh: 'ប្រព័ន្ធព្យួរ',
    hue: 30,
    glyph: WAVE,
    kinds: [
      k(
        'Lower Control Arm',
        'ដៃទ្រខាងក្រោម',
        FRONT_SIDES,
        'Piece',
        [35, 140],
        ['Febi Bilstein', 'TRW', 'Toyota Genuine Parts'],
      ),
      k('Ball Joint', 'សន្លាក់បាល់', FRONT_SIDES, 'Piece', [12, 45], ['TRW', 'Febi Bilstein']),
      k('Stabilizer Link', 'ដំបងស្ថេរភាព', FRONT_SIDES, 'Piece', [10, 35], ['Febi Bilstein', 'TRW']),
      k('Coil Spring', 'ស្ព្រីងរំញ័រ', CORNERS, 'Piece', [25, 80], ['KYB', 'Sachs']),
    ],
  },
  {
    name: 'Steering',
    nameKh: 'ចង្កូត',
    hue: 45,
    glyph: CIRCLE,
    kinds: [
      k('Tie Rod End', 'ក្បាលដំបងចង្កូត', FRONT_SIDES, 'Piece', [10, 40], ['TRW', 'Febi Bilstein']),
      k('Steering Rack', 'រ៉ាក់ចង្កូត', MAIN, 'Piece', [180, 520], ['TRW', 'Koyo']),
      k('Power Steering Pump', 'ស្នប់ចង្កូតថាមពល', MAIN, 'Piece', [90, 320], ['Koyo', 'Denso']),
    ],
  },
  {
    name: 'Filters',
    nameKh: 'តម្រង',
    hue: 120,
    glyph: SQUARE,
    kinds: [
      k(
        'Oil Filter',
        'តម្រងប្រេងម៉ាស៊ីន',
        MAIN,
        'Piece',
        [4, 15],
        ['Sakura', 'Denso', 'Mann-Filter', 'Bosch', 'Toyota Genuine Parts'],
      ),
      k('Air Filter', 'តម្រងខ្យល់', MAIN, 'Piece', [6, 25], ['Sakura', 'Denso', 'Mann-Filter', 'Bosch']),
      k('Fuel Filter', 'តម្រងប្រេងឥន្ធនៈ', MAIN, 'Piece', [8, 35], ['Sakura', 'Bosch', 'Mann-Filter']),
      k('Cabin Air Filter', 'តម្រងខ្យល់ក្នុងរថយន្ត', MAIN, 'Piece', [6, 22], ['Denso', 'Sakura', 'Bosch']),
    ],
  },
  {
    name: 'Ignition',
    nameKh: 'ប្រព័ន្ធបញ្ឆេះ',
    hue: 50,
    glyph: BOLT,
    kinds: [
      k('Ignition Coil', 'ប៊ូប៊ីនបញ្ឆេះ', MAIN, 'Piece', [25, 90], ['Denso', 'NGK', 'Bosch']),
      k('Ignition Cable Set', 'ឈុតខ្សែភ្លើងបញ្ឆេះ', MAIN, 'Set', [15, 55], ['NGK', 'Bosch']),
    ],
  },
  {
    name: 'Cooling System',
    nameKh: 'ប្រព័ន្ធបញ្ចុះកម្តៅ',
    hue: 195,
    glyph: DROP,
    kinds: [
      k('Water Pump', 'ស្នប់ទឹក', MAIN, 'Piece', [30, 120], ['Aisin', 'Gates', 'Koyo']),
      k('Thermostat', 'វ៉ាល់ទែម៉ូស្តាត', MAIN, 'Piece', [8, 35], ['Gates', 'Mahle', 'Toyota Genuine Parts']),
      k('Cooling Fan Motor', 'ម៉ូទ័រកង្ហារបញ្ចុះកម្តៅ', MAIN, 'Piece', [45, 150], ['Denso', 'Valeo']),
    ],
  },
  {
    name: 'Exhaust',
    nameKh: 'បំពង់ផ្សែង',
    hue: 0,
    glyph: BAR,
    kinds: [
      k('Muffler', 'ស៊ីឡង់ស៊ីយ៉ឺ', ['Rear'], 'Piece', [40, 160], ['Bosch', 'Febi Bilstein']),
      k('Oxygen Sensor', 'សេនស័រអុកស៊ីសែន', MAIN, 'Piece', [35, 120], ['Denso', 'NGK', 'Bosch']),
      k('Exhaust Gasket', 'កៅស៊ូបំពង់ផ្សែង', MAIN, 'Piece', [3, 12], ['Febi Bilstein']),
    ],
  },
  {
    name: 'Transmission',
    nameKh: 'ប្រអប់លេខ',
    hue: 260,
    glyph: SQUARE,
    kinds: [
      k('Transmission Filter', 'តម្រងប្រអប់លេខ', MAIN, 'Piece', [12, 45], ['Aisin', 'Mann-Filter']),
      k('Transmission Mount', 'ជើងប្រអប់លេខ', MAIN, 'Piece', [20, 70], ['Febi Bilstein', 'Toyota Genuine Parts']),
      k('Gear Shift Cable', 'ខ្សែប្តូរលេខ', MAIN, 'Piece', [18, 60], ['Aisin', 'Febi Bilstein']),
    ],
  },
  {
    name: 'Clutch',
    nameKh: 'អំប្រាយ៉ា (ក្លាច)',
    hue: 280,
    glyph: CIRCLE,
    kinds: [
      k('Clutch Kit', 'ឈុតអំប្រាយ៉ា', MAIN, 'Kit', [90, 320], ['Exedy', 'Aisin', 'Sachs', 'Valeo']),
      k('Clutch Disc', 'ថាសអំប្រាយ៉ា', MAIN, 'Piece', [35, 120], ['Exedy', 'Aisin']),
      k('Clutch Release Bearing', 'គ្រាប់បាល់អំប្រាយ៉ា', MAIN, 'Piece', [12, 45], ['Koyo', 'NTN', 'SKF']),
    ],
  },
  {
    name: 'Electrical',
    nameKh: 'គ្រឿងអគ្គិសនី',
    hue: 55,
    glyph: BOLT,
    kinds: [
      k('Relay', 'រីឡេ', MAIN, 'Piece', [4, 15], ['Denso', 'Bosch', 'Hella']),
      k('Fuse Box', 'ប្រអប់ហ្វុយស៊ីប', MAIN, 'Piece', [30, 110], ['Denso', 'Toyota Genuine Parts']),
      k('Window Regulator Motor', 'ម៉ូទ័រកញ្ចក់ទ្វារ', DOORS, 'Piece', [35, 110], ['Denso', 'Valeo', 'Bosch']),
    ],
  },
  {
    name: 'Batteries',
    nameKh: 'អាគុយ',
    hue: 140,
    glyph: BAR,
    kinds: [
      k('Car Battery 12V 45Ah', 'អាគុយរថយន្ត ១២V ៤៥Ah', MAIN, 'Piece', [55, 95], ['GS Yuasa', 'Bosch']),
      k('Car Battery 12V 70Ah', 'អាគុយរថយន្ត ១២V ៧០Ah', MAIN, 'Piece', [80, 140], ['GS Yuasa', 'Bosch']),
    ],
  },
  {
    name: 'Lighting',
    nameKh: 'ភ្លើង',
    hue: 48,
    glyph: CIRCLE,
    kinds: [
      k('Headlight Assembly', 'ភ្លើងមុខ', SIDES, 'Piece', [80, 350], ['Hella', 'Valeo', 'Toyota Genuine Parts']),
      k('Tail Light', 'ភ្លើងក្រោយ', SIDES, 'Piece', [40, 160], ['Hella', 'Valeo']),
      k('Headlight Bulb H4', 'អំពូលភ្លើងមុខ H4', MAIN, 'Pair', [8, 30], ['Philips', 'Osram']),
      k('Fog Light', 'ភ្លើងអ័ព្ទ', SIDES, 'Piece', [20, 80], ['Hella', 'Philips']),
    ],
  },
  {
    name: 'Body Parts',
    nameKh: 'គ្រឿងតួរថយន្ត',
    hue: 220,
    glyph: SQUARE,
    kinds: [
      k('Fender', 'ស្លាបកង់', FRONT_SIDES, 'Piece', [45, 160], ['Toyota Genuine Parts', 'Honda Genuine Parts']),
      k('Hood', 'គម្របម៉ាស៊ីន', FRONT, 'Piece', [120, 380], ['Toyota Genuine Parts', 'Honda Genuine Parts']),
      k('Radiator Grille', 'ក្រឡាចត្រង្គមុខ', FRONT, 'Piece', [40, 180], ['Toyota Genuine Parts']),
    ],
  },
  {
    name: 'Mirrors',
    nameKh: 'កញ្ចក់ចំហៀង',
    hue: 200,
    glyph: CIRCLE,
    kinds: [
      k('Side Mirror', 'កញ្ចក់ចំហៀង', SIDES, 'Piece', [35, 150], ['Valeo', 'Toyota Genuine Parts']),
      k('Mirror Glass', 'កញ្ចក់ឆ្លុះ', SIDES, 'Piece', [10, 40], ['Valeo']),
    ],
  },
  {
    name: 'Wipers',
    nameKh: 'ជក់ជូតកញ្ចក់',
    hue: 190,
    glyph: WAVE,
    kinds: [
      k('Wiper Blade', 'ជក់ជូតកញ្ចក់', FRONT_SIDES, 'Piece', [5, 20], ['Bosch', 'Denso', 'Valeo']),
      k('Wiper Motor', 'ម៉ូទ័រជក់ជូតកញ្ចក់', FRONT, 'Piece', [40, 130], ['Bosch', 'Denso', 'Valeo']),
    ],
  },
  {
    name: 'Air Conditioning',
    nameKh: 'ម៉ាស៊ីនត្រជាក់',
    hue: 185,
    glyph: WAVE,
    kinds: [
      k('A/C Compressor', 'ម៉ាស៊ីនបង្ហាប់ម៉ាស៊ីនត្រជាក់', MAIN, 'Piece', [180, 520], ['Denso', 'Valeo']),
      k('A/C Condenser', 'កុងដង់ស័រម៉ាស៊ីនត្រជាក់', FRONT, 'Piece', [70, 220], ['Denso', 'Valeo']),
      k('Evaporator', 'ឧបករណ៍បំភាយត្រជាក់', MAIN, 'Piece', [80, 240], ['Denso']),
      k('Blower Motor', 'ម៉ូទ័រផ្លុំខ្យល់', MAIN, 'Piece', [35, 110], ['Denso', 'Valeo', 'Bosch']),
    ],
  },
  {
    name: 'Fuel System',
    nameKh: 'ប្រព័ន្ធប្រេងឥន្ធនៈ',
    hue: 25,
    glyph: DROP,
    kinds: [
      k('Fuel Pump', 'ស្នប់ប្រេងឥន្ធនៈ', MAIN, 'Piece', [45, 180], ['Denso', 'Bosch', 'Aisin']),
      k('Fuel Injector', 'ក្បាលបាញ់ប្រេង', MAIN, 'Piece', [35, 130], ['Denso', 'Bosch']),
      k('Fuel Cap', 'គម្របធុងប្រេង', MAIN, 'Piece', [5, 18], ['Toyota Genuine Parts', 'Honda Genuine Parts']),
    ],
  },
  {
    name: 'Belts & Chains',
    nameKh: 'ខ្សែក្រវ៉ាត់ និងច្រវាក់',
    hue: 15,
    glyph: WAVE,
    kinds: [
      k('Drive Belt', 'ខ្សែក្រវ៉ាត់ម៉ាស៊ីន', MAIN, 'Piece', [10, 40], ['Gates', 'Mitsuboshi', 'Dayco', 'Continental']),
      k('Timing Chain Kit', 'ឈុតច្រវាក់តាំងម៉ោង', MAIN, 'Kit', [70, 240], ['Aisin', 'Febi Bilstein']),
    ],
  },
  {
    name: 'Bearings',
    nameKh: 'គ្រាប់បាល់',
    hue: 240,
    glyph: CIRCLE,
    kinds: [
      k('Wheel Bearing', 'គ្រាប់បាល់កង់', CORNERS, 'Piece', [18, 70], ['Koyo', 'NTN', 'SKF']),
      k('Wheel Hub Assembly', 'ឈុតដុំកង់', CORNERS, 'Piece', [55, 180], ['Koyo', 'SKF', 'NTN']),
    ],
  },
  {
    name: 'Gaskets & Seals',
    nameKh: 'កៅស៊ូ និងស៊ីម',
    hue: 300,
    glyph: CIRCLE,
    kinds: [
      k('Oil Pan Gasket', 'កៅស៊ូថាសប្រេង', MAIN, 'Piece', [6, 25], ['Febi Bilstein', 'Mahle']),
      k('Intake Manifold Gasket', 'កៅស៊ូបំពង់ស្រូបខ្យល់', MAIN, 'Piece', [6, 25], ['Febi Bilstein']),
    ],
  },
  {
    name: 'Sensors',
    nameKh: 'សេនស័រ',
    hue: 160,
    glyph: BOLT,
    kinds: [
      k('ABS Wheel Speed Sensor', 'សេនស័រល្បឿនកង់ ABS', CORNERS, 'Piece', [20, 70], ['Bosch', 'Denso']),
      k('Crankshaft Position Sensor', 'សេនស័រទីតាំងអ័ក្សម៉ាស៊ីន', MAIN, 'Piece', [18, 65], ['Denso', 'Bosch']),
      k('Mass Air Flow Sensor', 'សេនស័រលំហូរខ្យល់', MAIN, 'Piece', [45, 160], ['Denso', 'Bosch']),
      k('Parking Sensor', 'សេនស័រចតរថយន្ត', ['Rear'], 'Piece', [15, 45], ['Bosch', 'Valeo']),
    ],
  },
  {
    name: 'Wheels & Tyres',
    nameKh: 'កង់ និងសំបកកង់',
    hue: 0,
    glyph: CIRCLE,
    kinds: [
      k('Tyre 205/55 R16', 'សំបកកង់ 205/55 R16', MAIN, 'Piece', [55, 120], ['Michelin', 'Continental']),
      k('Tyre 265/65 R17', 'សំបកកង់ 265/65 R17', MAIN, 'Piece', [95, 190], ['Michelin', 'Continental']),
      k('Wheel Nut Set', 'ឈុតឡោកង់', MAIN, 'Set', [8, 25], ['Febi Bilstein']),
    ],
  },
  {
    name: 'Shock Absorbers',
    nameKh: 'អាម័រ',
    hue: 35,
    glyph: BAR,
    kinds: [
      k('Shock Absorber', 'អាម័រ', CORNERS, 'Piece', [35, 130], ['KYB', 'Monroe', 'Sachs']),
      k('Strut Mount', 'ជើងទ្រអាម័រ', FRONT_SIDES, 'Piece', [15, 50], ['KYB', 'Sachs', 'Febi Bilstein']),
    ],
  },
  {
    name: 'Radiators',
    nameKh: 'ធុងទឹក (រ៉ាឌីយ៉ាទ័រ)',
    hue: 205,
    glyph: BAR,
    kinds: [
      k('Radiator', 'ធុងទឹក (រ៉ាឌីយ៉ាទ័រ)', FRONT, 'Piece', [80, 260], ['Denso', 'Valeo', 'Koyo']),
      k('Radiator Cap', 'គម្របធុងទឹក', MAIN, 'Piece', [4, 15], ['Denso', 'Toyota Genuine Parts']),
      k('Radiator Hose', 'ទុយោធុងទឹក', MAIN, 'Piece', [8, 30], ['Gates', 'Continental']),
    ],
  },
  {
    name: 'Starters & Alternators',
    nameKh: 'ម៉ូទ័រដឺម៉ារ៉ឺ និងឌីណាម៉ូ',
    hue: 60,
    glyph: BOLT,
    kinds: [
      k('Starter Motor', 'ម៉ូទ័រដឺម៉ារ៉ឺ', MAIN, 'Piece', [90, 280], ['Denso', 'Bosch', 'Valeo']),
      k('Alternator', 'ឌីណាម៉ូសាកភ្លើង', MAIN, 'Piece', [110, 340], ['Denso', 'Bosch', 'Valeo']),
    ],
  },
  {
    name: 'Oils & Fluids',
    nameKh: 'ប្រេងម៉ាស៊ីន និងសារធាតុរាវ',
    hue: 35,
    glyph: DROP,
    kinds: [
      k('Engine Oil 5W-30', 'ប្រេងម៉ាស៊ីន 5W-30', MAIN, 'Litre', [6, 14], ['Mobil', 'Castrol', 'Toyota Genuine Parts']),
      k('Engine Oil 15W-40 Diesel', 'ប្រេងម៉ាស៊ីនម៉ាស៊ូត 15W-40', MAIN, 'Litre', [5, 12], ['Mobil', 'Castrol']),
      k('Automatic Transmission Fluid', 'ប្រេងប្រអប់លេខស្វ័យប្រវត្តិ', MAIN, 'Litre', [7, 16], ['Aisin', 'Castrol', 'Mobil']),
      k('Brake Fluid DOT 4', 'ប្រេងហ្វ្រាំង DOT 4', MAIN, 'Litre', [5, 12], ['Bosch', 'Castrol']),
      k('Coolant', 'ទឹកត្រជាក់ម៉ាស៊ីន', MAIN, 'Litre', [4, 10], ['Toyota Genuine Parts', 'Castrol']),
    ],
  },
  {
    name: 'Spark Plugs',
    nameKh: 'ប៊ូហ្ស៊ី',
    hue: 20,
    glyph: BOLT,
    kinds: [
      k('Spark Plug', 'ប៊ូហ្ស៊ី', MAIN, 'Piece', [3, 15], ['NGK', 'Denso', 'Bosch']),
      k('Iridium Spark Plug', 'ប៊ូហ្ស៊ីអ៊ីរីដ្យូម', MAIN, 'Piece', [9, 25], ['NGK', 'Denso']),
    ],
  },
  {
    name: 'Timing Parts',
    nameKh: 'គ្រឿងតាំងម៉ោង',
    hue: 330,
    glyph: CIRCLE,
    kinds: [
      k('Timing Belt Kit', 'ឈុតខ្សែក្រវ៉ាត់តាំងម៉ោង', MAIN, 'Kit', [45, 160], ['Gates', 'Aisin', 'Continental', 'Dayco']),
      k('Timing Belt Tensioner', 'ឧបករណ៍តឹងខ្សែក្រវ៉ាត់', MAIN, 'Piece', [20, 70], ['Gates', 'SKF', 'NTN']),
    ],
  },
  {
    name: 'Drive Shafts & CV Joints',
    nameKh: 'អ័ក្សបញ្ជូន និងសន្លាក់ CV',
    hue: 250,
    glyph: BAR,
    kinds: [
      k('CV Joint', 'សន្លាក់ CV', FRONT_SIDES, 'Piece', [30, 100], ['Febi Bilstein', 'NTN']),
      k('CV Boot Kit', 'ឈុតស្រោម CV', FRONT_SIDES, 'Kit', [8, 25], ['Febi Bilstein']),
      k('Drive Shaft', 'អ័ក្សបញ្ជូនកម្លាំង', FRONT_SIDES, 'Piece', [80, 240], ['NTN', 'Toyota Genuine Parts']),
    ],
  },
  {
    name: 'Horns',
    nameKh: 'ស៊ីផ្លេ',
    hue: 10,
    glyph: WAVE,
    kinds: [k('Horn', 'ស៊ីផ្លេ', FRONT, 'Pair', [12, 45], ['Bosch', 'Hella', 'Denso'])],
  },
  {
    name: 'Interior',
    nameKh: 'គ្រឿងខាងក្នុង',
    hue: 230,
    glyph: SQUARE,
    kinds: [
      k(
        'Interior Door Handle',
        'ដៃទ្វារខាងក្នុង',
        DOORS,
        'Piece',
        [6, 25],
        ['Toyota Genuine Parts', 'Honda Genuine Parts'],
      ),
      k('Sun Visor', 'បាំងពន្លឺថ្ងៃ', FRONT_SIDES, 'Piece', [12, 40], ['Toyota Genuine Parts']),
    ],
  },
  {
    name: 'Door Parts',
    nameKh: 'គ្រឿងទ្វារ',
    hue: 215,
    glyph: SQUARE,
    kinds: [
      k('Door Lock Actuator', 'ម៉ូទ័រសោទ្វារ', DOORS, 'Piece', [25, 80], ['Aisin', 'Denso']),
      k('Outside Door Handle', 'ដៃទ្វារខាងក្រៅ', DOORS, 'Piece', [10, 35], ['Aisin', 'Toyota Genuine Parts']),
      k('Sliding Door Roller', 'កង់រំកិលទ្វាររុញ', SLIDING, 'Piece', [20, 60], ['Aisin', 'Toyota Genuine Parts']),
    ],
  },
  {
    name: 'Glass',
    nameKh: 'កញ្ចក់',
    hue: 195,
    glyph: SQUARE,
    kinds: [
      k('Windshield', 'កញ្ចក់មុខ', FRONT, 'Piece', [120, 380], ['Toyota Genuine Parts', 'Honda Genuine Parts']),
      k('Door Glass', 'កញ្ចក់ទ្វារ', DOORS, 'Piece', [40, 120], ['Toyota Genuine Parts']),
    ],
  },
  {
    name: 'Turbo & Intake',
    nameKh: 'ទួបូ និងប្រព័ន្ធស្រូបខ្យល់',
    hue: 270,
    glyph: CIRCLE,
    kinds: [
      k('Turbocharger', 'ទួបូ', MAIN, 'Piece', [350, 980], ['Mahle', 'Toyota Genuine Parts']),
      k('Throttle Body', 'ក្បាលបិទបើកខ្យល់', MAIN, 'Piece', [80, 260], ['Denso', 'Bosch']),
      k('Intercooler Hose', 'ទុយោអាំងទែគូល័រ', MAIN, 'Piece', [15, 50], ['Gates', 'Continental']),
    ],
  },
  {
    name: 'Pumps',
    nameKh: 'ស្នប់',
    hue: 175,
    glyph: DROP,
    kinds: [
      k('Oil Pump', 'ស្នប់ប្រេងម៉ាស៊ីន', MAIN, 'Piece', [45, 160], ['Aisin', 'Toyota Genuine Parts']),
      k('Windshield Washer Pump', 'ស្នប់ទឹកលាងកញ្ចក់', MAIN, 'Piece', [8, 25], ['Denso', 'Bosch']),
    ],
  },
  {
    name: 'Hoses & Pipes',
    nameKh: 'ទុយោ និងបំពង់',
    hue: 150,
    glyph: WAVE,
    kinds: [
      k('Heater Hose', 'ទុយោម៉ាស៊ីនកម្តៅ', MAIN, 'Piece', [6, 25], ['Gates', 'Continental']),
      k('Vacuum Hose', 'ទុយោខ្វះខ្យល់', MAIN, 'Piece', [4, 15], ['Gates']),
    ],
  },
  {
    name: 'Engine Mounts',
    nameKh: 'ជើងម៉ាស៊ីន',
    hue: 20,
    glyph: BAR,
    kinds: [
      k(
        'Engine Mount',
        'ជើងម៉ាស៊ីន',
        ['FRONT', 'Rear', 'Left', 'Right'],
        'Piece',
        [25, 90],
        ['Febi Bilstein', 'Toyota Genuine Parts'],
      ),
    ],
  },
  {
    name: 'Bumpers',
    nameKh: 'ប៉ារ៉ាសុក',
    hue: 225,
    glyph: BAR,
    kinds: [
      k('Front Bumper', 'ប៉ារ៉ាសុកមុខ', FRONT, 'Piece', [90, 320], ['Toyota Genuine Parts', 'Honda Genuine Parts']),
      k('Rear Bumper', 'ប៉ារ៉ាសុកក្រោយ', ['Rear'], 'Piece', [90, 300], ['Toyota Genuine Parts', 'Honda Genuine Parts']),
      k('Bumper Bracket', 'ដែកទ្រប៉ារ៉ាសុក', SIDES, 'Piece', [6, 22], ['Toyota Genuine Parts']),
    ],
  },
  {
    name: 'Maintenance Kits',
    nameKh: 'ឈុតថែទាំ',
    hue: 100,
    glyph: SQUARE,
    kinds: [
      k('Service Kit', 'ឈុតសេវាថែទាំ', MAIN, 'Kit', [25, 80], ['Sakura', 'Denso', 'Bosch']),
      k('Brake Service Kit', 'ឈុតថែទាំហ្វ្រាំង', AXLES, 'Kit', [30, 95], ['Akebono', 'Bosch']),
    ],
  },
];

export const demoUnitTypes: readonly { name: SaleUnit | 'Box'; nameKh: string }[] = [
  { name: 'Piece', nameKh: 'ដុំ' },
  { name: 'Set', nameKh: 'ឈុត' },
  { name: 'Pair', nameKh: 'គូ' },
  { name: 'Litre', nameKh: 'លីត្រ' },
  { name: 'Kit', nameKh: 'កញ្ចប់' },
  { name: 'Box', nameKh: 'ប្រអប់' },
];
