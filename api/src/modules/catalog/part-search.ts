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
  // A part number beside part words ("04465 8S468 brake pad") is looked for as a number, the rest as words.
  const text = read.partWords ?? words;
  const search = {
    text,
    ...(read.number === undefined ? {} : { number: read.number }),
    makerId: maker,
    vehicle,
    priceKind: kind,
  };
  const statement = searchPartsSql({ ...search, size: page.size, offset: page.offset });
  let rows = await runner.rows<SearchRow>(statement);
  if (!noDeadEnd) return { ...paged(rows, page, searchHit), ...understood };
  // No dead end (search-fallback.ts): a typo too far for the usual threshold, then the closest matches.
  if ((rows[0]?.total ?? 0) === 0 && page.offset === 0 && hasWords(text))
    rows = await runner.looseRows<SearchRow>(statement);
  const answer: PartSearchAnswer = { ...paged(rows, page, searchHit), ...understood };
  const empty = answer.pagination.totalCount === 0;
  // A brand named without a model the shop knows ("toyota supra"): the word that may be the model is said.
  const modelMissing = read.reading.brand !== undefined && read.reading.brand.text !== '' && !read.reading.model;
  const unknownBrand = read.reading.unknownBrand !== undefined;
  const unused = empty || modelMissing || unknownBrand ? await unusedWords(runner, text) : [];
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
  const rows = await runner.rows<Counted<Partial<PartRow>>>(
    sql`select t.total, r.* from (${vehiclePartsCountSql(vehicle, makerId, where)}) t
        left join lateral (
          select ${partColumns} from (select distinct f.part_id as id from part_fit f where ${where}
                                       order by 1 limit ${page.size} offset ${page.offset}) page
          join part p on p.id = page.id ${partJoins(kind)}
        ) r on true order by r.id`,
  );
  return paged(rows, page, (row) => toPartSummary(row as PartRow));
}

/**
 * How many parts fit the vehicle (`where`: its fitments, alias f). A model, a brand or a brand's year alone: the count
 * the fitment triggers keep (vehicle_part_count), one row, where counting its up to 1.6 M fitments took 0.4-0.5 s. A
 * model year: the fitment counts (part_fit_count, a few hundred rows; a part fits a model year once, so fitments are
 * parts). Otherwise (a span of years, a model with a maker) the distinct parts among the fitments: a year's few
 * thousand from the vehicle index, a model's with a maker in the names index's order (index-only, no sort or hash).
 */
function vehiclePartsCountSql(vehicle: VehicleFit, makerId: number | undefined, where: SqlFragment): SqlFragment {
  const { brandId, modelId, yearId, yearIds } = vehicle;
  const kept = (row: SqlFragment) =>
    sql`select coalesce((select c.count from vehicle_part_count c where ${row}), 0) as total`;
  if (yearIds === undefined && makerId === undefined) {
    if (modelId !== undefined && yearId === undefined) return kept(sql`c.model_id = ${modelId}`);
    if (modelId === undefined)
      return kept(
        yearId === undefined
          ? sql`c.brand_id = ${brandId} and c.model_id is null and c.year_id is null`
          : sql`c.brand_id = ${brandId} and c.year_id = ${yearId}`,
      );
  }
  if (modelId !== undefined && yearId !== undefined && yearIds === undefined)
    return sql`select coalesce(sum(c.count), 0)::int as total from part_fit_count c
               where c.model_id = ${modelId} and c.year_id = ${yearId}${makerId === undefined ? emptySql : sql` and c.brand_item_id = ${makerId}`}`;
  return yearId === undefined && yearIds === undefined
    ? sql`select count(*)::int as total from (select distinct f.search_text, f.part_id from part_fit f where ${where}) d`
    : sql`select count(distinct f.part_id)::int as total from part_fit f where ${where}`;
}
