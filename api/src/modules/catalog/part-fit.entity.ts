import { defineEntity, p, type TriggerDef } from '@mikro-orm/core';
import { PART_POSITIONS } from '@shop/contracts';
import { BrandItem } from './brand-item.entity.ts';
import { Brand } from './brand.entity.ts';
import { Category } from './category.entity.ts';
import { Model } from './model.entity.ts';
import { Part } from './part.entity.ts';
import { Year } from './year.entity.ts';
import { ADVISORY_LOCK_CLASS } from '../../db/advisory-locks.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';
import { BaseEntity } from '../../db/base-entity.ts';

/**
 * Keeps vehicle_part_count (vehicle-part-count.entity.ts) equal to the distinct parts fitting each model, brand and
 * brand's year. Per statement, from the rows it changed (transition tables), so a statement adding or removing several
 * years of one part's model counts the part once: a (part, model), (part, brand) or (part, brand, year) pair counts when
 * it has fitments after the statement and not before (before = now - net rows added), or the reverse. The parts whose
 * pairs change are locked first (a transaction advisory lock per part, in part order), so two transactions fitting one
 * part to the same model at once see each other's committed fitment (READ COMMITTED: each statement here reads anew)
 * and count it once. A fitment update that keeps its part, model, brand and year (a part's names or category copied
 * onto its fitments) moves nothing and locks nothing.
 */
export const VEHICLE_PART_COUNT_FN = [
  'create or replace function "part_fit_vehicle_part_count_fn"() returns trigger as $$',
  'declare changed text := case tg_op',
  "  when 'INSERT' then 'select part_id, brand_id, model_id, year_id, 1 as d from new_rows'",
  "  when 'DELETE' then 'select part_id, brand_id, model_id, year_id, -1 as d from old_rows'",
  "  else 'select part_id, brand_id, model_id, year_id, 1 as d from new_rows union all select part_id, brand_id, model_id, year_id, -1 from old_rows'",
  'end;',
  'begin',
  `execute 'select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS.partFitCount}, l.part_id) from (select distinct part_id from (' || changed || ') c`,
  "  group by part_id, brand_id, model_id, year_id having sum(d) <> 0 order by part_id) l';",
  "execute 'with pairs as (select part_id, brand_id, model_id, sum(d)::int as d from (' || changed || ') c",
  '    group by part_id, brand_id, model_id having sum(d) <> 0),',
  '  brand_pairs as (select part_id, brand_id, sum(d)::int as d from pairs group by part_id, brand_id having sum(d) <> 0),',
  "  year_pairs as (select part_id, brand_id, year_id, sum(d)::int as d from (' || changed || ') c",
  '    group by part_id, brand_id, year_id having sum(d) <> 0),',
  '  models as (select m.brand_id, pr.model_id, sum((n.now > 0)::int - (n.now - pr.d > 0)::int)::int as delta from pairs pr',
  '    join vehicle_model m on m.id = pr.model_id',
  '    cross join lateral (select count(*)::int as now from part_fit f where f.part_id = pr.part_id and f.model_id = pr.model_id) n',
  '    group by m.brand_id, pr.model_id),',
  '  brands as (select bp.brand_id, sum((n.now > 0)::int - (n.now - bp.d > 0)::int)::int as delta from brand_pairs bp',
  '    cross join lateral (select count(*)::int as now from part_fit f where f.part_id = bp.part_id and f.brand_id = bp.brand_id) n',
  '    group by bp.brand_id),',
  '  brand_years as (select yp.brand_id, yp.year_id, sum((n.now > 0)::int - (n.now - yp.d > 0)::int)::int as delta from year_pairs yp',
  '    cross join lateral (select count(*)::int as now from part_fit f',
  '                        where f.part_id = yp.part_id and f.brand_id = yp.brand_id and f.year_id = yp.year_id) n',
  '    group by yp.brand_id, yp.year_id),',
  '  counted_models as (insert into vehicle_part_count (brand_id, model_id, count)',
  '    select brand_id, model_id, delta from models where delta <> 0',
  '    on conflict (model_id) where model_id is not null do update set count = vehicle_part_count.count + excluded.count),',
  '  counted_years as (insert into vehicle_part_count (brand_id, year_id, count)',
  '    select brand_id, year_id, delta from brand_years where delta <> 0',
  '    on conflict (brand_id, year_id) where year_id is not null do update set count = vehicle_part_count.count + excluded.count)',
  'insert into vehicle_part_count (brand_id, model_id, count) select brand_id, null, delta from brands where delta <> 0',
  "  on conflict (brand_id) where model_id is null and year_id is null do update set count = vehicle_part_count.count + excluded.count';",
  'return null;',
  'end; $$ language plpgsql',
].join('\n');

/** One of the three statement triggers running VEHICLE_PART_COUNT_FN (a trigger with transition tables has one event). */
const vehiclePartCountTrigger = (event: 'insert' | 'update' | 'delete', referencing: string): TriggerDef => {
  const name = `part_fit_vehicle_part_count_${event}`;
  return {
    name,
    timing: 'after',
    events: [event],
    forEach: 'statement',
    expression: `${VEHICLE_PART_COUNT_FN};\ncreate trigger "${name}" after ${event} on "part_fit" referencing ${referencing} for each statement execute function "part_fit_vehicle_part_count_fn"()`,
  };
};

// One vehicle a part fits (brand, model, year), with where on it and a note ("2.5 L petrol only").
// `category` and `brandItem` repeat the part's own, so the vehicle filter answers its page and its
// per-category and per-maker summary from one index without visiting the parts; `searchText` repeats the part's
// folded names, so a search naming a vehicle reads each matching name's parts that fit it from one index too
// (search-sql.ts). Database triggers keep them equal to the part's.
const PartFitSchema = defineEntity({
  name: 'PartFit',
  extends: BaseEntity,
  properties: {
    part: () => p.manyToOne(Part).deleteRule('cascade'),
    year: () => p.manyToOne(Year),
    brand: () => p.manyToOne(Brand),
    model: () => p.manyToOne(Model),
    position: p.enum(PART_POSITIONS).default('Main'),
    note: p.string().length(500).nullable(),
    // Copies of the part's own (kept equal by the triggers), so the part's foreign keys already vouch for them.
    category: () => p.manyToOne(Category).createForeignKeyConstraint(false),
    brandItem: () => p.manyToOne(BrandItem).createForeignKeyConstraint(false),
    searchText: p.text().nullable().lazy().hidden(),
  },
  uniques: [{ properties: ['part', 'model', 'year'] }],
  indexes: [
    {
      name: 'part_fit_vehicle_index',
      properties: ['model', 'year', 'category', 'part'],
      include: ['brand', 'brandItem', 'position'],
    },
    // A search naming a model, or a brand alone, with part words: each matching name's parts that fit it, in part
    // order, from the index alone (search-sql.ts); also the parts of a vehicle named without part words.
    {
      name: 'part_fit_model_name_index',
      expression:
        'create index "part_fit_model_name_index" on "part_fit" ("model_id", "search_text", "part_id") include ("year_id", "brand_item_id")',
    },
    {
      name: 'part_fit_brand_name_index',
      expression:
        'create index "part_fit_brand_name_index" on "part_fit" ("brand_id", "search_text", "part_id") include ("year_id", "brand_item_id")',
    },
    // A search naming a model with a category's word ("ហ្វ្រាំង ហាយលុច", brakes + Hilux): the category's parts that fit
    // the model, in part order, from the index alone (search-sql.ts), instead of checking each part of the category.
    {
      name: 'part_fit_model_category_index',
      expression:
        'create index "part_fit_model_category_index" on "part_fit" ("model_id", "category_id", "part_id") include ("year_id", "brand_item_id")',
    },
    // Does this part fit the brand (and year) a search named: answered from the index alone (search-sql.ts). The
    // unique (part, model, year) index answers the same for a model.
    {
      name: 'part_fit_part_brand_index',
      expression:
        'create index "part_fit_part_brand_index" on "part_fit" ("part_id", "brand_id", "model_id", "year_id")',
    },
  ],
  // Whoever writes a fitment (back-office, seeders, bulk loads), its copies come from the part.
  triggers: [
    catalogChangedTrigger,
    {
      name: 'part_fit_copy_part',
      timing: 'before',
      events: ['insert', 'update'],
      forEach: 'row',
      body: 'select category_id, brand_item_id, search_text into new.category_id, new.brand_item_id, new.search_text from part where id = new.part_id; return new;',
    },
    // Keeps part_fit_count (see PartFitCount) equal to the fitments.
    {
      name: 'part_fit_count_rows',
      timing: 'after',
      events: ['insert', 'update', 'delete'],
      forEach: 'row',
      body: [
        "if tg_op in ('UPDATE', 'DELETE') then",
        'update part_fit_count set count = count - 1 where model_id = old.model_id and year_id = old.year_id',
        'and category_id = old.category_id and position = old.position and brand_item_id = old.brand_item_id;',
        'end if;',
        "if tg_op in ('INSERT', 'UPDATE') then",
        'insert into part_fit_count (model_id, year_id, brand_id, category_id, position, brand_item_id, count)',
        'values (new.model_id, new.year_id, new.brand_id, new.category_id, new.position, new.brand_item_id, 1)',
        'on conflict (model_id, year_id, category_id, position, brand_item_id) do update set count = part_fit_count.count + 1;',
        'end if; return null;',
      ].join(' '),
    },
    vehiclePartCountTrigger('insert', 'new table as new_rows'),
    vehiclePartCountTrigger('update', 'old table as old_rows new table as new_rows'),
    vehiclePartCountTrigger('delete', 'old table as old_rows'),
  ],
});

export class PartFit extends PartFitSchema.class {}
PartFitSchema.setClass(PartFit);
