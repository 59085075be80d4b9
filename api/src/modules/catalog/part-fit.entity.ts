import { defineEntity, p } from '@mikro-orm/core';
import { PART_POSITIONS } from '@shop/contracts';
import { BrandItem } from './brand-item.entity.ts';
import { Brand } from './brand.entity.ts';
import { Category } from './category.entity.ts';
import { Model } from './model.entity.ts';
import { Part } from './part.entity.ts';
import { Year } from './year.entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';
import { BaseEntity } from '../../db/base-entity.ts';

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
  ],
});

export class PartFit extends PartFitSchema.class {}
PartFitSchema.setClass(PartFit);
