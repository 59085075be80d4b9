import { defineEntity, p } from '@mikro-orm/core';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// Every distinct searchable name (folded, see search-text.ts) of parts or accessories, with how many carry
// it. Kept by triggers on part and accessory. A keyword search matches words against these few thousand
// names with pg_trgm first, then fetches the items of the matching names through a plain index, instead
// of comparing the words with a million rows.
const SearchNameSchema = defineEntity({
  name: 'SearchName',
  properties: {
    id: p.integer().primary(),
    kind: p.enum(['part', 'accessory'] as const),
    searchText: p.text(),
    count: p.integer().default(0),
  },
  uniques: [{ name: 'search_name_key', properties: ['kind', 'searchText'] }],
  indexes: [
    {
      name: 'search_name_trgm_index',
      expression: 'create index "search_name_trgm_index" on "search_name" using gin ("search_text" gin_trgm_ops)',
    },
  ],
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class SearchName extends SearchNameSchema.class {}
SearchNameSchema.setClass(SearchName);
