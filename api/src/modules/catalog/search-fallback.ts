// No dead end (issue 36 §4): what the part search answers when nothing matches. First the words are tried again with a
// looser trigram threshold (two letters swapped in a short word, "brke pad", fall below the usual 0.6); still nothing,
// the closest matches the shop has: a part number like the one typed, the part for the named model's other years, for
// any vehicle, or the named vehicle's own parts; and the query's words the shop could not use. It runs only after an
// empty answer, so the usual search pays nothing for it; every statement stays on its index (trigram GIN indexes on
// search_name and part.part_number, the fitment indexes).
import type { ClosestMatches, PartSummary, PriceKind } from '@shop/contracts';
import { partNumberKey } from '@shop/contracts';
import { rawSql, sql } from '../../lib/sql.ts';
import type { SearchRunner } from './part-search.ts';
import { fold, foldSql } from './search-text.ts';
import { partColumns, partJoins, toPartSummary, type PartRow } from './sql/part-rows.ts';
import { fitsSql, searchPartsSql, type SearchQuery, type VehicleFit } from './sql/search-sql.ts';

/** pg_trgm's word similarity threshold for a second try (its default, 0.6, is the first). */
export const LOOSE_THRESHOLD = 0.45;
/** How many closest matches are offered. */
const CLOSEST_SIZE = 8;

/** A category's or maker's names folded as the search folds them (small tables, read whole). */
const NAMED = (alias: string) => rawSql(foldSql(`${alias}.name || ' ' || coalesce(${alias}.name_kh, '')`));

/** Whether the words have any letters to try again loosely (a bare number does not). */
export const hasWords = (words: string) => /\p{L}{3,}/u.test(words);

/** A word worth naming when unused: three characters or more with a letter, or a letter and a digit ("h1", "x5"). */
const wordToName = (word: string) =>
  /\p{L}/u.test(word) && ([...word].length >= 3 || ([...word].length === 2 && /\p{N}/u.test(word)));

/** The words of `words` worth naming (wordToName) that name no part, category or maker. */
export async function unusedWords(runner: SearchRunner, words: string): Promise<string[]> {
  const list = [...new Set(words.split(/\s+/).filter(wordToName))];
  if (list.length === 0) return [];
  const rows = await runner.rows<{ word: string }>(
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
  runner: SearchRunner,
  query: Omit<SearchQuery, 'size' | 'offset'>,
  unused: readonly string[],
): Promise<ClosestMatches | undefined> {
  const page = { size: CLOSEST_SIZE, offset: 0 };
  const search = async (vehicle: VehicleFit | undefined, text = query.text) =>
    summaries(await runner.looseRows<Partial<PartRow>>(searchPartsSql({ ...query, text, vehicle, ...page })));
  const { vehicle } = query;
  const tries: [ClosestMatches['reason'], () => Promise<PartSummary[]>][] = [];
  const usable = query.text
    .split(/\s+/)
    .filter((word) => !unused.includes(word))
    .join(' ');
  // The words the shop could not use ("revo" in "brake pads hilux revo") stay out of the later tries too.
  const words = unused.length > 0 && usable !== '' ? usable : query.text;
  if (words !== query.text) tries.push(['usableWords', () => search(vehicle, words)]);
  if (vehicle?.yearId !== undefined || vehicle?.yearIds !== undefined)
    tries.push(['otherYears', () => search({ ...vehicle, yearId: undefined, yearIds: undefined }, words)]);
  if (vehicle) tries.push(['anyVehicle', () => search(undefined, words)]);
  const number = query.number ?? query.text;
  if (/^[\x21-\x7e]{4,}$/.test(partNumberKey(number)))
    tries.push(['similarNumber', () => similarNumbers(runner, number, query.priceKind)]);
  if (vehicle) tries.push(['vehicleParts', () => vehicleParts(runner, vehicle, query.priceKind)]);
  for (const [reason, attempt] of tries) {
    const parts = await attempt();
    if (parts.length > 0) return { reason, parts };
  }
  return undefined;
}

const summaries = (rows: Partial<PartRow>[]) =>
  rows.filter((row) => row.id != null).map((row) => toPartSummary(row as PartRow));

/** Part numbers sharing the most trigrams with the text typed (pg_trgm's `%` on the part-number GIN index). */
async function similarNumbers(runner: SearchRunner, text: string, kind: PriceKind): Promise<PartSummary[]> {
  return summaries(
    await runner.rows<PartRow>(
      sql`select ${partColumns} from (select p.id from part p where p.part_number % ${text}
                                      order by similarity(p.part_number, ${text}) desc, p.id limit ${CLOSEST_SIZE}) page
          join part p on p.id = page.id ${partJoins(kind)}`,
    ),
  );
}

/** The first parts that fit the vehicle. */
async function vehicleParts(runner: SearchRunner, vehicle: VehicleFit, kind: PriceKind): Promise<PartSummary[]> {
  return summaries(
    await runner.rows<PartRow>(
      sql`select ${partColumns} from (select distinct f.part_id as id from part_fit f where ${fitsSql(vehicle)}
                                      order by 1 limit ${CLOSEST_SIZE}) page
          join part p on p.id = page.id ${partJoins(kind)}`,
    ),
  );
}
