import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { PART_POSITIONS, partNumberKey } from '@shop/contracts';
import { StoredFile } from '../content/stored-file.entity.ts';
import { BrandItem } from './brand-item.entity.ts';
import { Category } from './category.entity.ts';
import { Item } from './item.entity.ts';
import { NAMES_SQL, foldSql } from './search-text.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// A vehicle part as the catalogue describes it: part number, names, maker, category and usual position.
// Which vehicles it fits are its PartFit rows; what it costs and how many are left are Stock rows of its Item.
const PartSchema = defineEntity({
  name: 'Part',
  extends: BaseEntity,
  properties: {
    item: () => p.oneToOne(Item).owner().unique().deleteRule('cascade'),
    partNumber: p.string().length(64),
    // The part number without case, spaces or dashes: exact and prefix lookups use it (see partNumberKey).
    partNumberKey: p
      .string()
      .length(64)
      .onCreate((part: { partNumber: string }) => partNumberKey(part.partNumber))
      .onUpdate((part: { partNumber: string }) => partNumberKey(part.partNumber)),
    name: p.string().length(200),
    nameKh: p.string().length(200).nullable(),
    description: p.text().nullable(),
    descriptionKh: p.text().nullable(),
    brandItem: () => p.manyToOne(BrandItem),
    category: () => p.manyToOne(Category),
    position: p.enum(PART_POSITIONS).default('Main'),
    image: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
    // The names folded for trigram search (see search-text.ts), kept by PostgreSQL itself.
    searchText: p
      .text()
      .generated(`(${foldSql(NAMES_SQL)}) stored`)
      .lazy()
      .hidden(),
    popular: p.boolean().default(false),
    bestSeller: p.boolean().default(false),
  },
  indexes: [
    // The stock desk's search: any part of a name, English or Khmer (stock-read.ts).
    {
      name: 'part_name_trgm_index',
      expression: 'create index "part_name_trgm_index" on "part" using gin ("name" gin_trgm_ops)',
    },
    {
      name: 'part_name_kh_trgm_index',
      expression: 'create index "part_name_kh_trgm_index" on "part" using gin ("name_kh" gin_trgm_ops)',
    },
    // The staff order search: any part of a part number as written (order-filter.ts).
    {
      name: 'part_part_number_trgm_index',
      expression: 'create index "part_part_number_trgm_index" on "part" using gin ("part_number" gin_trgm_ops)',
    },
    // Lists by category or maker page in id order straight from these. The search's category branch with a maker
    // chosen reads the maker from the category index (included), not from a bitmap of the maker's 100,000 parts.
    {
      name: 'part_category_id_id_index',
      expression: 'create index "part_category_id_id_index" on "part" ("category_id", "id") include ("brand_item_id")',
    },
    { properties: ['brandItem', 'id'] },
    // The items of a name the keyword search matched (see SearchName), in id order and with their maker, so the
    // search reads them from the index alone (search-sql.ts).
    {
      name: 'part_search_text_id_index',
      expression: 'create index "part_search_text_id_index" on "part" ("search_text", "id") include ("brand_item_id")',
    },
    // Exact and prefix part-number lookups (LIKE 'key%') whatever the database collation; the part and its maker from
    // the index alone (search-sql.ts reads up to 500 a prefix).
    {
      name: 'part_part_number_key_pattern_index',
      expression:
        'create index "part_part_number_key_pattern_index" on "part" ("part_number_key" varchar_pattern_ops) include ("id", "brand_item_id")',
    },
    // Mistyped part numbers: candidates share the first or the last half of the query (see search-sql.ts), read with
    // their number from the index alone.
    {
      name: 'part_part_number_key_reverse_index',
      expression:
        'create index "part_part_number_key_reverse_index" on "part" (reverse("part_number_key") text_pattern_ops) include ("id", "part_number_key", "brand_item_id")',
    },
    // files (issue 33): whether a stored file is a public picture is asked per request of /files/<key> (public-pictures.ts).
    {
      name: 'part_image_id_index',
      expression: 'create index "part_image_id_index" on "part" ("image_id") where "image_id" is not null',
    },
  ],
  // A part's fitments carry copies of its category and maker (see PartFit); this keeps them equal.
  triggers: [
    catalogChangedTrigger,
    // Keeps search_name (see SearchName) equal to the names.
    {
      name: 'part_search_names',
      timing: 'after',
      events: ['insert', 'update', 'delete'],
      forEach: 'row',
      body: [
        "if tg_op in ('UPDATE', 'DELETE') then",
        "update search_name set count = count - 1 where kind = 'part' and search_text = old.search_text;",
        'end if;',
        "if tg_op in ('INSERT', 'UPDATE') then",
        "insert into search_name (kind, search_text, count) values ('part', new.search_text, 1)",
        'on conflict (kind, search_text) do update set count = search_name.count + 1;',
        'end if; return null;',
      ].join(' '),
    },
    {
      name: 'part_sync_fits',
      timing: 'after',
      events: ['update'],
      forEach: 'row',
      body:
        'if old.category_id is distinct from new.category_id or old.brand_item_id is distinct from new.brand_item_id ' +
        'or old.search_text is distinct from new.search_text then ' +
        'update part_fit set category_id = new.category_id, brand_item_id = new.brand_item_id, search_text = new.search_text where part_id = new.id; ' +
        'end if; return new;',
    },
  ],
});

export class Part extends PartSchema.class {}
PartSchema.setClass(Part);
