// The demo catalogue's cross-reference numbers, so a newcomer can search by the number on an old part:
// - OEM: a part that fits a Toyota, Lexus or Honda lists the vehicle maker's number for that part on that model, in
//   the maker's real format and group code (Toyota's front brake pads are 04465-xxxxx, Honda's 45022-xxx-xxx). Parts
//   of one kind for one model share it, as interchangeable parts do, so an OEM number finds every maker's equivalent.
// - REPLACES: one in three of those also lists the older OEM number it superseded.
// - REPLACED_BY / REPLACES between shop parts: one pair in eight of same-kind, same-maker parts; the older part
//   points to the newer one's number, and the newer lists the older's.
/** Runs one labelled statement of the generator (generate-catalog.ts's step). */
type Step = (label: string, sql: string, params?: unknown[]) => Promise<void>;

/** Vehicle makers' part group codes per kind of part (the first five characters of their numbers). */
const GROUP_CODES: Readonly<Record<string, { toyota?: string; honda?: string }>> = {
  'Brake Pad Set': { toyota: '04465', honda: '45022' },
  'Brake Disc': { toyota: '43512', honda: '45251' },
  'Brake Shoe Set': { toyota: '04495', honda: '43153' },
  'Oil Filter': { toyota: '90915', honda: '15400' },
  'Air Filter': { toyota: '17801', honda: '17220' },
  'Cabin Air Filter': { toyota: '87139', honda: '80292' },
  'Fuel Filter': { toyota: '23390', honda: '16010' },
  'Spark Plug': { toyota: '90919', honda: '98079' },
  'Iridium Spark Plug': { toyota: '90919', honda: '12290' },
  'Ignition Coil': { toyota: '90919', honda: '30520' },
  'Wiper Blade': { toyota: '85222', honda: '76620' },
  'Water Pump': { toyota: '16100', honda: '19200' },
  Thermostat: { toyota: '90916', honda: '19301' },
  Radiator: { toyota: '16400', honda: '19010' },
  'Timing Belt Kit': { toyota: '13568', honda: '14400' },
  'Drive Belt': { toyota: '90916', honda: '56992' },
  'Shock Absorber': { toyota: '48510', honda: '51606' },
  'Clutch Disc': { toyota: '31250', honda: '22200' },
  'Clutch Kit': { toyota: '31250', honda: '22200' },
  Alternator: { toyota: '27060', honda: '31100' },
  'Starter Motor': { toyota: '28100', honda: '31200' },
  'Wheel Bearing': { toyota: '90369', honda: '44300' },
  'Oxygen Sensor': { toyota: '89465', honda: '36531' },
  'Fuel Pump': { toyota: '23220', honda: '17040' },
  'A/C Compressor': { toyota: '88310', honda: '38810' },
  'Tie Rod End': { toyota: '45046', honda: '53540' },
  'Ball Joint': { toyota: '43330', honda: '51220' },
};

// A repeatable pseudo-random number per part kind and vehicle model (so equivalent parts share their OEM number).
const h = (salt: number) => `(abs(hashint4extended(f.model_id * 1000 + p.kind_idx, ${salt})) % 2000000000)::int`;

/** Toyota's 04465-0K090 (digit, letter, three digits) or Honda's 45022-S5A-J51. */
const oemNumber = (salt: number) => `case when b.name = 'Honda'
    then g.honda || '-' || chr(65 + ${h(salt)} % 26) || chr(65 + ${h(salt)} / 26 % 26) || chr(65 + ${h(salt)} / 676 % 26)
         || '-' || chr(65 + ${h(salt)} / 17576 % 26) || lpad((${h(salt)} / 456976 % 100)::text, 2, '0')
    else g.toyota || '-' || (${h(salt)} % 10)::text || chr(65 + ${h(salt)} / 10 % 26)
         || lpad((${h(salt)} / 260 % 1000)::text, 3, '0') end`;

const key = (expression: string) => `lower(regexp_replace(${expression}, '[\\s\\-./_]+', '', 'g'))`;

/** Writes the cross-reference numbers of the parts in gen_part (after their parts and fitments). */
export async function generateCrossNumbers(step: Step): Promise<void> {
  await step(
    'cross-reference groups',
    `create temp table gen_group as select x.name, x.toyota, x.honda from jsonb_to_recordset(?::jsonb) as x(name text, toyota text, honda text)`,
    [JSON.stringify(Object.entries(GROUP_CODES).map(([name, codes]) => ({ name, ...codes })))],
  );
  // OEM numbers, and for one in three the older number it replaced; genuine parts already carry their maker's number.
  await step(
    'cross-reference numbers: OEM',
    `insert into part_number (part_id, kind, number, number_key, position, created_at, updated_at)
     select o.part_id, o.kind, o.number, ${key('o.number')}, o.position, now(), now() from (
       select p.part_id, v.kind, v.number, v.position
       from gen_part p
       join gen_kind k on k.idx = p.kind_idx
       join gen_group g on g.name = k.name
       join brand_item m on m.id = k.maker_ids[p.maker_slot] and m.name not like '%Genuine Parts'
       cross join lateral (select f.model_id, f.brand_id from part_fit f where f.part_id = p.part_id limit 1) f
       join brand b on b.id = f.brand_id and (b.name in ('Toyota', 'Lexus') and g.toyota is not null or b.name = 'Honda' and g.honda is not null)
       cross join lateral (values ('OEM', ${oemNumber(50)}, 0), ('REPLACES', ${oemNumber(51)}, 1)) v(kind, number, position)
       where v.kind = 'OEM' or ${h(52)} % 3 = 0
     ) o
     on conflict do nothing`,
  );
  // Superseded shop parts: the older of a pair of same-kind, same-maker parts is replaced by the newer.
  await step(
    'cross-reference numbers: superseded parts',
    `insert into part_number (part_id, kind, number, number_key, position, created_at, updated_at)
     with paired as (
       select p.part_id, row_number() over (partition by p.kind_idx, p.maker_slot order by p.g) as n,
              lead(p.part_id) over (partition by p.kind_idx, p.maker_slot order by p.g) as newer_id
       from gen_part p)
     select s.part_id, s.kind, s.number, ${key('s.number')}, 10, now(), now() from (
       select pr.part_id, 'REPLACED_BY' as kind, newer.part_number as number
       from paired pr join part newer on newer.id = pr.newer_id
       where pr.n % 2 = 1 and abs(hashint4extended(pr.part_id, 53)) % 8 = 0
       union all
       select newer.id, 'REPLACES', older.part_number
       from paired pr join part newer on newer.id = pr.newer_id join part older on older.id = pr.part_id
       where pr.n % 2 = 1 and abs(hashint4extended(pr.part_id, 53)) % 8 = 0
     ) s
     on conflict do nothing`,
  );
  await step('cross-reference groups: done', 'drop table gen_group');
}
