import type { I18n } from '@lingui/core';
import { toKhmerDigits } from './khmer-date.ts';

/**
 * A number as the active language writes it: Khmer digits under `km` (`#១២`, `(៣)`), as the dates are, grouped like
 * English (`១,២៣៤`). Use this instead of `i18n.number` wherever a person reads the number: Intl's `km` data writes
 * Latin digits, and its Khmer-digit variant groups with dots (`១.២៣៤`), which the shop's amounts do not.
 */
export function formatNumber(i18n: I18n, value: number, options?: Intl.NumberFormatOptions): string {
  const text = i18n.number(value, options);
  return i18n.locale === 'km' ? toKhmerDigits(text) : text;
}
