/**
 * The one riel arithmetic (decisions.md, "Riel figures add up"): a unit's riel is its USD price at the shop's rate
 * rounded to 100 riel (half up); a line's riel is that unit riel times the quantity; every riel total is the sum of
 * the riel it lists. So 4 × ៛51,300 is ៛205,200, never the riel of the USD total (៛205,000). USD stays the currency
 * of record; riel are read at the current rate. Exact: BigInt on decimal text, never binary floats. The API's SQL
 * twin (`lineRielSql`, api/src/modules/supply/offer-sql.ts) is checked against these by api/test/.../riel.test.ts.
 */

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/** A non-negative decimal text as an integer count of 10^-`scale`, exactly ("12.5", 2 -> 1250n). */
function scaled(text: string, scale: number, what: string): bigint {
  const match = DECIMAL.exec(text.trim());
  const decimals = match?.[2] ?? '';
  if (!match || decimals.length > scale) throw new RangeError(`not ${what}: "${text}"`);
  return BigInt(match[1]!) * 10n ** BigInt(scale) + BigInt(decimals.padEnd(scale, '0') || '0');
}

/** Riel of one unit priced `usd` (up to 2 decimals) at `rate` riel per dollar (up to 6 decimals), to 100 riel. */
export function unitRiel(usd: string, rate: string): string {
  // cents × millionths = 10^-8 riel; + half of 10^10 then / 10^10 rounds half up to hundreds of riel.
  const product = scaled(usd, 2, 'a USD amount') * scaled(rate, 6, 'a rate');
  return String(((product + 5_000_000_000n) / 10_000_000_000n) * 100n);
}

/** Riel of a line: its unit riel times the quantity. */
export function lineRiel(unitRielText: string, quantity: number): string {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`not a quantity: ${quantity}`);
  return String(scaled(unitRielText, 0, 'riel') * BigInt(quantity));
}

/** A riel total: the sum of the riel figures it lists. */
export function sumRiel(riels: readonly string[]): string {
  return String(riels.reduce((sum, riel) => sum + scaled(riel, 0, 'riel'), 0n));
}

/**
 * A dollar total beside the riel one: the sum of the USD amounts it lists (up to 2 decimals each), exactly, as
 * "12.50". Not exported from the package's index (shared whole, in every first page): callers import this file.
 */
export function sumMoney(amounts: readonly string[]): string {
  const cents = amounts.reduce((sum, amount) => sum + scaled(amount, 2, 'a USD amount'), 0n);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}
