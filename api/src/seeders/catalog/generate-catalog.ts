// Generates the bulk of the catalogue inside PostgreSQL: parts with their items, units, fitments, stock in
// every store and the opening stock history; then accessories the same way. The reference rows (years,
// models, makers, categories, stores) must exist first (see catalog.seeder.ts). Everything is derived
// from the row number through hashint4extended(), so a run is repeatable, and it is set-based SQL, so
// 3,000 parts take a fraction of a second and 1,000,000 parts a few minutes.
import { demoAccessoryCategories, demoAccessoryMakers, demoAccessoryVariants } from './accessories-vocabulary.ts';
import { demoCategories, demoMakers } from './parts-vocabulary.ts';
import { demoModels } from './vehicles.ts';
import { generateCrossNumbers } from './cross-numbers.ts';

/**
 * Runs one statement; `?` placeholders take `params` (MikroORM's em.execute). All statements must run on
 * one connection inside one transaction (the plan lives in temporary tables): call it from em.transactional.
 */
export type RunSql = (sql: string, params?: unknown[]) => Promise<unknown>;

export interface GenerateOptions {
  parts: number;
  accessories: number;
  /** Log progress of the large steps (the benchmark generator passes console.log). */
  log?: (message: string) => void;
}

const FIT_NOTES = [
  'Petrol engine only',
  'Diesel engine only',
  'Automatic transmission only',
  'Check the VIN before ordering',
  '4WD models only',
];

/**
 * Appends `parts` parts and `accessories` accessories to the catalogue. Ids continue after the largest
 * existing ones, so it can run again on a catalogue that already has data (the benchmark adds to the demo shop).
 */
export async function generateCatalog(run: RunSql, options: GenerateOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const at = Date.now();
    await run(sql, params);
    log(`  ${label} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
  };

  // A superuser (the embedded server's user) can skip foreign-key and trigger work for this transaction:
  // the rows are consistent by construction, and it makes a million-part load several times faster.
  const [{ rolsuper } = { rolsuper: false }] = (await run(
    'select rolsuper from pg_roles where rolname = current_user',
  )) as { rolsuper: boolean }[];
  if (rolsuper) await run('set local session_replication_role = replica');
  await loadVocabulary(run);
  // Without the replica role the row triggers keep the counts; with it they are written here.
  const counts = rolsuper;
  if (options.parts > 0) await generateParts(step, options.parts, counts);
  if (options.accessories > 0) await generateAccessories(step, options.accessories, counts);
  for (const table of ['item', 'part', 'accessory']) {
    // The generator writes explicit ids; the sequences must continue after them.
    await run(
      `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select coalesce(max(id), 0) from ${table}), 1))`,
    );
  }
  await run(
    'drop table if exists gen_kind, gen_model, gen_model_pool, gen_store, gen_accessory_kind, gen_variant, gen_part, gen_accessory',
  );
  log(`catalogue generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The vocabulary as temporary tables keyed by a zero-based index, joined to the ids the seeder gave the rows. */
async function loadVocabulary(run: RunSql): Promise<void> {
  const kinds = demoCategories.flatMap((category) =>
    category.kinds.map((kind) => ({
      category: category.name,
      name: kind.name,
      name_kh: kind.nameKh ?? null,
      positions: kind.positions,
      unit: kind.unit,
      price_min: kind.price[0],
      price_max: kind.price[1],
      makers: kind.makers,
    })),
  );
  const makers = Object.fromEntries(
    demoMakers.map((maker) => [maker.name, { style: maker.style, prefix: maker.prefix }]),
  );
  await run('drop table if exists gen_kind, gen_model, gen_model_pool, gen_store, gen_accessory_kind, gen_variant');
  await run(
    `create temp table gen_kind as
     select k.idx, c.id as category_id, k.name, k.name_kh, k.positions, u.id as unit_type_id, k.unit,
            k.price_min, k.price_max,
            array(select b.id from unnest(k.makers) with ordinality as mk(name, o) join brand_item b on b.name = mk.name order by mk.o) as maker_ids,
            array(select (?::jsonb -> mk.name ->> 'style') from unnest(k.makers) with ordinality as mk(name, o) order by mk.o) as maker_styles,
            array(select (?::jsonb -> mk.name ->> 'prefix') from unnest(k.makers) with ordinality as mk(name, o) order by mk.o) as maker_prefixes
     from jsonb_to_recordset(?::jsonb) as k(idx int, category text, name text, name_kh text, positions text[], unit text,
            price_min int, price_max int, makers text[])
     join category c on c.name = k.category
     join unit_type u on u.name = k.unit`,
    [JSON.stringify(makers), JSON.stringify(makers), JSON.stringify(kinds.map((kind, idx) => ({ idx, ...kind })))],
  );
  // Common models appear `weight` times in the pool, so more parts fit them (as in a real shop).
  await run(
    `create temp table gen_model as
     select x.idx, vm.id as model_id, vm.brand_id, x."from", x."to", x.weight
     from jsonb_to_recordset(?::jsonb) as x(idx int, brand text, name text, "from" int, "to" int, weight int)
     join brand b on b.name = x.brand
     join vehicle_model vm on vm.brand_id = b.id and vm.name = x.name`,
    [
      JSON.stringify(
        demoModels.map(({ brand, name, from, to, weight }, idx) => ({ idx, brand, name, from, to, weight })),
      ),
    ],
  );
  await run(
    `create temp table gen_model_pool as
     select (row_number() over (order by m.idx, w) - 1)::int as slot, m.idx
     from gen_model m cross join lateral generate_series(1, m.weight) w`,
  );
  await run(`create temp table gen_store as select (row_number() over (order by id) - 1)::int as idx, id from store`);
  // Temporary tables get no statistics on their own; without them the planner guesses badly.
  await run('analyze gen_kind, gen_model, gen_model_pool, gen_store');
  const accessoryKinds = demoAccessoryCategories.flatMap((category) =>
    category.kinds.map((kind) => ({
      category: category.name,
      name: kind.name,
      name_kh: kind.nameKh,
      price_min: kind.price[0],
      price_max: kind.price[1],
      makers: kind.makers,
    })),
  );
  const prefixes = Object.fromEntries(demoAccessoryMakers.map((maker) => [maker.name, maker.prefix]));
  await run(
    `create temp table gen_accessory_kind as
     select k.idx, c.id as category_id, k.name, k.name_kh, k.price_min, k.price_max,
            array(select b.id from unnest(k.makers) with ordinality as mk(name, o) join brand_item b on b.name = mk.name order by mk.o) as maker_ids,
            array(select (?::jsonb ->> mk.name) from unnest(k.makers) with ordinality as mk(name, o) order by mk.o) as maker_prefixes
     from jsonb_to_recordset(?::jsonb) as k(idx int, category text, name text, name_kh text, price_min int, price_max int, makers text[])
     join accessory_category c on c.name = k.category`,
    [JSON.stringify(prefixes), JSON.stringify(accessoryKinds.map((kind, idx) => ({ idx, ...kind })))],
  );
  await run('analyze gen_accessory_kind');
  await run(
    `create temp table gen_variant as
     select x.idx, x.name, x.name_kh from jsonb_to_recordset(?::jsonb) as x(idx int, name text, name_kh text)`,
    [JSON.stringify(demoAccessoryVariants.map(({ name, nameKh }, idx) => ({ idx, name, name_kh: nameKh })))],
  );
}

type Step = (label: string, sql: string, params?: unknown[]) => Promise<void>;

// r(n, salt, below): a repeatable pseudo-random integer in [0, below) for row n.
const r = (n: string, salt: number | string, below: number | string) =>
  `(abs(hashint4extended(${n}, ${salt})) % (${below}))::int`;

async function generateParts(step: Step, count: number, counts: boolean): Promise<void> {
  // One row per new part: its ids, kind, maker and scrambled serial (a bijection of g, so part numbers never repeat).
  await step(
    `plan ${count} parts`,
    `create temp table gen_part as
     select g,
            (select coalesce(max(id), 0) from item) + g as item_id,
            (select coalesce(max(id), 0) from part) + g as part_id,
            k.idx as kind_idx,
            ${r('g', 2, 'cardinality(k.maker_ids)')} + 1 as maker_slot,
            ((g::bigint + (select coalesce(max(id), 0) from part)) * 48271 + 31337331) % 99999989 as serial
     from generate_series(1, ?::int) g
     join gen_kind k on k.idx = ${r('g', 1, '(select count(*) from gen_kind)')}`,
    [count],
  );
  await step('plan: statistics', 'analyze gen_part');
  await step(
    'items',
    `insert into item (id, type, condition, created_at, updated_at) select item_id, 'Part', 'New', now(), now() from gen_part`,
  );
  await step(
    'parts',
    `insert into part (id, item_id, part_number, part_number_key, name, name_kh, description, description_kh, brand_item_id,
                       category_id, position, image_id, popular, best_seller, created_at, updated_at)
     select p.part_id, p.item_id, n.number, lower(regexp_replace(n.number, '[\\s\\-./_]+', '', 'g')), k.name, k.name_kh,
            format('%s by %s. Check the vehicles and the position below before you order.', k.name, b.name),
            case when k.name_kh is null then null else format('%s ផលិតដោយ %s។ សូមពិនិត្យរថយន្ត និងទីតាំងខាងក្រោម មុនពេលបញ្ជាទិញ។', k.name_kh, b.name) end,
            b.id, k.category_id, k.positions[${r('p.g', 3, 'cardinality(k.positions)')} + 1], null,
            ${r('p.g', 4, 37)} = 0, ${r('p.g', 5, 41)} = 0, now(), now()
     from gen_part p
     join gen_kind k on k.idx = p.kind_idx
     join brand_item b on b.id = k.maker_ids[p.maker_slot]
     cross join lateral (select case k.maker_styles[p.maker_slot]
         when 'oem' then lpad((p.serial % 100000)::text, 5, '0') || '-' || lpad((p.serial / 100000 % 1000)::text, 3, '0')
                         || chr(65 + (p.serial % 26)::int) || (p.serial % 10)::text
         when 'spaced' then k.maker_prefixes[p.maker_slot] || ' ' || lpad((p.serial / 100000)::text, 3, '0') || ' '
                         || lpad((p.serial % 100000)::text, 5, '0')
         else k.maker_prefixes[p.maker_slot] || lpad((p.serial % 10000000)::text, 7, '0')
       end as number) n`,
  );
  await step(
    'units',
    `insert into item_unit (item_id, unit_type_id, factor, is_base, created_at, updated_at)
     select p.item_id, k.unit_type_id, 1, true, now(), now() from gen_part p join gen_kind k on k.idx = p.kind_idx
     union all
     select p.item_id, (select id from unit_type where name = 'Box'), 10, false, now(), now()
     from gen_part p join gen_kind k on k.idx = p.kind_idx where k.unit = 'Piece' and k.price_max <= 25`,
  );
  // Fitments: one model (common ones more often), 3 to 7 consecutive model years it was made in.
  // The copy trigger is bypassed for the bulk load: the category, maker and names are written here directly.
  await step('fitments: bulk mode', 'alter table part_fit disable trigger part_fit_copy_part');
  await step(
    'fitments',
    `insert into part_fit (part_id, year_id, brand_id, model_id, position, note, category_id, brand_item_id, search_text, created_at, updated_at)
     select part.id, y.id, m.brand_id, m.model_id, part.position,
            case when ${r('part.id', 7, 9)} = 0 then (?::text[])[${r('part.id', 8, FIT_NOTES.length)} + 1] end,
            part.category_id, part.brand_item_id, part.search_text, now(), now()
     from gen_part p
     join part on part.id = p.part_id
     join gen_model_pool pool on pool.slot = ${r('p.g', 6, '(select count(*) from gen_model_pool)')}
     join gen_model m on m.idx = pool.idx
     cross join lateral (select least(3 + ${r('p.g', 9, 5)}, m."to" - m."from" + 1) as years) span
     cross join lateral generate_series(0, span.years - 1) o
     join year y on y.value = m."from" + ${r('p.g', 10, 'm."to" - m."from" + 2 - span.years')} + o`,
    [`{${FIT_NOTES.map((note) => `"${note}"`).join(',')}}`],
  );
  await step('fitments: trigger back on', 'alter table part_fit enable trigger part_fit_copy_part');
  await generateCrossNumbers(step);
  if (counts) {
    await step(
      'fitment counts',
      `insert into part_fit_count (model_id, year_id, brand_id, category_id, position, brand_item_id, count)
       select f.model_id, f.year_id, f.brand_id, f.category_id, f.position, f.brand_item_id, count(*)::int
       from part_fit f join gen_part p on p.part_id = f.part_id
       group by f.model_id, f.year_id, f.brand_id, f.category_id, f.position, f.brand_item_id
       on conflict (model_id, year_id, category_id, position, brand_item_id) do update set count = part_fit_count.count + excluded.count`,
    );
    // The new parts are new to every vehicle: each counts once for its models, its brands and its brands' years.
    for (const [level, key, conflict] of [
      ['model', 'm.brand_id, f.model_id, null::int', '(model_id) where model_id is not null'],
      ['brand', 'f.brand_id, null::int, null::int', '(brand_id) where model_id is null and year_id is null'],
      ['brand year', 'f.brand_id, null::int, f.year_id', '(brand_id, year_id) where year_id is not null'],
    ])
      await step(
        `parts per ${level}`,
        `insert into vehicle_part_count (brand_id, model_id, year_id, count)
         select ${key}, count(distinct f.part_id)::int
         from part_fit f join gen_part p on p.part_id = f.part_id join vehicle_model m on m.id = f.model_id
         group by 1, 2, 3
         on conflict ${conflict} do update set count = vehicle_part_count.count + excluded.count`,
      );
    await step('search names', searchNamesSql('part', 'gen_part', 'part_id'));
  }
  await stockFor(step, 'gen_part', 'gen_kind', 'kind_idx');
}

const searchNamesSql = (kind: 'part' | 'accessory', plan: string, idColumn: string) =>
  `insert into search_name (kind, search_text, count)
   select '${kind}', t.search_text, count(*)::int from ${kind} t join ${plan} g on g.${idColumn} = t.id group by t.search_text
   on conflict (kind, search_text) do update set count = search_name.count + excluded.count`;

async function generateAccessories(step: Step, count: number, counts: boolean): Promise<void> {
  await step(
    `plan ${count} accessories`,
    `create temp table gen_accessory as
     select g,
            (select coalesce(max(id), 0) from item) + g as item_id,
            (select coalesce(max(id), 0) from accessory) + g as accessory_id,
            k.idx as kind_idx,
            ${r('g', 12, 'cardinality(k.maker_ids)')} + 1 as maker_slot,
            (g - 1) / (select count(*) from gen_accessory_kind) % (select count(*) from gen_variant) as variant_idx,
            ((g::bigint + (select coalesce(max(id), 0) from accessory)) * 48271 + 31337331) % 99999989 as serial
     from generate_series(1, ?::int) g
     join gen_accessory_kind k on k.idx = (g - 1) % (select count(*) from gen_accessory_kind)`,
    [count],
  );
  await step('plan: statistics', 'analyze gen_accessory');
  await step(
    'accessory items',
    `insert into item (id, type, condition, created_at, updated_at) select item_id, 'Accessory', 'New', now(), now() from gen_accessory`,
  );
  await step(
    'accessories',
    `insert into accessory (id, item_id, part_number, part_number_key, name, name_kh, description, description_kh, brand_item_id,
                            accessory_category_id, image_id, popular, created_at, updated_at)
     select a.accessory_id, a.item_id, n.number, lower(regexp_replace(n.number, '[\\s\\-./_]+', '', 'g')),
            k.name || ', ' || v.name, k.name_kh || ' ' || v.name_kh,
            format('%s (%s) by %s. Fits most cars, vans and pick-ups.', k.name, lower(v.name), b.name),
            format('%s (%s) ផលិតដោយ %s។ ប្រើបានជាមួយរថយន្តភាគច្រើន។', k.name_kh, v.name_kh, b.name),
            b.id, k.category_id, null, ${r('a.g', 13, 9)} = 0, now(), now()
     from gen_accessory a
     join gen_accessory_kind k on k.idx = a.kind_idx
     join gen_variant v on v.idx = a.variant_idx
     join brand_item b on b.id = k.maker_ids[a.maker_slot]
     cross join lateral (select k.maker_prefixes[a.maker_slot] || '-' || lpad((a.serial % 1000000)::text, 6, '0') as number) n`,
  );
  if (counts) await step('accessory search names', searchNamesSql('accessory', 'gen_accessory', 'accessory_id'));
  await step(
    'accessory units',
    `insert into item_unit (item_id, unit_type_id, factor, is_base, created_at, updated_at)
     select a.item_id, (select id from unit_type where name = 'Piece'), 1, true, now(), now() from gen_accessory a`,
  );
  await stockFor(step, 'gen_accessory', 'gen_accessory_kind', 'kind_idx');
}

/**
 * Stock in the stores: always in one store, in each other store about half the time; prices in the
 * kind's range on a 50-cent grid, a few percent apart between stores; the dealer price 15% lower; one
 * offer in twenty sold out. Each new stock row gets its opening history row.
 */
async function stockFor(step: Step, plan: string, kinds: string, kindColumn: string): Promise<void> {
  await step(
    'stock',
    `insert into stock (store_id, item_id, quantity, price, dealer_price, alert_threshold, created_at, updated_at)
     select s.id, p.item_id, q.quantity, (c.cents / 100.0)::numeric(12,2), (c.cents * 85 / 100 / 100.0)::numeric(12,2), 5, now(), now()
     from ${plan} p
     join ${kinds} k on k.idx = p.${kindColumn}
     cross join lateral (select (k.price_min * 100 + ${r('p.item_id', 14, '(k.price_max - k.price_min) * 2 + 1')} * 50)::bigint as base) b
     join gen_store s on s.idx = ${r('p.item_id', 15, '(select count(*) from gen_store)')}
        or ${r('p.item_id', '16 + s.idx', 100)} < 45
     cross join lateral (select case when ${r('p.item_id', '20 + s.idx', 20)} = 0 then 0
                                     else 1 + ${r('p.item_id', '30 + s.idx', 60)} end as quantity) q
     cross join lateral (select b.base * (95 + ${r('p.item_id', '40 + s.idx', 11)}) / 100 as cents) c`,
  );
  await step(
    'stock history',
    `insert into stock_history (stock_id, quantity_before, quantity_after, reason, note_code, note_facts, created_at)
     select st.id, 0, st.quantity, 'INITIAL', 'OPENING_STOCK', '{}'::jsonb, st.created_at
     from stock st join ${plan} p on p.item_id = st.item_id`,
  );
}
