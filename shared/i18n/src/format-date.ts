import type { I18n } from '@lingui/core';
import { formatKhmerDate } from './khmer-date.ts';

/** How much of a moment to show: a day (`medium` or `long` month in English), or a day and time of day. */
export type DateStyle = 'date' | 'long-date' | 'date-time';

const englishStyles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  'long-date': { dateStyle: 'long' },
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
};

/**
 * A date as the active language writes it. Use this instead of `i18n.date`: under `km` it writes Khmer month
 * names and digits even where the browser's Intl has no Khmer data (see khmer-date.ts). Khmer writes the
 * month in full, so `date` and `long-date` read the same there.
 */
export function formatDate(i18n: I18n, value: Date | string, style: DateStyle = 'date'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (i18n.locale === 'km') return formatKhmerDate(date, { time: style === 'date-time' });
  return i18n.date(date, englishStyles[style]);
}
