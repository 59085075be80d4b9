import { i18n, type Messages } from '@lingui/core';
import { defaultRouteLocale, toLinguiLocale, type LinguiLocale, type RouteLocale } from './locales.ts';
import { setOverrides, withOverrides, type OverrideResult } from './overrides.ts';

/**
 * The one i18n instance of the page is Lingui's global one: `@lingui/core` is a Module Federation
 * singleton, so the shell and every remote see the same object, and the core macros (`t`, `plural`,
 * `msg` used outside components), which compile to that global instance, translate with it too.
 * Each package loads its own catalogues into it.
 */
export { i18n };

// Empty catalogues of our own first, so `activate` never warns and later loads merge into objects we own.
i18n.load({ en: {}, km: {} });
i18n.activate(toLinguiLocale(defaultRouteLocale));

/**
 * Merges a package's compiled catalogue into the shared instance, under the strings admins changed.
 * Lingui keeps the first object it is given for a locale and assigns later ones into it, so a copy is
 * passed: one package's module export is never mutated by another package's messages.
 */
export function loadCatalog(locale: LinguiLocale, messages: Messages): void {
  Object.assign(built[locale], messages);
  i18n.load(locale, withOverrides(locale, messages));
}

/** Every built catalogue loaded so far, without the admins' changes: a change taken back shows the built text again. */
const built: Record<LinguiLocale, Messages> = { en: {}, km: {} };

/**
 * Applies the strings admins changed for one locale (`{ messageId: ICU text }`, from
 * `GET /api/frontend/translation`) over what is loaded now and every catalogue loaded later. Called again with a
 * newer set (the shell polls it), it replaces the previous one: a string no longer changed gets its built text back.
 * Lingui re-renders what uses the instance when it loads messages.
 */
export async function applyTranslationOverrides(locale: LinguiLocale, texts: Record<string, string>): Promise<OverrideResult> {
  const { messages, applied, rejected } = await setOverrides(locale, texts);
  i18n.load(locale, { ...built[locale], ...messages });
  return { applied, rejected };
}

/** Loads every locale of a package's catalogues in one call (`{ en, km }`). */
export function loadCatalogs(catalogs: Record<LinguiLocale, Messages>): void {
  for (const [locale, messages] of Object.entries(catalogs) as [LinguiLocale, Messages][]) {
    loadCatalog(locale, messages);
  }
}

/** Activates the Lingui locale that belongs to a route segment (`kh` -> `km`). */
export function activateRouteLocale(locale: RouteLocale): void {
  const lingui = toLinguiLocale(locale);
  if (i18n.locale !== lingui) i18n.activate(lingui);
}

