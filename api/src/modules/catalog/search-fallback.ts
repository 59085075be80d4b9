// No dead end (issue 36 §4): what the part search answers when nothing matches. First the words are tried again with a
// looser trigram threshold (two letters swapped in a short word, "brke pad", fall below the usual 0.6); still nothing,
// the closest matches the shop has: a part number like the one typed, the part for the named model's other years, for
// any vehicle, or the named vehicle's own parts; and the query's words the shop could not use. It runs only after an
// empty answer, so the usual search pays nothing for it; every statement stays on its index (trigram GIN indexes on
// search_name and part.part_number, the fitment indexes).
import type { ClosestMatches, PartSummary } from '@shop/contracts';
import { partNumberKey } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { queryRows, rawSql, runSql, sql, type SqlFragment } from '../../lib/sql.ts';
import { fold, foldSql } from './search-text.ts';
import { partColumns, partJoins, toPartSummary, type PartRow } from './sql/part-rows.ts';
import { fitsSql, searchPartsSql, type SearchQuery, type VehicleFit } from './sql/search-sql.ts';

/** pg_trgm's word similarity threshold for a second try (its default, 0.6, is the first). */
const LOOSE_THRESHOLD = 0.45;
/** How many closest matches are offered. */
const CLOSEST_SIZE = 8;

/** Runs `statement` with the looser word similarity threshold (set for this transaction only). */
export function looseRows<T>(orm: Orm, statement: SqlFragment): Promise<T[]> {
  return orm.em.fork().transactional(async (em) => {
    await em.execute(`set local pg_trgm.word_similarity_threshold = ${LOOSE_THRESHOLD}`);
    return runSql<T>(em, statement);
  });
}

/** A category's or maker's names folded as the search folds them (small tables, read whole). */
const NAMED = (alias: string) => rawSql(foldSql(`${alias}.name || ' ' || coalesce(${alias}.name_kh, '')`));

/** Whether the words have any letters to try again loosely (a bare number does not). */
export const hasWords = (words: string) => /\p{L}{3,}/u.test(words);

/** The words of `words` (three characters or more, with a letter) that name no part, category or maker. */
export async function unusedWords(orm: Orm, words: string): Promise<string[]> {
  const list = [...new Set(words.split(/\s+/).filter((word) => /\p{L}/u.test(word) && [...word].length >= 3))];
  if (list.length === 0) return [];
  const rows = await queryRows<{ word: string }>(
    orm,
    // Two texts of one word a line (words never hold a line break): the ORM's execute() would spread an array
    // parameter, and JSON would refuse a lone surrogate of broken input.
    sql`select w.word from unnest(string_to_array(${list.join('\n')}, E'\n'),
                                  string_to_array(${list.map((word) => fold(word)).join('\n')}, E'\n')) as w(word, folded)
        where not exists (select 1 from search_name s where w.folded <% s.search_text)
          and not exists (select 1 from category c where w.folded <% ${NAMED('c')})
          and not exists (select 1 from brand_item b where w.folded <% ${NAMED('b')})`,
  );
  const unused = new Set(rows.map((row) => row.word));
  return list.filter((word) => unused.has(word));
}

/** The closest matches for a search that found nothing, best kind first; undefined when the shop has none. */
export async function closestMatches(
  orm: Orm,
  query: Omit<SearchQuery, 'size' | 'offset'>,
  unused: readonly string[],
): Promise<ClosestMatches | undefined> {
  const page = { size: CLOSEST_SIZE, offset: 0 };
  const search = async (vehicle: VehicleFit | undefined, text = query.text) =>
    summaries(await looseRows<Partial<PartRow>>(orm, searchPartsSql({ ...query, text, vehicle, ...page })));
  const { vehicle } = query;
  const tries: [ClosestMatches['reason'], () => Promise<PartSummary[]>][] = [];
  const usable = query.text
    .split(/\s+/)
    .filter((word) => !unused.includes(word))
    .join(' ');
  if (unused.length > 0 && usable !== '') tries.push(['usableWords', () => search(vehicle, usable)]);
  if (vehicle?.yearId !== undefined) tries.push(['otherYears', () => search({ ...vehicle, yearId: undefined })]);
  if (vehicle) tries.push(['anyVehicle', () => search(undefined)]);
  const key = partNumberKey(query.text);
  if (/^[\x21-\x7e]{4,}$/.test(key)) tries.push(['similarNumber', () => similarNumbers(orm, query.text)]);
  if (vehicle) tries.push(['vehicleParts', () => vehicleParts(orm, vehicle)]);
  for (const [reason, attempt] of tries) {
    const parts = await attempt();
    if (parts.length > 0) return { reason, parts };
  }
  return undefined;
}

const summaries = (rows: Partial<PartRow>[]) =>
  rows.filter((row) => row.id != null).map((row) => toPartSummary(row as PartRow));

/** Part numbers sharing the most trigrams with the text typed (pg_trgm's `%` on the part-number GIN index). */
async function similarNumbers(orm: Orm, text: string): Promise<PartSummary[]> {
  return summaries(
    await queryRows<PartRow>(
      orm,
      sql`select ${partColumns} from (select p.id from part p where p.part_number % ${text}
                                      order by similarity(p.part_number, ${text}) desc, p.id limit ${CLOSEST_SIZE}) page
          join part p on p.id = page.id ${partJoins}`,
    ),
  );
}

/** The first parts that fit the vehicle. */
async function vehicleParts(orm: Orm, vehicle: VehicleFit): Promise<PartSummary[]> {
  return summaries(
    await queryRows<PartRow>(
      orm,
      sql`select ${partColumns} from (select distinct f.part_id as id from part_fit f where ${fitsSql(vehicle)}
                                      order by 1 limit ${CLOSEST_SIZE}) page
          join part p on p.id = page.id ${partJoins}`,
    ),
  );
}
