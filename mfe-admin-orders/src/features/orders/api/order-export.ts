// "Select all that match" and the CSV of the orders list: both take the list's own query (its tab and filters).
import { getData } from '@shop/client';
import type { OrderIds } from '@shop/contracts';

type ListQuery = Record<string, string | number | boolean>;

/** The list's filters without its paging and sort (what matches, not which page of it). */
const filtersOf = (query: ListQuery): [string, string][] =>
  Object.entries(query)
    .filter(([name, value]) => !['page', 'size', 'sort'].includes(name) && value !== '' && value !== undefined)
    .map(([name, value]) => [name, String(value)]);

/** GET /api/backend/order/ids: every matching order id (at most 5,000, newest first) and how many match. */
export const getMatchingOrderIds = (query: ListQuery) =>
  getData<OrderIds>('/api/backend/order/ids', { searchParams: new URLSearchParams(filtersOf(query)) });

/** The CSV of the whole filtered list, in the staff member's language and this browser's time zone. */
export function ordersCsvHref(query: ListQuery, locale: string): string {
  const params = new URLSearchParams(filtersOf(query));
  if (typeof query.sort === 'string') params.set('sort', query.sort);
  params.set('format', 'csv');
  params.set('lang', locale === 'km' ? 'km' : 'en');
  params.set('tz', Intl.DateTimeFormat().resolvedOptions().timeZone);
  return `/api/backend/order?${params.toString()}`;
}

/** Today in this browser's time zone, as the CSV's name carries it: orders-2026-12-06.csv. */
export const ordersCsvName = (): string => `orders-${new Intl.DateTimeFormat('en-CA').format(new Date())}.csv`;
