// Search by part number or keyword in one statement. Each way of matching is its own index-backed branch,
// capped at BRANCH_LIMIT rows, and ranked: the exact part number (compared without case, spaces or
// dashes), then part numbers that start with the query, then similar part numbers (typos: same first or
// last half, ranked by trigram similarity), then names in English or Khmer that contain the words (pg_trgm
// word similarity over the distinct names, typos allowed), then items of a maker or a category whose name
// matches. The caps keep a broad word ("brake") on a million parts as cheap as a part number; `total`
// counts the capped matches.
import { partNumberKey, type PriceKind } from '@shop/contracts';
import { emptySql, genericPlan, joinSql, rawSql, sql, type SqlFragment } from '../../../lib/sql.ts';
import { fold } from '../search-text.ts';
import { accessoryColumns, accessoryJoins, partColumns, partJoins } from './part-rows.ts';

export const BRANCH_LIMIT = 500;
/** How many of the best-matching names the keyword search takes its items from. */
const NAMES_LIMIT = 20;
/** Similar part numbers are ranked by similarity; only the closest are kept. */
const SIMILAR_LIMIT = 100;
/** Shorter queries are partial part numbers (the prefix branch), not mistyped ones. */
const MIN_SIMILAR = 6;
/** Candidates read from each half's index range. */
const BUCKET_LIMIT = 100;
/** One swapped pair in ten characters leaves a similarity of about 0.38. */
const SIMILAR_MIN = 0.3;

/** The vehicle a query named (query-reading.ts): parts must fit it. */
export interface VehicleFit {
  brandId: number;
  modelId?: number;
  yearId?: number;
  /** A range of years ("camry 2012-2015"): the parts fit one of them. */
  yearIds?: readonly number[];
}

export interface SearchQuery {
  /** The words, or a part number, or both run together ("tyre 265/65 r17"). */
  text: string;
  /** A part number typed beside the words (query-reading.ts): the number branches look for it, the others for `text`. */
  number?: string;
  makerId?: number;
  vehicle?: VehicleFit;
  size: number;
  offset: number;
  /** Whose prices the rows carry. */
  priceKind: PriceKind;
}

interface Target {
  table: 'part' | 'accessory';
  alias: 'p' | 'a';
  categoryTable: 'category' | 'accessory_category';
  categoryColumn: 'category_id' | 'accessory_category_id';
  columns: SqlFragment;
  joins: (kind: PriceKind) => SqlFragment;
  /** Parts have cross-reference numbers (part_number) that find them too. */
  crossNumbers: boolean;
}

const PART: Target = {
  table: 'part',
  alias: 'p',
  categoryTable: 'category',
  categoryColumn: 'category_id',
  columns: partColumns,
  joins: partJoins,
  crossNumbers: true,
};
const ACCESSORY: Target = {
  table: 'accessory',
  alias: 'a',
  categoryTable: 'accessory_category',
  categoryColumn: 'accessory_category_id',
  columns: accessoryColumns,
  joins: accessoryJoins,
  crossNumbers: false,
};

const RANKS = ['exact', 'prefix', 'similar', 'keyword', 'maker', 'category'] as const;
export type SearchRank = (typeof RANKS)[number];
export const rankName = (rank: number): SearchRank => RANKS[rank] ?? 'keyword';

/** A word of letters only, three or more, standing alone. */
const WORD = /(?<![\p{L}\p{N}/.-])\p{L}{3,}(?![\p{L}\p{N}/.-])/u;

/** Sorts after every text that starts with the key (byte order, as the pattern index compares). */
const PREFIX_END = String.fromCodePoint(0x10ffff);

function searchSql(target: Target, q: SearchQuery): SqlFragment {
  const table = rawSql(`${target.table} h`);
  const onlyMaker = q.makerId === undefined ? emptySql : sql` and h.brand_item_id = ${q.makerId}`;
  const fitMaker = q.makerId === undefined ? emptySql : sql` and f.brand_item_id = ${q.makerId}`;
  const vehicle = target.crossNumbers ? q.vehicle : undefined;
  // The item's maker, and that it fits the vehicle (the fitment index led by the part, index-only).
  const maker = sql`${onlyMaker}${
    vehicle ? sql` and exists (select 1 from part_fit f where f.part_id = h.id and ${fitsSql(vehicle)})` : emptySql
  }`;
  const key = partNumberKey(q.number ?? q.text);
  const text = q.text.trim();
  const words = fold(text);
  // Part numbers are ASCII once normalised; a query in Khmer script has no part-number trigrams to look for.
  const numberLike = /^[\x21-\x7e]+$/.test(key);
  // Mostly digits ("0 986 494 123", "04465-33471"): a part number, not words; names are not searched.
  // A word of three letters or more standing alone ("tyre 265/65 r17") makes it words with numbers in them.
  const onlyNumber =
    q.number === undefined &&
    numberLike &&
    (key.match(/\d/g)?.length ?? 0) * 2 >= key.length &&
    key.length >= 4 &&
    !WORD.test(text);
  const branches: SqlFragment[] = [];
  if (numberLike) {
    branches.push(
      sql`(select h.id, 0 as rank, 1::real as score from ${table} where h.part_number_key = ${key}${maker} limit ${BRANCH_LIMIT})`,
    );
  }
  if (numberLike && key.length >= 3) {
    // "Starts with" as a byte range on the pattern index, so a prepared statement's generic plan still uses it.
    branches.push(sql`(select h.id, 1 as rank, 1::real as score from ${table}
      where h.part_number_key ~>=~ ${key} and h.part_number_key ~<~ ${`${key}${PREFIX_END}`} and h.part_number_key <> ${key}${maker}
      limit ${BRANCH_LIMIT})`);
  }
  if (numberLike && key.length >= MIN_SIMILAR) {
    // A mistyped part number (one character wrong, missing, extra, or two swapped) keeps either its first
    // half or its last half intact. Candidates are the numbers that start with the query's first half or end
    // with its last half (two range scans of btree indexes), ranked by trigram similarity. Unlike a trigram
    // index scan this stays cheap among a million digit-heavy part numbers, whose trigrams are all common.
    const head = key.slice(0, Math.floor(key.length / 2));
    const tail = [...key.slice(head.length + 1)].reverse().join('');
    branches.push(sql`(select c.id, 2 as rank, similarity(c.part_number_key, ${key}) as score from (
        (select h.id, h.part_number_key from ${table}
         where h.part_number_key ~>=~ ${head} and h.part_number_key ~<~ ${`${head}${PREFIX_END}`}${maker} limit ${BUCKET_LIMIT})
        union
        (select h.id, h.part_number_key from ${table}
         where reverse(h.part_number_key) ~>=~ ${tail} and reverse(h.part_number_key) ~<~ ${`${tail}${PREFIX_END}`}${maker} limit ${BUCKET_LIMIT})
      ) c where similarity(c.part_number_key, ${key}) >= ${SIMILAR_MIN} order by 3 desc limit ${SIMILAR_LIMIT})`);
  }
  if (!onlyNumber && words.length >= 3) {
    // Words match the distinct names first (a small table, pg_trgm word similarity, typos allowed); the best names,
    // best first, bring their items in id order until the cap, which so keeps the best names' lowest ids whatever the
    // plan. The items come from the (search_text, id) index, or when a vehicle is named from the fitments, which carry
    // their part's names and maker: the model's or the brand's fitments with the name, in part order, index-only,
    // however many fitments the vehicle has.
    const names = sql`(select s.search_text, word_similarity(${words}, s.search_text) as score from search_name s
         where s.kind = ${target.table} and s.count > 0 and ${words} <% s.search_text order by 2 desc limit ${NAMES_LIMIT}) nm`;
    const named = vehicle
      ? sql`select distinct f.part_id as id from part_fit f
            where f.search_text = nm.search_text and ${fitsSql(vehicle)}${fitMaker} order by f.part_id limit ${BRANCH_LIMIT}`
      : sql`select h.id from ${table} where h.search_text = nm.search_text${onlyMaker} order by h.id limit ${BRANCH_LIMIT}`;
    branches.push(
      sql`(select h.id, 3 as rank, nm.score from ${names} cross join lateral (${named}) h limit ${BRANCH_LIMIT})`,
    );
    const contains = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const namedLike = (from: string) =>
      sql`select n.id from ${rawSql(from)} n where lower(n.name) like ${contains} or lower(coalesce(n.name_kh, '')) like ${contains}`;
    branches.push(sql`(select h.id, 4 as rank, 0::real as score from (${namedLike('brand_item')}) n
        cross join lateral (select h.id from ${table} where h.brand_item_id = n.id${maker} order by h.id limit ${BRANCH_LIMIT}) h
        limit ${BRANCH_LIMIT})`);
    // A category with a model: the fitments carry their part's category, so its parts that fit the model come in part
    // order from one index (model, category, part), where checking each part of the category took 0.3 s for brakes.
    const inCategory =
      vehicle?.modelId === undefined
        ? sql`select h.id from ${table}
              where h.${rawSql(target.categoryColumn)} = n.id${maker} order by h.id limit ${BRANCH_LIMIT}`
        : sql`select distinct f.part_id as id from part_fit f
              where f.category_id = n.id and ${fitsSql(vehicle)}${fitMaker} order by f.part_id limit ${BRANCH_LIMIT}`;
    branches.push(sql`(select h.id, 5 as rank, 0::real as score from (${namedLike(target.categoryTable)}) n
        cross join lateral (${inCategory}) h
        limit ${BRANCH_LIMIT})`);
  }
  if (branches.length === 0) branches.push(sql`(select 0 as id, 0 as rank, 0::real as score where false)`);
  // Cross-reference numbers (OEM, aftermarket, replaces, replaced by) find their part like its own number, exact or by
  // their beginning, ranked just below the part's own number; `via` keeps which number it was, for the result.
  const crossBranches: SqlFragment[] = [];
  if (target.crossNumbers && numberLike) {
    const numbers = sql`part_number n join part h on h.id = n.part_id`;
    crossBranches.push(sql`(select n.part_id as id, 0 as rank, 0.99::real as score, n.id as via from ${numbers}
      where n.number_key = ${key}${maker} limit ${BRANCH_LIMIT})`);
    if (key.length >= 3)
      crossBranches.push(sql`(select n.part_id as id, 1 as rank, 0.99::real as score, n.id as via from ${numbers}
        where n.number_key ~>=~ ${key} and n.number_key ~<~ ${`${key}${PREFIX_END}`} and n.number_key <> ${key}${maker}
        limit ${BRANCH_LIMIT})`);
  }
  const alias = rawSql(target.alias);
  const own = sql`select id, rank, score, null::int as via from (${joinSql(branches, ' union all ')}) own`;
  return sql`
    with hits as (${joinSql([own, ...crossBranches], ' union all ')}),
    ranked as (select id, min(rank) as rank, max(score) as score, (array_agg(via order by rank, score desc))[1] as via
               from hits group by id)
    select t.total, r.*
    from (select count(*)::int as total from ranked) t
    left join lateral (
      select ${target.columns}, page.rank as search_rank, page.score as search_score,
             via.kind as matched_kind, via.number as matched_number
      from (select * from ranked order by rank, score desc, id limit ${q.size} offset ${q.offset}) page
      join ${rawSql(target.table)} ${alias} on ${alias}.id = page.id
      left join part_number via on via.id = page.via
      ${target.joins(q.priceKind)}
    ) r on true
    order by r.search_rank, r.search_score desc, r.id`;
}

/**
 * Fitments (alias f) of the vehicle: the brand, or the model (which names its brand: the fitment indexes led by the
 * model do not carry the brand), and the year when named.
 */
export function fitsSql(vehicle: VehicleFit): SqlFragment {
  return joinSql(
    [
      vehicle.modelId === undefined ? sql`f.brand_id = ${vehicle.brandId}` : sql`f.model_id = ${vehicle.modelId}`,
      vehicle.yearId === undefined ? emptySql : sql`f.year_id = ${vehicle.yearId}`,
      vehicle.yearIds === undefined
        ? emptySql
        : sql`f.year_id in (${joinSql(
            vehicle.yearIds.map((id) => sql`${id}`),
            ', ',
          )})`,
    ].filter((part) => part !== emptySql),
    ' and ',
  );
}

/**
 * The part search runs with its generic plan (lib/sql.ts genericPlan): measured at a million parts for every kind of
 * query (bench/search-plans.ts, docs/performance.md), it ran as fast as the plan made for the values, whose planning
 * cost 1.5-20 ms a time. The accessories' search is not measured and keeps its custom plans.
 */
export const searchPartsSql = (q: SearchQuery) => genericPlan(searchSql(PART, q));
export const searchAccessoriesSql = (q: SearchQuery) => searchSql(ACCESSORY, q);
