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

/** Riel for an amount in cents at a whole rate (riel per dollar), rounded to 100 riel (half up), as text. */
export function centsToRiel(cents: number, rielPerDollar: number): string {
  // cents * rate / 100 riel, to the nearest 100 riel: divide by 10_000 with half-up rounding on integers.
  const scaled = cents * rielPerDollar;
  return String(Math.floor((scaled + 5_000) / 10_000) * 100);
}
