// The search query set (issue 36 §5): queries as shoppers and mechanics type them, each with the parts (by part
// number) a correct answer shows in its first 10. Run against an app on the demo catalogue by `pnpm bench`
// (bench/search-quality.ts) and by the API test that keeps the answers correct (test/modules/catalog/search-set.test.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

export interface SearchSetQuery {
  query: string;
  lang: 'en' | 'km';
  kind: 'vehicle+part' | 'maker+part' | 'oem' | 'superseded' | 'typo' | 'mixed' | 'number' | 'unknown' | 'not-sold';
  /** The vehicle the query names; the first result should fit it. */
  vehicle?: { brand: string; model?: string; year?: number };
  /** Part numbers a correct answer shows in its first 10 (none for a query the shop cannot answer). */
  requires: string[];
  /**
   * What the answer must say of a query the shop cannot answer (kinds `unknown` and `not-sold`): the brand, model or
   * year it does not know, as typed, or that it lists no part at all.
   */
  expect?: { unknownBrand?: string; unknownModel?: string; unknownYear?: string; nothing?: boolean };
}

export interface QueryOutcome {
  query: SearchSetQuery;
  /** Part numbers of the first 10 results. */
  first10: string[];
  missing: string[];
  /** Whether the first result fits the named vehicle (undefined when the query names none). */
  firstFits?: boolean;
  /** For a query with `expect`: whether the answer said what it must. */
  saidRight?: boolean;
}

export interface SearchSetFigures {
  queries: number;
  zeroResults: number;
  /** Required parts found in the first 10, over all required parts. */
  recallAt10: number;
  /** Queries naming a vehicle whose first result fits it, over the queries naming a vehicle. */
  vehicleFit: number;
  vehicleQueries: number;
  /** Queries the shop cannot answer (`expect`), and how many of them it said so for. */
  unanswerable: number;
  saidRight: number;
  outcomes: QueryOutcome[];
}

/**
 * The set's files, beside this one: generated.json, written by build-search-set.ts from the demo catalogue (and by
 * nothing else); hand-written.json, queries written by hand, which the builder reads and never writes; held-out.json,
 * issue 36's unseen queries, written by hand before the reader was fixed against them and measured on their own.
 */
export type SearchSetFile = 'generated.json' | 'hand-written.json' | 'held-out.json';

/** One file of the set as it is stored. */
export function loadSearchSetFile(file: SearchSetFile): SearchSetQuery[] {
  return JSON.parse(readFileSync(resolve(import.meta.dirname, file), 'utf8')) as SearchSetQuery[];
}

/**
 * The query set: the generated and the hand-written queries together (a query both hold is measured once, as written by
 * hand), or the held-out queries alone.
 */
export function loadSearchSet(set: 'main' | 'held-out' = 'main'): SearchSetQuery[] {
  if (set === 'held-out') return loadSearchSetFile('held-out.json');
  const byHand = loadSearchSetFile('hand-written.json');
  const written = new Set(byHand.map((query) => query.query.toLowerCase()));
  return [...loadSearchSetFile('generated.json').filter((query) => !written.has(query.query.toLowerCase())), ...byHand];
}

/** Runs every query of the set through the app's part search (in process) and measures the answers. */
export async function measureSearchSet(
  app: FastifyInstance,
  databaseUrl: string,
  queries: readonly SearchSetQuery[] = loadSearchSet(),
): Promise<SearchSetFigures> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const outcomes: QueryOutcome[] = [];
    for (const query of queries) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/frontend/dashboard/search/part-or-keyword',
        payload: { query: query.query, size: 10 },
      });
      if (response.statusCode !== 200) throw new Error(`"${query.query}" answered ${response.statusCode}`);
      const answer = response.json() as { data: { partNumber: string }[]; understood?: Understood };
      const first10 = answer.data.map((part) => part.partNumber);
      const outcome: QueryOutcome = {
        query,
        first10,
        missing: query.requires.filter((number) => !first10.includes(number)),
      };
      if (query.vehicle) outcome.firstFits = first10[0] !== undefined && (await fits(db, first10[0], query.vehicle));
      if (query.expect) outcome.saidRight = saysRight(query.expect, first10, answer.understood);
      outcomes.push(outcome);
    }
    const answerable = outcomes.filter((outcome) => !outcome.query.expect);
    const required = queries.reduce((sum, query) => sum + query.requires.length, 0);
    const found = outcomes.reduce((sum, outcome) => sum + outcome.query.requires.length - outcome.missing.length, 0);
    const withVehicle = outcomes.filter((outcome) => outcome.firstFits !== undefined);
    return {
      queries: answerable.length,
      zeroResults: answerable.filter((outcome) => outcome.first10.length === 0).length,
      recallAt10: found / required,
      vehicleFit: withVehicle.filter((outcome) => outcome.firstFits).length / Math.max(1, withVehicle.length),
      vehicleQueries: withVehicle.length,
      unanswerable: outcomes.length - answerable.length,
      saidRight: outcomes.filter((outcome) => outcome.saidRight).length,
      outcomes,
    };
  } finally {
    await db.end();
  }
}

interface Understood {
  unknownBrand?: { text: string };
  unknownModel?: { text: string };
  unknownYear?: { text: string };
}

/** Whether the answer to a query the shop cannot answer says what it must (the words compared without case). */
function saysRight(expect: NonNullable<SearchSetQuery['expect']>, first10: string[], understood?: Understood) {
  const same = (wanted: string | undefined, said: { text: string } | undefined) =>
    wanted === undefined || said?.text.toLowerCase() === wanted.toLowerCase();
  return (
    same(expect.unknownBrand, understood?.unknownBrand) &&
    same(expect.unknownModel, understood?.unknownModel) &&
    same(expect.unknownYear, understood?.unknownYear) &&
    (!expect.nothing || first10.length === 0)
  );
}

/** Whether the part fits the vehicle, by the fitment table itself. */
async function fits(db: pg.Client, partNumber: string, vehicle: NonNullable<SearchSetQuery['vehicle']>) {
  const { rowCount } = await db.query(
    `select 1 from part_fit f join part p on p.id = f.part_id join brand b on b.id = f.brand_id
     join vehicle_model m on m.id = f.model_id join year y on y.id = f.year_id
     where p.part_number = $1 and b.name = $2 and ($3::text is null or m.name = $3) and ($4::int is null or y.value = $4)
     limit 1`,
    [partNumber, vehicle.brand, vehicle.model ?? null, vehicle.year ?? null],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Khmer as it is often typed: a subscript RO before the other subscript (ហ្រ្វាំង for ហ្វ្រាំង), a register shifter
 * after its vowel (មា៉ for ម៉ា), the nikahit before the AA (ំា for ាំ). They look alike on screen but are other code
 * points in another order; the builder adds such variants of Khmer queries. Answers the text unchanged when none apply.
 */
export function misorderKhmer(text: string): string {
  return text
    .replace(/(\u17d2[\u1780-\u17a2])(\u17d2\u179a)/gu, '$2$1')
    .replace(/([\u17c9\u17ca])([\u17b6-\u17c5])/gu, '$2$1')
    .replace(/\u17b6\u17c6/gu, '\u17c6\u17b6');
}

/** "brake pad for my camry 2015": a vehicle query of the set with the little words people add; null when it has no
 * vehicle at its end to put them before. */
export function withFillers(query: SearchSetQuery): string | null {
  const { vehicle } = query;
  if (!vehicle?.model || vehicle.year === undefined) return null;
  const tail = `${vehicle.model.toLowerCase()} ${vehicle.year}`;
  return query.query.endsWith(tail) ? `${query.query.slice(0, -tail.length)}for my ${tail}` : null;
}

/** The figures as `pnpm bench` prints them. */
export function describeFigures(figures: SearchSetFigures): string[] {
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
  return [
    `queries ${figures.queries}`,
    `zero results ${figures.zeroResults} (${pct(figures.zeroResults / figures.queries)})`,
    `recall of required parts in the first 10 ${pct(figures.recallAt10)}`,
    `first result fits the named vehicle ${pct(figures.vehicleFit)} of ${figures.vehicleQueries}`,
    ...(figures.unanswerable > 0
      ? [`queries the shop cannot answer said so ${figures.saidRight} of ${figures.unanswerable}`]
      : []),
  ];
}
