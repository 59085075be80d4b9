// Custom against generic plans for the search's statements (issue 36 §5): for each query, the statements the app's own
// search steps run (part-search.ts through a recording runner), then each statement prepared and run under EXPLAIN
// ANALYZE with plan_cache_mode = force_custom_plan (planned for its values every time) and force_generic_plan (planned
// once per connection, without its values). Prints planning and execution times, best of BENCH_PLAN_RUNS (3).
// `node bench/search-plans.ts <database url>` on a million-part database (bench.ts's `bench`); see docs/performance.md.
import pg from 'pg';
import { queryPool, toNumbered, type SqlFragment } from '../src/lib/sql.ts';
import { readDictionary } from '../src/modules/catalog/query-dictionary.ts';
import { readQuery } from '../src/modules/catalog/query-reading.ts';
import { searchRead, type SearchRunner } from '../src/modules/catalog/part-search.ts';
import { LOOSE_THRESHOLD } from '../src/modules/catalog/search-fallback.ts';
import { namedSql } from '../src/modules/catalog/suggest.service.ts';
import { vehicleFilterSql } from '../src/modules/catalog/sql/vehicle-filter-sql.ts';

const url = process.argv[2] ?? process.env.DATABASE_URL;
if (!url) throw new Error('usage: node bench/search-plans.ts <database url>');
const RUNS = Number(process.env.BENCH_PLAN_RUNS ?? 3);
const pool = new pg.Pool({ connectionString: url, max: 2 });
const client = new pg.Client({ connectionString: url });
await client.connect();

interface Recorded {
  label: string;
  statement: SqlFragment;
  loose: boolean;
}

try {
  const dictionary = await readDictionary((statement) => queryPool(pool, statement));
  const one = async (text: string) => (await client.query(text)).rows[0] as Record<string, string>;
  const number = (await one('select part_number from part order by id offset (select count(*) / 2 from part) limit 1'))
    .part_number!;
  const swapped = `${number.slice(0, 3)}${number[4]}${number[3]}${number.slice(5)}`;
  const cross = (
    await one(
      "select number from part_number where kind = 'OEM' order by id offset (select count(*) / 2 from part_number where kind = 'OEM') limit 1",
    )
  ).number!;
  const queries: [string, string][] = [
    ['numbers', number],
    ['numbers', swapped],
    ['numbers', number.slice(0, 6)],
    ['words', 'brake pad'],
    ['words', 'ហ្វ្រាំង'],
    ['vehicle', 'brake pad hilux 2015'],
    ['vehicle', 'toyota oil filter'],
    ['vehicle', 'mazda oil filter'],
    ['vehicle', 'hilux 2015'],
    ['vehicle', 'hilux 2012-2015 spark plug'],
    ['vehicle', 'ហ្វ្រាំង ហាយលុច'],
    ['vehicle', 'triton brake pad'],
    ['vehicle', 'hilux'],
    ['vehicle', 'mazda'],
    ['vehicle', 'toyota 2009'],
    ['cross numbers', cross],
    ['cross numbers', cross.replace(/[\s-]/g, '').toLowerCase()],
    ['no result', 'oil filter hilux qxzvw'],
    ['no result', 'brqkxe pzd'],
  ];
  const recorded: Recorded[] = [];
  for (const [kind, query] of queries) {
    const label = `${kind}: ${query}`;
    const runner: SearchRunner = {
      rows: (statement) => {
        recorded.push({ label, statement, loose: false });
        return queryPool(pool, statement);
      },
      looseRows: (statement) => {
        recorded.push({ label, statement, loose: true });
        return queryPool(pool, statement);
      },
    };
    await searchRead(
      runner,
      readQuery(query, dictionary),
      undefined,
      { page: 0, size: 20, offset: 0 },
      'CUSTOMER',
      true,
    );
  }
  for (const words of ['brake', 'ហ្វ្រាំង'])
    for (const table of ['brand_item', 'category'] as const)
      recorded.push({ label: `suggest ${table}: ${words}`, statement: namedSql(table, words), loose: false });
  const vehicle = (
    await client.query(
      `select my.year_id, m.brand_id, m.id as model_id from vehicle_model m join vehicle_model_year my on my.model_id = m.id
     where m.name = 'Hilux' order by my.year_id desc limit 1`,
    )
  ).rows[0] as { year_id: number; brand_id: number; model_id: number };
  recorded.push({
    label: 'vehicle filter: Hilux, latest year, with summary',
    statement: vehicleFilterSql({
      yearId: vehicle.year_id,
      brandId: vehicle.brand_id,
      modelId: vehicle.model_id,
      size: 10,
      offset: 0,
      showSummary: true,
      priceKind: 'CUSTOMER',
    }),
    loose: false,
  });

  console.log('| statement | custom plan + run ms | generic: first plan, run ms | generic / custom |');
  console.log('| --- | --- | --- | --- |');
  let index = 0;
  for (const { label, statement, loose } of recorded) {
    const { text, values } = toNumbered(statement);
    const name = `plan_${(index += 1)}`;
    const literal = (value: unknown) => (value === null ? 'null' : client.escapeLiteral(String(value)));
    await client.query('begin');
    if (loose) await client.query(`set local pg_trgm.word_similarity_threshold = ${LOOSE_THRESHOLD}`);
    await client.query(`prepare ${name} as ${text}`);
    const execute = `explain (analyze, format json) execute ${name}${values.length ? `(${values.map(literal).join(', ')})` : ''}`;
    const measure = async (mode: string) => {
      await client.query(`set local plan_cache_mode = ${mode}`);
      const runs: { plan: number; run: number }[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const [explained] = (await client.query(execute)).rows[0]['QUERY PLAN'] as {
          'Planning Time': number;
          'Execution Time': number;
        }[];
        runs.push({ plan: explained!['Planning Time'], run: explained!['Execution Time'] });
      }
      return runs;
    };
    const custom = await measure('force_custom_plan');
    const generic = await measure('force_generic_plan');
    await client.query('rollback');
    const best = Math.min(...custom.map((r) => r.plan + r.run));
    const genericRun = Math.min(...generic.slice(1).map((r) => r.plan + r.run));
    const ms = (value: number) => value.toFixed(1);
    console.log(
      `| ${label}${loose ? ' (loose)' : ''} #${index}: ${text.replace(/\s+/g, ' ').slice(0, 40)} | ${ms(Math.min(...custom.map((r) => r.plan)))} + ${ms(Math.min(...custom.map((r) => r.run)))} | ${ms(generic[0]!.plan)}, ${ms(genericRun)} | ${(genericRun / best).toFixed(2)} |`,
    );
  }
} finally {
  await client.end();
  await pool.end();
}
