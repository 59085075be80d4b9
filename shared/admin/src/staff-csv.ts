// A staff CSV read in the reader's language and time zone (the orders and reviews lists): the list's own query with
// format=csv, lang and tz, and a file named after what it holds and the reader's day (orders-2026-12-06.csv).

import { linguiLocaleOrDefault } from '@shop/i18n';

type ListQuery = Record<string, string | number | boolean>;

/** The list's filters and sort without its paging (the whole list, not one page of it), empty values left out. */
export const csvFiltersOf = (query: ListQuery): [string, string][] =>
  Object.entries(query)
    .filter(([name, value]) => !['page', 'size'].includes(name) && value !== '' && value !== undefined)
    .map(([name, value]) => [name, String(value)]);

/** `resource?…&format=csv&lang=…&tz=…`: the whole filtered list in the staff member's language and time zone. */
export function staffCsvHref(resource: string, query: ListQuery, locale: string): string {
  const params = new URLSearchParams(csvFiltersOf(query));
  params.set('format', 'csv');
  params.set('lang', linguiLocaleOrDefault(locale));
  params.set('tz', Intl.DateTimeFormat().resolvedOptions().timeZone);
  return `${resource}?${params.toString()}`;
}

/** Today in this browser's time zone, as a CSV's name carries it: `${what}-2026-12-06.csv`. */
export const datedCsvName = (what: string): string =>
  `${what}-${new Intl.DateTimeFormat('en-CA').format(new Date())}.csv`;
