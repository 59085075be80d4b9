import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  i18n,
  activateRouteLocale,
  applyTranslationOverrides,
  isRouteLocale,
  loadCatalog,
  routeLocaleOrDefault,
  linguiLocaleOrDefault,
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

  it('reads any locale value as a Lingui locale: km is Khmer, anything else English', () => {
    expect(linguiLocaleOrDefault('km')).toBe('km');
    expect(linguiLocaleOrDefault('en')).toBe('en');
    expect(linguiLocaleOrDefault('kh')).toBe('en');
    expect(linguiLocaleOrDefault(undefined)).toBe('en');
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

  // loadCatalog merges into the messages object the instance was given first, without Lingui's `load` (its change
  // event redraws the page): this holds only while Lingui keeps that object, and assigns its own later loads into it.
  it('is seen by i18n._ at once: a second catalogue of the same locale too, also after Lingui loaded messages itself', async () => {
    await activateRouteLocale('en');
    loadCatalog('en', { mergedFirst: compileMessage('Parts') });
    expect(i18n._('mergedFirst')).toBe('Parts');
    loadCatalog('en', { mergedSecond: compileMessage('Brands') });
    expect(i18n._('mergedSecond')).toBe('Brands');
    expect(i18n._('mergedFirst')).toBe('Parts');
    // The admins' strings go in through Lingui's `load`; a catalogue merged after them is still seen.
    await applyTranslationOverrides('en', {});
    loadCatalog('en', { mergedThird: compileMessage('Models') });
    expect(i18n._('mergedThird')).toBe('Models');
    expect(i18n._('mergedFirst')).toBe('Parts');
  });
});
