export {
  routeLocales,
  linguiLocales,
  defaultRouteLocale,
  isRouteLocale,
  toLinguiLocale,
  toRouteLocale,
  routeLocaleOrDefault,
  linguiLocaleOrDefault,
  type RouteLocale,
  type LinguiLocale,
} from './locales.ts';
export {
  i18n,
  loadCatalog,
  loadCatalogs,
  registerCatalogs,
  catalogsLoaded,
  activateRouteLocale,
  applyTranslationOverrides,
  type CatalogLoader,
} from './i18n.ts';
export type { OverrideResult } from './overrides.ts';
export { formatDate, type DateStyle } from './format-date.ts';
export { formatNumber } from './format-number.ts';
export { pluralCategory } from './plural-category.ts';
export {
  formatKhmerDate,
  intlSupportsKhmerDates,
  toKhmerDigits,
  KHMER_MONTHS,
  type KhmerDateOptions,
} from './khmer-date.ts';
export { localizedName, localizedText, useLocalizedName, type Named } from './localized-name.ts';
