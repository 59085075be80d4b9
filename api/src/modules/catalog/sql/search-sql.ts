// Search by part number or keyword in one statement. Each way of matching is its own index-backed branch,
// capped at BRANCH_LIMIT rows, and ranked: the exact part number (compared without case, spaces or
// dashes), then part numbers that start with the query, then similar part numbers (typos, pg_trgm
// similarity), then names in English or Khmer that contain the words (pg_trgm word similarity, typos
// allowed), then items of a maker or a category whose name matches. The caps keep a broad word ("brake")
// on a million parts as cheap as a part number; `total` counts the capped matches.
import { partNumberKey } from '@shop/contracts';
import { emptySql, joinSql, rawSql, sql, type SqlFragment } from '../../../lib/sql.ts';
import { NAMES_SQL, fold, foldSql } from '../search-text.ts';
import { accessoryColumns, accessoryJoins, partColumns, partJoins } from './part-rows.ts';

export const BRANCH_LIMIT = 500;
/** Similar part numbers are ranked by similarity; only the closest are kept. */
const SIMILAR_LIMIT = 100;

export interface SearchQuery {
  text: string;
  makerId?: number;
  size: number;
  offset: number;
}

interface Target {
  table: 'part' | 'accessory';
  alias: 'p' | 'a';
  categoryTable: 'category' | 'accessory_category';
  categoryColumn: 'category_id' | 'accessory_category_id';
  columns: SqlFragment;
  joins: SqlFragment;
}

const PART: Target = { table: 'part', alias: 'p', categoryTable: 'category', categoryColumn: 'category_id', columns: partColumns, joins: partJoins };
const ACCESSORY: Target = {
  table: 'accessory',
  alias: 'a',
  categoryTable: 'accessory_category',
  categoryColumn: 'accessory_category_id',
  columns: accessoryColumns,
  joins: accessoryJoins,
};

const RANKS = ['exact', 'prefix', 'similar', 'keyword', 'maker', 'category'] as const;
export type SearchRank = (typeof RANKS)[number];
export const rankName = (rank: number): SearchRank => RANKS[rank] ?? 'keyword';

/** LIKE pattern for "starts with", with LIKE's own wildcards escaped. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchSql(target: Target, q: SearchQuery): SqlFragment {
  const table = rawSql(`${target.table} h`);
  const maker = q.makerId === undefined ? emptySql : sql` and h.brand_item_id = ${q.makerId}`;
  const key = partNumberKey(q.text);
  const text = q.text.trim();
  const words = fold(text);
  const names = rawSql(foldSql(NAMES_SQL.replaceAll('"name', 'h."name')));
  const branches: SqlFragment[] = [];
  if (key.length > 0) {
    branches.push(sql`(select h.id, 0 as rank, 1::real as score from ${table} where h.part_number_key = ${key}${maker} limit ${BRANCH_LIMIT})`);
  }
  if (key.length >= 3) {
    branches.push(sql`(select h.id, 1, 1::real from ${table}
      where h.part_number_key like ${startsWith(key)} and h.part_number_key <> ${key}${maker} limit ${BRANCH_LIMIT})`);
  }
  if (key.length >= 4) {
    branches.push(sql`(select h.id, 2, similarity(h.part_number_key, ${key}) from ${table}
      where h.part_number_key % ${key}${maker} order by 3 desc limit ${SIMILAR_LIMIT})`);
  }
  if (words.length >= 3) {
    branches.push(sql`(select h.id, 3, word_similarity(${words}, ${names}) from ${table}
      where ${words} <% ${names}${maker} limit ${BRANCH_LIMIT})`);
    const contains = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const named = (from: string) =>
      sql`select n.id from ${rawSql(from)} n where lower(n.name) like ${contains} or lower(coalesce(n.name_kh, '')) like ${contains}`;
    branches.push(sql`(select h.id, 4, 0::real from ${table} where h.brand_item_id in (${named('brand_item')})${maker} limit ${BRANCH_LIMIT})`);
    branches.push(sql`(select h.id, 5, 0::real from ${table}
      where h.${rawSql(target.categoryColumn)} in (${named(target.categoryTable)})${maker} limit ${BRANCH_LIMIT})`);
  }
  if (branches.length === 0) branches.push(sql`(select 0 as id, 0 as rank, 0::real as score where false)`);
  const alias = rawSql(target.alias);
  return sql`
    with hits as (${joinSql(branches, ' union all ')}),
    ranked as (select id, min(rank) as rank, max(score) as score from hits group by id)
    select t.total, r.*
    from (select count(*)::int as total from ranked) t
    left join lateral (
      select ${target.columns}, page.rank as search_rank, page.score as search_score
      from (select * from ranked order by rank, score desc, id limit ${q.size} offset ${q.offset}) page
      join ${rawSql(target.table)} ${alias} on ${alias}.id = page.id
      ${target.joins}
    ) r on true
    order by r.search_rank, r.search_score desc, r.id`;
}

export const searchPartsSql = (q: SearchQuery) => searchSql(PART, q);
export const searchAccessoriesSql = (q: SearchQuery) => searchSql(ACCESSORY, q);
