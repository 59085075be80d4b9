// The dashboard's periods: which days a question covers and how they fall into buckets. Days are the shop's
// (Phnom Penh, UTC+7 all year, no daylight saving), weeks start on Monday as PostgreSQL's date_trunc has them.
import { DASHBOARD_MAX_BUCKETS, type DashboardPeriod } from '@shop/contracts';
import { badRequest } from '../../lib/http-error.ts';

const SHOP_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;
/** How many buckets a question without `from` covers. */
const DEFAULT_BUCKETS: Record<DashboardPeriod, number> = { d: 14, w: 12, m: 12, y: 5 };
export const PERIOD_UNIT: Record<DashboardPeriod, 'day' | 'week' | 'month' | 'year'> = {
  d: 'day',
  w: 'week',
  m: 'month',
  y: 'year',
};

export const shopToday = (now = Date.now()): string => new Date(now + SHOP_OFFSET_MS).toISOString().slice(0, 10);

const parse = (day: string) => new Date(`${day}T00:00:00Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the bucket holding `day`. */
export function bucketStart(type: DashboardPeriod, day: string): string {
  const date = parse(day);
  if (type === 'w') date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  if (type === 'm' || type === 'y') date.setUTCDate(1);
  if (type === 'y') date.setUTCMonth(0);
  return format(date);
}

/** The first day of the bucket `count` buckets after the one starting at `start` (negative: before). */
export function addBuckets(type: DashboardPeriod, start: string, count: number): string {
  const date = parse(start);
  if (type === 'd') date.setUTCDate(date.getUTCDate() + count);
  if (type === 'w') date.setUTCDate(date.getUTCDate() + 7 * count);
  if (type === 'm') date.setUTCMonth(date.getUTCMonth() + count);
  if (type === 'y') date.setUTCFullYear(date.getUTCFullYear() + count);
  return format(date);
}

export const dayBefore = (day: string) => format(new Date(parse(day).getTime() - DAY_MS));
export const nextDay = (day: string) => format(new Date(parse(day).getTime() + DAY_MS));

export interface DayRange {
  from: string;
  to: string;
}

/** `from`..`to` as asked (checked), else the default: `fallbackDays` ending today. */
export function dayRange(query: { from?: string; to?: string }, fallbackDays: number): DayRange {
  const to = query.to ?? shopToday();
  const from = query.from ?? format(new Date(parse(to).getTime() - (fallbackDays - 1) * DAY_MS));
  if (to < from) throw badRequest('`to` is before `from`', { field: 'to' });
  return { from, to };
}

export interface Buckets extends DayRange {
  /** The first day of each bucket, oldest first. */
  starts: string[];
}

/** The buckets of a sales question: `from` and `to` widened to whole buckets; at most DASHBOARD_MAX_BUCKETS. */
export function periodBuckets(type: DashboardPeriod, query: { from?: string; to?: string }): Buckets {
  const to = query.to ?? shopToday();
  const last = bucketStart(type, to);
  const first = query.from ? bucketStart(type, query.from) : addBuckets(type, last, 1 - DEFAULT_BUCKETS[type]);
  if (query.from && to < query.from) throw badRequest('`to` is before `from`', { field: 'to' });
  const starts: string[] = [];
  for (let start = first; start <= last; start = addBuckets(type, start, 1)) {
    if (starts.length === DASHBOARD_MAX_BUCKETS) {
      throw badRequest(
        `At most ${DASHBOARD_MAX_BUCKETS} periods at once: choose a later \`from\` or a longer period type`,
        { field: 'from' },
      );
    }
    starts.push(start);
  }
  return { from: first, to: dayBefore(addBuckets(type, last, 1)), starts };
}
