import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { partNumberKey } from '@shop/contracts';
import { StoredFile } from '../content/stored-file.entity.ts';
import { AccessoryCategory } from './accessory-category.entity.ts';
import { BrandItem } from './brand-item.entity.ts';
import { Item } from './item.entity.ts';
import { NAMES_SQL, foldSql } from './search-text.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// An accessory (floor mats, a dash camera): sold like a part, browsed by accessory category, fits any vehicle.
const AccessorySchema = defineEntity({
  name: 'Accessory',
  extends: BaseEntity,
  properties: {
    item: () => p.oneToOne(Item).owner().unique().deleteRule('cascade'),
    partNumber: p.string().length(64),
    partNumberKey: p
      .string()
      .length(64)
      .onCreate((accessory: { partNumber: string }) => partNumberKey(accessory.partNumber))
      .onUpdate((accessory: { partNumber: string }) => partNumberKey(accessory.partNumber)),
    name: p.string().length(200),
    nameKh: p.string().length(200).nullable(),
    description: p.text().nullable(),
    descriptionKh: p.text().nullable(),
    brandItem: () => p.manyToOne(BrandItem),
    accessoryCategory: () => p.manyToOne(AccessoryCategory),
    image: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
    // The names folded for trigram search (see search-text.ts), kept by PostgreSQL itself.
    searchText: p
      .text()
      .generated(`(${foldSql(NAMES_SQL)}) stored`)
      .lazy()
      .hidden(),
    popular: p.boolean().default(false),
  },
  indexes: [
    // The stock desk's search: any part of a name, English or Khmer (stock-read.ts).
    {
      name: 'accessory_name_trgm_index',
      expression: 'create index "accessory_name_trgm_index" on "accessory" using gin ("name" gin_trgm_ops)',
    },
    {
      name: 'accessory_name_kh_trgm_index',
      expression: 'create index "accessory_name_kh_trgm_index" on "accessory" using gin ("name_kh" gin_trgm_ops)',
    },
    // The staff order search: any part of a part number as written (order-filter.ts).
    {
      name: 'accessory_part_number_trgm_index',
      expression:
        'create index "accessory_part_number_trgm_index" on "accessory" using gin ("part_number" gin_trgm_ops)',
    },
    // Lists by category or maker page in id order straight from these.
    { properties: ['accessoryCategory', 'id'] },
    { properties: ['brandItem', 'id'] },
    // The items of a name the keyword search matched (see SearchName).
    {
      name: 'accessory_search_text_index',
      expression: 'create index "accessory_search_text_index" on "accessory" ("search_text")',
    },
    {
      name: 'accessory_part_number_key_pattern_index',
      expression:
        'create index "accessory_part_number_key_pattern_index" on "accessory" ("part_number_key" varchar_pattern_ops)',
    },
    // Mistyped part numbers: candidates share the first or the last half of the query (see search-sql.ts).
    {
      name: 'accessory_part_number_key_reverse_index',
      expression:
        'create index "accessory_part_number_key_reverse_index" on "accessory" (reverse("part_number_key") text_pattern_ops)',
    },
    // files (issue 33): whether a stored file is a public picture is asked per request of /files/<key> (public-pictures.ts).
    {
      name: 'accessory_image_id_index',
      expression: 'create index "accessory_image_id_index" on "accessory" ("image_id") where "image_id" is not null',
    },
  ],
  triggers: [
    catalogChangedTrigger,
    // Keeps search_name (see SearchName) equal to the names.
    {
      name: 'accessory_search_names',
      timing: 'after',
      events: ['insert', 'update', 'delete'],
      forEach: 'row',
      body: [
        "if tg_op in ('UPDATE', 'DELETE') then",
        "update search_name set count = count - 1 where kind = 'accessory' and search_text = old.search_text;",
        'end if;',
        "if tg_op in ('INSERT', 'UPDATE') then",
        "insert into search_name (kind, search_text, count) values ('accessory', new.search_text, 1)",
        'on conflict (kind, search_text) do update set count = search_name.count + 1;',
        'end if; return null;',
      ].join(' '),
    },
  ],
});

export class Accessory extends AccessorySchema.class {}
AccessorySchema.setClass(Accessory);
