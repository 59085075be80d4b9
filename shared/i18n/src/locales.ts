/**
 * Locales as they appear in URLs (`/en/...`, `/kh/...`) and as Lingui / Intl know them.
 * The product's route segment for Khmer is `kh`, but the language code is `km` (ISO 639-1), so
 * message catalogues, plural rules and number/date formatting all use `km`.
 */
export const routeLocales = ['en', 'kh'] as const;
export type RouteLocale = (typeof routeLocales)[number];

export const linguiLocales = ['en', 'km'] as const;
export type LinguiLocale = (typeof linguiLocales)[number];

export const defaultRouteLocale: RouteLocale = 'en';

const routeToLingui: Record<RouteLocale, LinguiLocale> = { en: 'en', kh: 'km' };
const linguiToRoute: Record<LinguiLocale, RouteLocale> = { en: 'en', km: 'kh' };

export function isRouteLocale(value: unknown): value is RouteLocale {
  return typeof value === 'string' && (routeLocales as readonly string[]).includes(value);
}

/** The language of any locale value (`i18n.locale`, `<html lang>`) as Lingui knows it: unknown values are English. */
export function linguiLocaleOrDefault(value: unknown): LinguiLocale {
  return (linguiLocales as readonly unknown[]).includes(value) ? (value as LinguiLocale) : 'en';
}

export function toLinguiLocale(locale: RouteLocale): LinguiLocale {
  return routeToLingui[locale];
}

export function toRouteLocale(locale: LinguiLocale): RouteLocale {
  return linguiToRoute[locale];
}

/** The route locale for any segment: unknown or missing segments fall back to the default (`en`). */
export function routeLocaleOrDefault(value: unknown): RouteLocale {
  return isRouteLocale(value) ? value : defaultRouteLocale;
}
