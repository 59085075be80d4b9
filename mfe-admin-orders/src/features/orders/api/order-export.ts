// "Select all that match" and the CSV of the orders list: both take the list's own query (its tab and filters).
import { csvFiltersOf, datedCsvName, staffCsvHref } from '@shop/admin';
import { getData } from '@shop/client';
import type { OrderIds } from '@shop/contracts';

type ListQuery = Record<string, string | number | boolean>;

/** GET /api/backend/order/ids: every matching order id (at most 5,000, newest first) and how many match. */
export const getMatchingOrderIds = (query: ListQuery) =>
  getData<OrderIds>('/api/backend/order/ids', {
    // What matches, not which page of it nor in which order.
    searchParams: new URLSearchParams(csvFiltersOf(query).filter(([name]) => name !== 'sort')),
  });

/** The CSV of the whole filtered list, in the staff member's language and this browser's time zone. */
export const ordersCsvHref = (query: ListQuery, locale: string): string =>
  staffCsvHref('/api/backend/order', query, locale);

/** Today in this browser's time zone, as the CSV's name carries it: orders-2026-12-06.csv. */
export const ordersCsvName = (): string => datedCsvName('orders');
