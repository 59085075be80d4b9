// Folding text for trigram search. pg_trgm only sees letters its database's character-type locale calls
// alphanumeric; under the C locale (the embedded server's, and common elsewhere) that is ASCII only, so
// Khmer names would give no trigrams at all. Folding maps every Khmer code point to an ASCII letter
// (Khmer digits to 0-9) with translate(), a builtin that is immutable and fast, so the same expression
// indexes the names and folds the query, whatever the server's locale. Several Khmer letters share one
// ASCII letter; trigrams of whole words keep typo-tolerant matching precise enough for a shop search.

const KHMER_FIRST = 0x1780;
const KHMER_LAST = 0x17ff;
const KHMER_DIGIT_ZERO = 0x17e0;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

const codePoints = Array.from({ length: KHMER_LAST - KHMER_FIRST + 1 }, (_, i) => KHMER_FIRST + i);
const KHMER_FROM = codePoints.map((cp) => String.fromCodePoint(cp)).join('');
const KHMER_TO = codePoints
  .map((cp) =>
    cp >= KHMER_DIGIT_ZERO && cp <= KHMER_DIGIT_ZERO + 9
      ? String(cp - KHMER_DIGIT_ZERO)
      : LETTERS[(cp - KHMER_FIRST) % LETTERS.length],
  )
  .join('');

/** SQL that folds a text expression for trigram search (used verbatim by the indexes and the queries). */
export function foldSql(expression: string): string {
  return `translate(lower(${expression}), '${KHMER_FROM}', '${KHMER_TO}')`;
}

/** The same folding in JavaScript (for the query, and for tests). */
export function fold(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) {
    const index = KHMER_FROM.indexOf(char);
    out += index === -1 ? char : KHMER_TO[index];
  }
  return out;
}

/** The searchable names of a part or accessory, as indexed. */
export const NAMES_SQL = `("name" || ' ' || coalesce("name_kh", ''))`;
