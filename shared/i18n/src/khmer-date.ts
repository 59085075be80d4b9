/**
 * Khmer dates that read as Khmer in every browser. Node and Chrome's own ICU carry Khmer date data, but
 * Debian's Chromium (and other slimmed ICU builds) does not: `Intl` there quietly answers in English. So the
 * Khmer path asks Intl only when a probe shows it really writes Khmer, and otherwise writes the date itself.
 */

/** Month names, January first, as the Khmer solar calendar names them. */
export const KHMER_MONTHS = [
  'មករា',
  'កុម្ភៈ',
  'មីនា',
  'មេសា',
  'ឧសភា',
  'មិថុនា',
  'កក្កដា',
  'សីហា',
  'កញ្ញា',
  'តុលា',
  'វិច្ឆិកា',
  'ធ្នូ',
] as const;

const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';

/** Replaces the digits 0–9 with Khmer digits (`2026` -> `២០២៦`). */
export function toKhmerDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => KHMER_DIGITS.charAt(Number(digit)));
}

export interface KhmerDateOptions {
  /** Adds the time of day, 24-hour (`ម៉ោង ១៤:០៥`). */
  time?: boolean;
  /** Which path writes the date; by default Intl when it supports Khmer. Tests force either path. */
  intl?: boolean;
}

// `-u-nu-khmr`: Khmer digits, which Intl's `km` data would otherwise leave Latin (`21 វិច្ឆិកា 2026`).
const INTL_LOCALE = 'km-u-nu-khmr';
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

let intlWritesKhmer: boolean | undefined;

/**
 * Whether this environment's Intl writes Khmer dates. `supportedLocalesOf` alone is not enough (a build can
 * claim `km` and still fall back to English month names), so a known day is formatted and read back.
 */
export function intlSupportsKhmerDates(): boolean {
  if (intlWritesKhmer === undefined) {
    try {
      const probe = new Intl.DateTimeFormat(INTL_LOCALE, { ...DAY, timeZone: 'UTC' }).format(Date.UTC(2000, 0, 15));
      intlWritesKhmer =
        Intl.DateTimeFormat.supportedLocalesOf(['km']).length > 0 &&
        probe.includes(KHMER_MONTHS[0]) &&
        probe.includes('១៥');
    } catch {
      intlWritesKhmer = false;
    }
  }
  return intlWritesKhmer;
}

const twoDigits = (value: number) => toKhmerDigits(String(value).padStart(2, '0'));

function writeKhmerDate(date: Date, time: boolean): string {
  const day = `${toKhmerDigits(String(date.getDate()))} ${KHMER_MONTHS[date.getMonth()]} ${toKhmerDigits(String(date.getFullYear()))}`;
  return time ? `${day} ម៉ោង ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}` : day;
}

/**
 * A day (`២១ វិច្ឆិកា ២០២៦`) or a moment (`២១ វិច្ឆិកា ២០២៦ ម៉ោង ១៤:០៥`) in Khmer, in the browser's time
 * zone like Intl. Throws a RangeError for an invalid date, as Intl does.
 */
export function formatKhmerDate(
  date: Date,
  { time = false, intl = intlSupportsKhmerDates() }: KhmerDateOptions = {},
): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  if (intl) return new Intl.DateTimeFormat(INTL_LOCALE, time ? DAY_TIME : DAY).format(date);
  return writeKhmerDate(date, time);
}
