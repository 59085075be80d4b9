import { afterEach, describe, expect, it } from 'vitest';
import {
  activateRouteLocale,
  formatDate,
  formatKhmerDate,
  i18n,
  intlSupportsKhmerDates,
  KHMER_MONTHS,
  toKhmerDigits,
} from '../src/index.ts';

// Local-time constructors: both paths write the browser's local time, so the tests hold in any time zone.
const afternoon = new Date(2026, 10, 21, 14, 5);
const morning = new Date(2026, 0, 5, 9, 7);
const LATIN = /[A-Za-z]/;

describe('toKhmerDigits', () => {
  it('writes every digit in Khmer and leaves the rest', () => {
    expect(toKhmerDigits('0123456789')).toBe('០១២៣៤៥៦៧៨៩');
    expect(toKhmerDigits('14:05')).toBe('១៤:០៥');
  });
});

describe('formatKhmerDate without Khmer data in Intl (as in Debian Chromium)', () => {
  it('writes the day, the Khmer month and the year in Khmer digits', () => {
    expect(formatKhmerDate(afternoon, { intl: false })).toBe('២១ វិច្ឆិកា ២០២៦');
    expect(formatKhmerDate(morning, { intl: false })).toBe('៥ មករា ២០២៦');
  });

  it('adds the time of day on the 24-hour clock', () => {
    expect(formatKhmerDate(afternoon, { time: true, intl: false })).toBe('២១ វិច្ឆិកា ២០២៦ ម៉ោង ១៤:០៥');
    expect(formatKhmerDate(morning, { time: true, intl: false })).toBe('៥ មករា ២០២៦ ម៉ោង ០៩:០៧');
  });

  it('names every month', () => {
    const names = KHMER_MONTHS.map(
      (_, month) => formatKhmerDate(new Date(2026, month, 1), { intl: false }).split(' ')[1],
    );
    expect(names).toEqual([
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
    ]);
  });

  it('refuses an invalid date like Intl does', () => {
    expect(() => formatKhmerDate(new Date('not a date'), { intl: false })).toThrow(RangeError);
  });
});

describe('formatKhmerDate through Intl (Node has Khmer data)', () => {
  it('finds that this Intl writes Khmer and uses it by default', () => {
    expect(intlSupportsKhmerDates()).toBe(true);
    expect(formatKhmerDate(afternoon)).toBe(formatKhmerDate(afternoon, { intl: true }));
  });

  it('agrees with the fallback on every day of the year', () => {
    for (let day = 0; day < 365; day += 1) {
      const date = new Date(2026, 0, 1 + day);
      expect(formatKhmerDate(date, { intl: true })).toBe(formatKhmerDate(date, { intl: false }));
    }
  });

  it('writes the time of day in Khmer digits with no Latin letters', () => {
    const text = formatKhmerDate(afternoon, { time: true, intl: true });
    expect(text.startsWith('២១ វិច្ឆិកា ២០២៦')).toBe(true);
    expect(text.endsWith('១៤:០៥')).toBe(true);
    expect(text).not.toMatch(LATIN);
  });
});

describe('formatDate', () => {
  afterEach(() => activateRouteLocale('en'));

  it('writes English through Intl under en, as i18n.date did', async () => {
    await activateRouteLocale('en');
    expect(formatDate(i18n, afternoon)).toBe('Nov 21, 2026');
    expect(formatDate(i18n, afternoon.toISOString(), 'long-date')).toBe('November 21, 2026');
    // ICU versions differ on the space before PM (plain or narrow no-break).
    expect(formatDate(i18n, afternoon, 'date-time')).toMatch(/^Nov 21, 2026, 2:05\sPM$/);
  });

  it('writes Khmer under km, from a Date or an ISO string', async () => {
    await activateRouteLocale('kh');
    expect(formatDate(i18n, afternoon.toISOString())).toBe('២១ វិច្ឆិកា ២០២៦');
    expect(formatDate(i18n, afternoon, 'long-date')).toBe('២១ វិច្ឆិកា ២០២៦');
    const moment = formatDate(i18n, afternoon, 'date-time');
    expect(moment).toContain('១៤:០៥');
    expect(moment).not.toMatch(LATIN);
  });
});
