// The part search after the query is read (query-reading.ts): parts that fit the vehicle it names, by the rest of its
// words or numbers, and when nothing matches, the no-dead-end answer (search-fallback.ts). Its statements run through
// a SearchRunner: the app's pools in PartService, a bare `pg` pool in the benchmark's yardstick (bench/bare-server.ts),
// so both run the very same SQL in the same order.
import type { PartNumberKind, PartSearchAnswer, PartSummary, Pagination, PriceKind } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { pagination, type PageRequest } from '../../lib/paging.ts';
import { emptySql, queryRows, runSql, sql, type RowSource, type SqlFragment } from '../../lib/sql.ts';
import type { ReadQuery } from './query-reading.ts';
import { closestMatches, hasWords, LOOSE_THRESHOLD, unusedWords } from './search-fallback.ts';
import { partColumns, partJoins, toPartSummary, type PartRow } from './sql/part-rows.ts';
import { fitsSql, rankName, searchPartsSql, type VehicleFit } from './sql/search-sql.ts';

export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}

export type Counted<R> = R & { total: number };

export function paged<R extends { total: number; id?: number | null }, T>(
  rows: R[],
  page: PageRequest,
  map: (row: R) => T,
): Paged<T> {
  const total = rows[0]?.total ?? 0;
  return { data: rows.filter((row) => row.id != null).map(map), pagination: pagination(page, total) };
}

/** Where the search's statements run. */
export interface SearchRunner {
  rows<T>(statement: SqlFragment): Promise<T[]>;
  /** The same with pg_trgm's looser word similarity threshold (search-fallback.ts), for this statement only. */
  looseRows<T>(statement: SqlFragment): Promise<T[]>;
}

/** The app's runner: reads on `rows` (the primary or a replica), the loose retry in a transaction of the primary. */
export function ormRunner(orm: Orm, rows: RowSource): SearchRunner {
  return {
    rows: (statement) => queryRows(rows, statement),
    looseRows: (statement) =>
      orm.em.fork().transactional(async (em) => {
        await em.execute(`set local pg_trgm.word_similarity_threshold = ${LOOSE_THRESHOLD}`);
        return runSql(em, statement);
      }),
  };
}

/** The vehicle the reading names, as the fitment filter takes it. */
export function readVehicle(read: ReadQuery): VehicleFit | undefined {
  if (read.brandId === undefined) return undefined;
  return {
    brandId: read.brandId,
    ...(read.modelId === undefined ? {} : { modelId: read.modelId }),
    ...(read.yearId === undefined ? {} : { yearId: read.yearId }),
    ...(read.yearIds === undefined ? {} : { yearIds: read.yearIds }),
  };
}

type SearchRow = Counted<
  Partial<PartRow> & { search_rank: number; matched_kind: PartNumberKind | null; matched_number: string }
>;

const searchHit = (row: SearchRow): PartSummary => ({
  ...toPartSummary(row as PartRow),
  match: rankName(row.search_rank),
  ...(row.matched_kind ? { matchedNumber: { kind: row.matched_kind, number: row.matched_number } } : {}),
});

/**
 * The answer to a read query, or null when it names only a maker (its parts are listed by the caller). `makerId` is a
 * maker chosen apart from the query; `noDeadEnd` whether an empty answer tries harder (the header's suggestions,
 * asked at each key, do not).
 */
export async function searchRead(
  runner: SearchRunner,
  read: ReadQuery,
  makerId: number | undefined,
  page: PageRequest,
  kind: PriceKind,
  noDeadEnd: boolean,
): Promise<PartSearchAnswer | null> {
  const named =
    read.brandId !== undefined ||
    read.makerId !== undefined ||
    read.reading.unknownYear !== undefined ||
    read.reading.unknownBrand !== undefined;
  const understood = named ? { understood: read.reading } : {};
  const maker = makerId ?? read.makerId;
  const vehicle = readVehicle(read);
  // The words as read: zero-width spaces out, Khmer in its standard order, whether or not a vehicle was named.
  const words = read.reading.words;
  if (words === '') {
    if (!vehicle) return null;
    return { ...(await vehicleParts(runner, vehicle, maker, page, kind)), ...understood };
  }
  const search = { text: words, makerId: maker, vehicle, priceKind: kind };
  const statement = searchPartsSql({ ...search, size: page.size, offset: page.offset });
  let rows = await runner.rows<SearchRow>(statement);
  if (!noDeadEnd) return { ...paged(rows, page, searchHit), ...understood };
  // No dead end (search-fallback.ts): a typo too far for the usual threshold, then the closest matches.
  if ((rows[0]?.total ?? 0) === 0 && page.offset === 0 && hasWords(words))
    rows = await runner.looseRows<SearchRow>(statement);
  const answer: PartSearchAnswer = { ...paged(rows, page, searchHit), ...understood };
  const empty = answer.pagination.totalCount === 0;
  // A brand named without a model the shop knows ("toyota supra"): the word that may be the model is said.
  const modelMissing = read.reading.brand !== undefined && read.reading.brand.text !== '' && !read.reading.model;
  const unknownBrand = read.reading.unknownBrand !== undefined;
  const unused = empty || modelMissing || unknownBrand ? await unusedWords(runner, words) : [];
  if (unused.length > 0) {
    answer.unusedWords = unused;
    if (modelMissing && answer.understood) answer.understood.unknownModel = { text: unused[0]! };
  }
  if (empty && page.offset === 0) {
    const closest = await closestMatches(runner, search, unused);
    if (closest) answer.closest = closest;
  }
  return answer;
}

/** The parts that fit a vehicle (of one maker when given), in catalogue order. */
async function vehicleParts(
  runner: SearchRunner,
  vehicle: VehicleFit,
  makerId: number | undefined,
  page: PageRequest,
  kind: PriceKind,
): Promise<Paged<PartSummary>> {
  const where = sql`${fitsSql(vehicle)}${makerId === undefined ? emptySql : sql` and f.brand_item_id = ${makerId}`}`;
  // A model or brand alone (up to 1,600,000 fitments): counted as distinct (names, part), the same as distinct parts (a
  // part has one names text), in the order of the fitment index by names (index-only, no sort or hash); a year's few
  // thousand fitments from the vehicle index.
  const countSql =
    vehicle.yearId === undefined && vehicle.yearIds === undefined
      ? sql`select count(*)::int as total from (select distinct f.search_text, f.part_id from part_fit f where ${where}) d`
      : sql`select count(distinct f.part_id)::int as total from part_fit f where ${where}`;
  const rows = await runner.rows<Counted<Partial<PartRow>>>(
    sql`select t.total, r.* from (${countSql}) t
        left join lateral (
          select ${partColumns} from (select distinct f.part_id as id from part_fit f where ${where}
                                       order by 1 limit ${page.size} offset ${page.offset}) page
          join part p on p.id = page.id ${partJoins(kind)}
        ) r on true order by r.id`,
  );
  return paged(rows, page, (row) => toPartSummary(row as PartRow));
}
