import { afterEach, describe, expect, it } from 'vitest';
import { activateRouteLocale, formatNumber, i18n } from '../src/index.ts';

describe('formatNumber', () => {
  afterEach(() => activateRouteLocale('en'));

  it('writes Khmer digits on a Khmer page, grouped as the shop groups amounts', async () => {
    await activateRouteLocale('kh');
    expect(formatNumber(i18n, 12)).toBe('១២');
    expect(formatNumber(i18n, 1234567)).toBe('១,២៣៤,៥៦៧');
    expect(formatNumber(i18n, -3)).toMatch(/^-៣$/);
  });

  it('writes Latin digits on an English page', async () => {
    await activateRouteLocale('en');
    expect(formatNumber(i18n, 1234567)).toBe('1,234,567');
  });
});
