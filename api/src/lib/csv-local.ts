// A staff CSV is read in the staff member's language and time zone (the orders and the reviews exports): times as a
// local "YYYY-MM-DD HH:mm" a spreadsheet sorts, and the file named after the reader's day.

export type CsvLang = 'en' | 'km';

/** The shop's own time zone: a CSV asked for without `tz`, and the days list filters mean. */
export const SHOP_TIME_ZONE = 'Asia/Phnom_Penh';

/** A time zone the runtime knows, or undefined (so the route can answer 400 naming `tz`). */
export function knownTimeZone(zone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** An ISO time as "YYYY-MM-DD HH:mm" in `timeZone`, and today's date there (the file's name). */
export function localTimes(timeZone: string): { at: (iso: string) => string; today: () => string } {
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const at = (iso: string) => local.format(new Date(iso)).replace(',', '');
  return { at, today: () => at(new Date().toISOString()).slice(0, 10) };
}
