// One cell of an import row read into a value, or a reason the row is rejected. Pure functions, no database.
import { MAX_INT32, PART_POSITIONS, type ImportRejectCode, type ImportRejection } from '@shop/contracts';

export type Cell<T> = { ok: true; value: T } | { ok: false; code: ImportRejectCode; message: string };

const ok = <T>(value: T): Cell<T> => ({ ok: true, value });
const no = (code: ImportRejectCode, message: string): Cell<never> => ({ ok: false, code, message });

/** The largest price numeric(12,2) holds. */
const MAX_PRICE_CENTS = 999_999_999_999n;

/** A price as the database prints numeric(12,2): "12.50". At most two decimals, never negative. */
export function readPrice(text: string): Cell<string> {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match)
    return no('PRICE_INVALID', `"${text}" is not a price (digits, a dot and up to two decimals, not negative)`);
  const [, whole, fraction = ''] = match;
  if (fraction.length > 2) return no('PRICE_DECIMALS', `"${text}" has more than two decimals`);
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (cents > MAX_PRICE_CENTS) return no('PRICE_TOO_LARGE', `"${text}" is larger than 9999999999.99`);
  return ok(`${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);
}

/** A stock quantity: a whole number of base units, zero or more. */
export function readQuantity(text: string): Cell<number> {
  if (/^-\d+$/.test(text)) return no('STOCK_NEGATIVE', `The stock "${text}" is below zero`);
  if (!/^\d+$/.test(text) || Number(text) > MAX_INT32)
    return no('STOCK_INVALID', `"${text}" is not a whole number of units`);
  return ok(Number(text));
}

const POSITIONS = new Map(PART_POSITIONS.map((position) => [position.toLowerCase(), position]));

/** A position of the fixed list, whatever its case. */
export function readPosition(text: string): Cell<(typeof PART_POSITIONS)[number]> {
  const position = POSITIONS.get(text.toLowerCase());
  return position ? ok(position) : no('UNKNOWN_POSITION', `"${text}" is not a position (${PART_POSITIONS.join(', ')})`);
}

const YEAR = /^\d{4}$/;

/**
 * The model years a fitment row names: `year_from` alone (2012), a range in `year_from` (2010-2015), a list
 * (2010|2012), or `year_from` and `year_to` (both ends included).
 */
export function readYears(from: string, to: string): Cell<number[]> {
  const single = (text: string): Cell<number> =>
    YEAR.test(text) ? ok(Number(text)) : no('YEAR_INVALID', `"${text}" is not a year (four digits)`);
  const range = (a: number, b: number): Cell<number[]> =>
    b < a
      ? no('YEAR_RANGE_BACKWARDS', `The years run backwards: ${a} to ${b}`)
      : ok(Array.from({ length: b - a + 1 }, (_, i) => a + i));
  if (to !== '') {
    const start = single(from);
    const end = single(to);
    if (!start.ok) return start;
    if (!end.ok) return end;
    return range(start.value, end.value);
  }
  const dashed = /^(\d{4})\s*-\s*(\d{4})$/.exec(from);
  if (dashed) return range(Number(dashed[1]), Number(dashed[2]));
  const years: number[] = [];
  for (const part of from.split('|').map((text) => text.trim())) {
    const year = single(part);
    if (!year.ok) return year;
    years.push(year.value);
  }
  return ok([...new Set(years)]);
}

/** Several values in one cell (`Camry|Corolla`), blanks dropped. */
export const splitList = (text: string): string[] => [
  ...new Set(
    text
      .split('|')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  ),
];

/** Looks names up in English or Khmer, whatever the case. */
export class NameIndex {
  readonly #ids = new Map<string, number>();

  constructor(rows: readonly { id: number; name: string; name_kh?: string | null }[]) {
    for (const row of rows) {
      for (const name of [row.name, row.name_kh]) {
        if (name && !this.#ids.has(name.trim().toLowerCase())) this.#ids.set(name.trim().toLowerCase(), row.id);
      }
    }
  }

  find(name: string): number | undefined {
    return this.#ids.get(name.trim().toLowerCase());
  }
}

/** The rejections of one import, in line order. */
export class Rejections {
  readonly list: ImportRejection[] = [];
  readonly #lines = new Set<number>();

  add(line: number, column: string | null, code: ImportRejectCode, value: string | null, message: string): void {
    this.list.push({ line, column, code, value, message });
    this.#lines.add(line);
  }

  /** Adds the cell's reason when it has one; answers the value otherwise. */
  check<T>(line: number, column: string, value: string, cell: Cell<T>): T | undefined {
    if (cell.ok) return cell.value;
    this.add(line, column, cell.code, value, cell.message);
    return undefined;
  }

  has(line: number): boolean {
    return this.#lines.has(line);
  }

  sorted(): ImportRejection[] {
    return [...this.list].sort((a, b) => a.line - b.line);
  }
}

/** A text cell within the column's length. */
export function checkLength(rejections: Rejections, line: number, column: string, text: string, max: number): void {
  if (text.length > max)
    rejections.add(line, column, 'TOO_LONG', text.slice(0, 50), `${column} is longer than ${max} characters`);
}
