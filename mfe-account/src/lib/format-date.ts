import type { I18n } from '@lingui/core';

/** A moment as the shopper's language writes it (`km` under /kh): date and time of day. */
export function formatDateTime(i18n: I18n, iso: string): string {
  return i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
}

/** A day, for invoices. */
export function formatDay(i18n: I18n, iso: string): string {
  return i18n.date(new Date(iso), { dateStyle: 'long' });
}
