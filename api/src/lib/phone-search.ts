// One way to match a typed phone number against stored ones, used by every staff search that finds people or orders by
// phone (the orders list, the people and supplier lists): "+855 12 345 678", "855-12-345678" and "012 345 678" are the
// same number, so each side is reduced to its national significant digits before comparing.
import { raw } from '@mikro-orm/core';
import { sql, type SqlFragment } from './sql.ts';

/** A phone number as its national significant digits: "+855 12 345 678" and "012 345 678" both become "12345678". */
export function nationalDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.startsWith('855')) return digits.slice(3);
  return digits.replace(/^0+/, '');
}

/**
 * The LIKE pattern a search term gives for phones, or undefined when the term is not a phone number (letters in it)
 * or too short to mean one (under 3 digits would match nearly every number).
 */
export function phoneLikePattern(term: string): string | undefined {
  const text = term.trim();
  if (!/^[+\d\s().-]+$/.test(text)) return undefined;
  const digits = nationalDigits(text);
  return digits.length >= 3 ? `%${digits}%` : undefined;
}

/** The SQL text reducing a stored phone column to national digits (the phone indexes are built on this very expression). */
export const storedNationalDigitsText = (column: string): string =>
  `regexp_replace(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), '^(855|0+)', '')`;

/** storedNationalDigitsText as a fragment of the shop's own SQL builder. */
export const storedNationalDigits = (column: SqlFragment): SqlFragment =>
  sql`regexp_replace(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), '^(855|0+)', '')`;

/**
 * The MikroORM `$or` entry that finds a phone typed in any spacing (none when the term is not a phone number), for
 * list services built on `em.find`.
 */
export function phoneMatches(term: string): Record<string, { $like: string }>[] {
  const pattern = phoneLikePattern(term);
  return pattern ? [{ [raw((alias: string) => storedNationalDigitsText(`${alias}.phone`))]: { $like: pattern } }] : [];
}
