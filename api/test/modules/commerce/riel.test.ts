// The two ways riel are computed give the same answer: `centsToRiel` (integer cents, rate in millionths, BigInt)
// for the cart and invoices, `toRielSql` (PostgreSQL numerics) for the catalogue, orders and their lines. Checked
// on awkward values: exact halves, a hair below half, the largest amount a numeric(14,2) column holds, and a few
// thousand amounts and rates of six decimals.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql, toNumbered } from '../../../src/lib/sql.ts';
import { centsToRiel, fromCents, parseRate } from '../../../src/modules/commerce/money.ts';
import { lineRielSql, toRielSql } from '../../../src/modules/supply/offer-sql.ts';
import { lineRiel, sumRiel, unitRiel } from '@shop/ui/riel.ts';

let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseServerUrl') });
  await db.connect();
});
afterAll(() => db?.end());

/** toRielSql's answers for pairs of [cents, rate], the amounts and rates typed as the order and currency columns. */
async function inSql(pairs: readonly (readonly [number, string])[]): Promise<string[]> {
  const statement = sql`select ${toRielSql(sql`u.usd`, sql`u.rate`)} as riel
    from unnest(${pairs.map(([cents]) => fromCents(cents))}::numeric(14,2)[], ${pairs.map(([, rate]) => rate)}::numeric(18,6)[])
      with ordinality as u(usd, rate, n)
    order by u.n`;
  const { text, values } = toNumbered(statement);
  return (await db.query<{ riel: string }>(text, values)).rows.map((row) => row.riel);
}

const inCode = (pairs: readonly (readonly [number, string])[]) =>
  pairs.map(([cents, rate]) => centsToRiel(cents, parseRate(rate)));

/** A rate of six decimals from a pseudo-random integer (deterministic, so a failure can be replayed). */
const rateFrom = (n: number) => `${3000 + (n % 2000)}.${String(n % 1_000_000).padStart(6, '0')}`;

describe('riel in SQL and in code', () => {
  it('round the same way on halves and near-halves', async () => {
    const pairs = [
      [0, '4100'],
      [1, '4100'],
      [50, '4100'], // 2,050 riel: exactly half of a hundred, up to 2,100
      [150, '4100'], // 6,150 -> 6,200
      [1235, '4012.5'], // 49,554.375 -> 49,600
      [2, '2500'], // 50 -> 100
      [1, '4999.999999'], // 49.99999999 -> 0
      [67_647_035, '4100.123457'], // 676,470.35 USD: ...0.4999999995 hundreds, down
      [8_013_529_407, '4100.123457'], // 80,135,294.07 USD: 3,285,645,989.4999999999 hundreds, down (`/ 100` in SQL said up)
      [5_135_294_070, '4100.123457'], // 51,352,940.70 USD: ...0.4999999990 hundreds, down
      [99_999_999_999_999, '4100'], // the largest numeric(14,2)
      [99_999_999_999_999, '9999.999999'],
      [12_345_678_901_234, '0.000001'],
    ] as const;
    expect(await inSql(pairs)).toEqual(inCode(pairs));
  });

  it('agree on thousands of amounts up to the largest order and rates of six decimals', async () => {
    let seed = 20_261_124;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    const pairs = Array.from({ length: 5000 }, (_, i) => {
      // A third small (a part's price), a third an order's, a third up to the column's limit.
      const scale = [100_000, 100_000_000, 100_000_000_000_000][i % 3]!;
      return [(next() * 65_536 + next()) % scale, rateFrom(next())] as const;
    });
    expect(await inSql(pairs)).toEqual(inCode(pairs));
  });
});

/** lineRielSql's answers for [cents, rate, quantity], typed as the order line's columns. */
async function linesInSql(lines: readonly (readonly [number, string, number])[]): Promise<string[]> {
  const statement = sql`select ${lineRielSql(sql`u.usd`, sql`u.qty`, sql`u.rate`)}::text as riel
    from unnest(${lines.map(([cents]) => fromCents(cents))}::numeric(14,2)[], ${lines.map(([, rate]) => rate)}::numeric(18,6)[],
                ${lines.map(([, , quantity]) => quantity)}::int[])
      with ordinality as u(usd, rate, qty, n)
    order by u.n`;
  const { text, values } = toNumbered(statement);
  return (await db.query<{ riel: string }>(text, values)).rows.map((row) => row.riel);
}

describe('the shared riel arithmetic (@shop/ui/riel.ts) and its SQL twin', () => {
  it('rounds a unit as centsToRiel does, and a line is the unit times the quantity in SQL as in code', async () => {
    let seed = 35;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    const lines = Array.from({ length: 3000 }, (_, i) => {
      const cents = i < 3 ? [1250, 50, 0][i]! : next() % 100_000_000;
      return [cents, i < 3 ? '4100' : rateFrom(next()), 1 + (next() % 500)] as const;
    });
    for (const [cents, rate] of lines)
      expect(unitRiel(fromCents(cents), rate)).toBe(centsToRiel(cents, parseRate(rate)));
    const inCodeLines = lines.map(([cents, rate, quantity]) => lineRiel(unitRiel(fromCents(cents), rate), quantity));
    expect(await linesInSql(lines)).toEqual(inCodeLines);
    // The issue's figures: $12.50 at 4,100 is ៛51,300 a unit and ៛205,200 for four, not the ៛205,000 of $50.00.
    expect(lineRiel(unitRiel('12.50', '4100'), 4)).toBe('205200');
    expect(unitRiel('50.00', '4100')).toBe('205000');
    expect(sumRiel(['205200', '90600'])).toBe('295800');
  });

  it('refuses what is not an amount, a rate or a quantity', () => {
    expect(() => unitRiel('12.345', '4100')).toThrow(RangeError);
    expect(() => unitRiel('-1', '4100')).toThrow(RangeError);
    expect(() => unitRiel('1', '4100.1234567')).toThrow(RangeError);
    expect(() => lineRiel('51300', 1.5)).toThrow(RangeError);
    expect(() => sumRiel(['51300.5'])).toThrow(RangeError);
  });
});
