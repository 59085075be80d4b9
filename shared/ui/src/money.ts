/**
 * Money is exact: amounts arrive as decimal strings (PostgreSQL numeric) or integer minor units, and are
 * formatted with BigInt arithmetic, never binary floats. Product spec §9: a leading currency sign and up
 * to two optional decimals, i.e. `$1,234` for a whole amount and `$1,234.50` otherwise.
 */
export interface MoneyFormat {
  /** Currency sign written before the amount. Default `$`. */
  sign?: string;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function formatCents(cents: bigint, sign: string): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = group((abs / 100n).toString());
  const fraction = abs % 100n;
  const text = fraction === 0n ? whole : `${whole}.${fraction.toString().padStart(2, '0')}`;
  return `${negative ? '-' : ''}${sign}${text}`;
}

/**
 * Formats a decimal string such as `"1234.5"` or `"-0.125"`. More than two decimals round half away
 * from zero. Throws on anything that is not a plain decimal number (a programming error, not user input).
 */
export function formatMoney(amount: string, { sign = '$' }: MoneyFormat = {}): string {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`not a decimal amount: "${amount}"`);
  const [, minus, whole = '0', decimals = ''] = match;
  let cents = BigInt(whole) * 100n + BigInt((decimals.slice(0, 2) || '0').padEnd(2, '0'));
  if (Number(decimals.charAt(2) || '0') >= 5) cents += 1n;
  return formatCents(minus === '-' ? -cents : cents, sign);
}

/** Formats an amount given in integer minor units (cents): `formatMinorUnits(123450)` is `$1,234.50`. */
export function formatMinorUnits(minor: number | bigint, { sign = '$' }: MoneyFormat = {}): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor))
    throw new RangeError(`minor units must be an integer: ${minor}`);
  return formatCents(BigInt(minor), sign);
}

/**
 * A count of things (items in the cart, reviews), grouped like amounts: `1,234`. Not `Intl.NumberFormat` (nor a
 * Lingui plural's `#`, which calls it): the first Intl formatter a page creates loads the browser's ICU number data,
 * about 20 ms of main thread on a desktop and four times that on a phone, in the middle of the storefront's start
 * (docs/storefront.md, "Main-thread work at start"). The shop writes numbers one way in both languages.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) throw new RangeError(`a count must be an integer: ${count}`);
  return `${count < 0 ? '-' : ''}${group(Math.abs(count).toString())}`;
}

/** Riel, written like dollars with its own sign in front (`៛51,300`); the API rounds it to 100 riel. */
export function formatRiel(riel: string): string {
  return formatMoney(riel, { sign: '៛' });
}
