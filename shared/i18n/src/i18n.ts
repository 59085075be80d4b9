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

/**
 * The instance's messages per locale: empty catalogues of our own first, so `activate` never warns, and Lingui keeps
 * the first object it is given for a locale (later loads are assigned into it).
 */
const instanceMessages: Record<LinguiLocale, Messages> = { en: {}, km: {} };
i18n.load(instanceMessages);
i18n.activate(toLinguiLocale(defaultRouteLocale));

/**
 * Merges a package's compiled catalogue into the shared instance, under the strings admins changed.
 * Lingui keeps the first object it is given for a locale and assigns later ones into it, so a copy is
 * passed: one package's module export is never mutated by another package's messages.
 */
export function loadCatalog(locale: LinguiLocale, messages: Messages): void {
  Object.assign(built[locale], messages);
  // Merged without Lingui's `load`, whose change event re-renders every component that translates: nothing drawn
  // uses a package's words before its catalogue is in (whoever draws it waits for `catalogsLoaded()`), so that was a
  // redraw of the whole page each time a remote's catalogue arrived (a long task on a slow phone, issue 39 §2).
  Object.assign(instanceMessages[locale], withOverrides(locale, messages));
}

/** Every built catalogue loaded so far, without the admins' changes: a change taken back shows the built text again. */
const built: Record<LinguiLocale, Messages> = { en: {}, km: {} };

/**
 * Applies the strings admins changed for one locale (`{ messageId: ICU text }`, from
 * `GET /api/frontend/translation`) over what is loaded now and every catalogue loaded later. Called again with a
 * newer set (the shell polls it), it replaces the previous one: a string no longer changed gets its built text back.
 * Lingui re-renders what uses the instance when it loads messages.
 */
export async function applyTranslationOverrides(
  locale: LinguiLocale,
  texts: Record<string, string>,
): Promise<OverrideResult> {
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

/** How a package hands over its compiled catalogue of one locale: a dynamic import of its `messages` module. */
export type CatalogLoader = () => Promise<{ messages: Messages }>;

/** Every package's catalogue loaders, one record per package, in the order they registered. */
const registered: Record<LinguiLocale, CatalogLoader>[] = [];
/** Each loader's download, started once; a failed one is forgotten so that the next call tries again. */
const downloads = new Map<CatalogLoader, Promise<void>>();
/** The loaders whose catalogue is in the instance. */
const loaded = new Set<CatalogLoader>();
/** The locale the page shows or is about to show: catalogues registered from now on start loading it at once. */
let wanted: LinguiLocale | undefined;

function download(locale: LinguiLocale, loader: CatalogLoader): Promise<void> {
  let loading = downloads.get(loader);
  if (!loading) {
    loading = loader().then(({ messages }) => {
      loadCatalog(locale, messages);
      loaded.add(loader);
    });
    downloads.set(loader, loading);
    loading.catch(() => downloads.delete(loader));
  }
  return loading;
}

/**
 * Registers a package's catalogues by locale, each a chunk of its own (`{ en: () => import('./locales/en/messages.ts'),
 * km: ... }`): a page downloads the messages of the language it shows, and the other language's only when the visitor
 * switches to it (both together were about 5 KB brotli of every first page, docs/performance.md, "Bundle budget"). The page's
 * language starts loading at once when it is known; whoever draws the package's components first waits for
 * `catalogsLoaded()` (the shell for its own and the shared packages', `loadRemoteModule` of @shop/federation for
 * every remote module it loads).
 */
export function registerCatalogs(loaders: Record<LinguiLocale, CatalogLoader>): void {
  registered.push(loaders);
  // The failure is reported to whoever waits for catalogsLoaded(), which starts the download again.
  if (wanted) download(wanted, loaders[wanted]).catch(() => undefined);
}

/** Resolves once every registered package's catalogue of `locale` (by default the page's) is loaded. */
export async function catalogsLoaded(locale: LinguiLocale = wanted ?? (i18n.locale as LinguiLocale)): Promise<void> {
  await Promise.all(registered.map((loaders) => download(locale, loaders[locale])));
}

/**
 * Activates the Lingui locale that belongs to a route segment (`kh` -> `km`) once every registered package's
 * catalogue of it is loaded (in the same task when they are), so no text is drawn in a language whose words are not there yet.
 * When two switches overlap, the last one asked for wins.
 */
export function activateRouteLocale(locale: RouteLocale): Promise<void> {
  const lingui = toLinguiLocale(locale);
  wanted = lingui;
  const activate = () => {
    if (wanted === lingui && i18n.locale !== lingui) i18n.activate(lingui);
  };
  if (registered.every((loaders) => loaded.has(loaders[lingui]))) {
    activate();
    return Promise.resolve();
  }
  return catalogsLoaded(lingui).then(activate);
}
