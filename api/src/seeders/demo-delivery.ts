// The demo shop's delivery (issue 38 §2): realistic shipping weights for the generated catalogue, the districts of
// Phnom Penh and of a few provinces (English and Khmer names), and zones for Phnom Penh (with a cheaper district next
// to the demo stores) and a few provinces. Weights are per base unit, packed, spread repeatably within each
// category's range; districts are added only while there are none, zones only while the shop has none.
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { DeliveryZoneOption } from '@shop/contracts';
import { DeliveryZone } from '../modules/commerce/delivery-zone.entity.ts';
import { District } from '../modules/identity/district.entity.ts';
import { Location } from '../modules/identity/location.entity.ts';

/** Districts (khan / srok, and the provincial towns) by province code: English and Khmer names. */
const DISTRICTS: Record<string, [string, string][]> = {
  'KH-12': [
    ['Chamkar Mon', 'ចំការមន'],
    ['Doun Penh', 'ដូនពេញ'],
    ['Prampir Meakkakra', '៧មករា'],
    ['Toul Kork', 'ទួលគោក'],
    ['Dangkao', 'ដង្កោ'],
    ['Mean Chey', 'មានជ័យ'],
    ['Russey Keo', 'ឫស្សីកែវ'],
    ['Sen Sok', 'សែនសុខ'],
    ['Pou Senchey', 'ពោធិ៍សែនជ័យ'],
    ['Chroy Changvar', 'ជ្រោយចង្វារ'],
    ['Prek Pnov', 'ព្រែកព្នៅ'],
    ['Chbar Ampov', 'ច្បារអំពៅ'],
    ['Boeng Keng Kang', 'បឹងកេងកង'],
    ['Kamboul', 'កំបូល'],
  ],
  'KH-8': [
    ['Ta Khmau', 'តាខ្មៅ'],
    ['Kien Svay', 'កៀនស្វាយ'],
    ['Ang Snuol', 'អង្គស្នួល'],
    ['Mukh Kampul', 'មុខកំពូល'],
  ],
  'KH-17': [
    ['Siem Reap City', 'ក្រុងសៀមរាប'],
    ['Puok', 'ពួក'],
    ['Angkor Thom', 'អង្គរធំ'],
    ['Banteay Srei', 'បន្ទាយស្រី'],
    ['Prasat Bakong', 'ប្រាសាទបាគង'],
  ],
  'KH-2': [
    ['Battambang City', 'ក្រុងបាត់ដំបង'],
    ['Sangkae', 'សង្កែ'],
    ['Moung Ruessei', 'មោងឫស្សី'],
    ['Banan', 'បាណន់'],
  ],
  'KH-18': [
    ['Sihanoukville', 'ក្រុងព្រះសីហនុ'],
    ['Prey Nob', 'ព្រៃនប់'],
    ['Stueng Hav', 'ស្ទឹងហាវ'],
  ],
};

/** Grams a base unit weighs packed, lightest and heaviest, by category (parts) or accessory category. */
const WEIGHTS: Record<string, [number, number]> = {
  Engine: [400, 6000],
  Brakes: [300, 4500],
  Suspension: [500, 5000],
  Steering: [400, 4000],
  Filters: [150, 900],
  Ignition: [80, 1200],
  'Cooling System': [300, 3500],
  Exhaust: [1500, 12000],
  Transmission: [500, 9000],
  Clutch: [1500, 7000],
  Electrical: [50, 800],
  Batteries: [9000, 24000],
  Lighting: [150, 3000],
  'Body Parts': [1500, 15000],
  Mirrors: [500, 2500],
  Wipers: [150, 600],
  'Air Conditioning': [300, 7000],
  'Fuel System': [200, 4000],
  'Belts & Chains': [150, 1500],
  Bearings: [100, 1500],
  'Gaskets & Seals': [20, 400],
  Sensors: [60, 400],
  'Wheels & Tyres': [7000, 16000],
  'Shock Absorbers': [1500, 4500],
  Radiators: [3000, 9000],
  'Starters & Alternators': [3000, 7000],
  'Oils & Fluids': [1000, 4800],
  'Spark Plugs': [50, 120],
  'Timing Parts': [300, 2500],
  'Drive Shafts & CV Joints': [1500, 9000],
  Horns: [300, 900],
  Interior: [200, 3000],
  'Door Parts': [200, 4000],
  Glass: [3000, 15000],
  'Turbo & Intake': [500, 9000],
  Pumps: [500, 4000],
  'Hoses & Pipes': [100, 1500],
  'Engine Mounts': [500, 2500],
  Bumpers: [3000, 8000],
  'Maintenance Kits': [1000, 6000],
  'Floor Mats': [1200, 4500],
  'Seat Covers': [1000, 3500],
  'Car Covers': [1500, 3500],
  'Phone Holders & Chargers': [80, 300],
  'Dash Cameras': [150, 600],
  'Lighting Accessories': [100, 800],
  'Car Care': [300, 2500],
  'Roof Racks & Carriers': [4000, 15000],
  'Audio & Electronics': [200, 2500],
  'Air Fresheners': [30, 200],
  'Sun Shades': [200, 800],
  'Emergency & Safety': [300, 3000],
};
const OTHERWISE: [number, number] = [200, 2000];

/** A shipping option with bands as [up to grams or null, fee]. */
const option = (
  name: DeliveryZoneOption['option'],
  days: [number, number],
  bands: [number | null, string][],
): DeliveryZoneOption => ({
  option: name,
  daysMin: days[0],
  daysMax: days[1],
  bands: bands.map(([upToGrams, fee]) => ({ upToGrams, fee })),
});

/** Road bands the courier companies charge by: small parcel, up to 10 kg, up to 30 kg, anything heavier. */
const road = (fees: [string, string, string, string], days: [number, number]) =>
  option('Ground Way', days, [
    [2000, fees[0]],
    [10_000, fees[1]],
    [30_000, fees[2]],
    [null, fees[3]],
  ]);

const ZONES: {
  code: string;
  district?: [string, string];
  freeAbove: string | null;
  codAllowed: boolean;
  codFee: string;
  options: DeliveryZoneOption[];
}[] = [
  {
    code: 'KH-12',
    freeAbove: '100.00',
    codAllowed: true,
    codFee: '0.50',
    options: [road(['1.50', '2.50', '5.00', '10.00'], [0, 1])],
  },
  {
    code: 'KH-12',
    district: ['Toul Kork', 'ទួលគោក'],
    freeAbove: '50.00',
    codAllowed: true,
    codFee: '0.00',
    options: [road(['1.00', '2.00', '4.00', '8.00'], [0, 0])],
  },
  {
    code: 'KH-8',
    freeAbove: '150.00',
    codAllowed: true,
    codFee: '0.75',
    options: [road(['2.00', '3.50', '7.00', '14.00'], [1, 2])],
  },
  {
    code: 'KH-17',
    freeAbove: '250.00',
    codAllowed: true,
    codFee: '1.00',
    options: [
      road(['3.00', '5.00', '9.00', '18.00'], [2, 3]),
      option(
        'Air Way',
        [1, 1],
        [
          [2000, '12.00'],
          [5000, '20.00'],
        ],
      ),
    ],
  },
  {
    code: 'KH-2',
    freeAbove: '250.00',
    codAllowed: true,
    codFee: '1.00',
    options: [road(['3.50', '5.50', '10.00', '20.00'], [2, 4]), option('Rail Way', [2, 3], [[null, '4.00']])],
  },
  {
    code: 'KH-18',
    freeAbove: null,
    codAllowed: false,
    codFee: '0.00',
    options: [road(['3.00', '5.00', '9.00', '18.00'], [1, 3]), option('Rail Way', [1, 2], [[null, '3.50']])],
  },
];

export async function seedDemoDelivery(em: EntityManager): Promise<void> {
  const weights = JSON.stringify(Object.entries(WEIGHTS).map(([category, [low, high]]) => ({ category, low, high })));
  // Each unweighed item gets a weight in its category's range, the same one on every run (a hash of its id).
  await (em as SqlEntityManager).execute(
    `update item i set shipping_weight_grams = w.low + (abs(hashint4(i.id)) % (w.high - w.low + 1)), updated_at = now()
     from (select i2.id, coalesce(wp.low, wa.low, ?) as low, coalesce(wp.high, wa.high, ?) as high
           from item i2
           left join part p on p.item_id = i2.id left join category c on c.id = p.category_id
           left join accessory a on a.item_id = i2.id left join accessory_category ac on ac.id = a.accessory_category_id
           left join jsonb_to_recordset(?::jsonb) as wp(category text, low int, high int) on wp.category = c.name
           left join jsonb_to_recordset(?::jsonb) as wa(category text, low int, high int) on wa.category = ac.name) w
     where w.id = i.id and i.shipping_weight_grams is null`,
    [OTHERWISE[0], OTHERWISE[1], weights, weights],
    'run',
  );
  if ((await em.count(District, {})) === 0) {
    for (const [code, names] of Object.entries(DISTRICTS)) {
      const location = await em.findOne(Location, { code });
      if (!location) continue;
      for (const [name, nameKh] of names) em.create(District, { location, name, nameKh });
    }
    await em.flush();
  }
  if ((await em.count(DeliveryZone, {})) > 0) return;
  for (const zone of ZONES) {
    const location = await em.findOne(Location, { code: zone.code });
    if (!location) continue;
    const district = zone.district ? await em.findOne(District, { location, name: zone.district[0] }) : null;
    if (zone.district && !district) continue;
    em.create(DeliveryZone, {
      location,
      district,
      freeAbove: zone.freeAbove,
      codAllowed: zone.codAllowed,
      codFee: zone.codFee,
      options: zone.options,
      active: true,
    });
  }
  await em.flush();
}
