import { describe, expect, it } from 'vitest';
import {
  i18n,
  activateRouteLocale,
  isRouteLocale,
  loadCatalog,
  routeLocaleOrDefault,
  toLinguiLocale,
  toRouteLocale,
} from '../src/index.ts';

describe('route locales', () => {
  it('maps the kh route segment to the Khmer language code km and back', () => {
    expect(toLinguiLocale('kh')).toBe('km');
    expect(toLinguiLocale('en')).toBe('en');
    expect(toRouteLocale('km')).toBe('kh');
    expect(toRouteLocale('en')).toBe('en');
  });

  it('accepts only en and kh as route segments and falls back to en', () => {
    expect(isRouteLocale('kh')).toBe(true);
    expect(isRouteLocale('km')).toBe(false);
    expect(isRouteLocale('fr')).toBe(false);
    expect(routeLocaleOrDefault('fr')).toBe('en');
    expect(routeLocaleOrDefault(undefined)).toBe('en');
    expect(routeLocaleOrDefault('kh')).toBe('kh');
  });

  it('activates km for kh, so formatting follows Khmer rules', async () => {
    await activateRouteLocale('kh');
    expect(i18n.locale).toBe('km');
    await activateRouteLocale('en');
    expect(i18n.locale).toBe('en');
  });
});

describe('loadCatalog', () => {
  it('merges the catalogues of several packages into the one instance without mutating them', async () => {
    const shell = { a1: 'ផ្ទះ' };
    const remote = { b2: 'កន្ត្រក' };
    loadCatalog('km', shell);
    loadCatalog('km', remote);
    await activateRouteLocale('kh');
    expect(i18n._('a1')).toBe('ផ្ទះ');
    expect(i18n._('b2')).toBe('កន្ត្រក');
    expect(shell).toEqual({ a1: 'ផ្ទះ' });
    await activateRouteLocale('en');
  });
});
