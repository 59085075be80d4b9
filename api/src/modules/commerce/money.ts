// Money as integer cents in code (never binary floats), numeric(…,2) text in the database and on the wire.

/** "12.50" -> 1250. The database hands numeric columns over as text, so nothing is ever rounded. */
export function toCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** 1250 -> "12.50". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A rate of up to 6 decimals as millionths: "4100" -> 4_100_000_000n, "4012.5" -> 4_012_500_000n. Exact. */
export function parseRate(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!match) throw new Error(`not a rate: ${rate}`);
  return BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/**
 * Riel for an amount in cents at a rate in millionths of a riel per dollar (`parseRate`), rounded to 100 riel
 * (half up), as text. Integers all the way: cents x millionths / 10^8 is riel, / 10^10 is hundreds of riel.
 */
export function centsToRiel(cents: number, microRielPerDollar: bigint): string {
  return String(((BigInt(cents) * microRielPerDollar + 5_000_000_000n) / 10_000_000_000n) * 100n);
}
