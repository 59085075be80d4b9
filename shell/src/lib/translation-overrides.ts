import { getData } from '@shop/client';
import { applyTranslationOverrides, routeLocales, toLinguiLocale, type RouteLocale } from '@shop/i18n';

interface TranslationMessages {
  messages: Record<string, string>;
}

/** The last set applied per language, so an unchanged answer does not re-render the page. */
const applied = new Map<RouteLocale, string>();

async function loadLanguage(lang: RouteLocale): Promise<void> {
  try {
    const { messages } = await getData<TranslationMessages>('/api/frontend/translation', {
      searchParams: { lang, namespace: 'common' },
    });
    const fingerprint = JSON.stringify(messages);
    if (applied.get(lang) === fingerprint) return;
    applied.set(lang, fingerprint);
    const { rejected } = await applyTranslationOverrides(toLinguiLocale(lang), messages);
    if (rejected.length > 0)
      console.warn(`[shell] changed ${lang} strings that are not valid messages were ignored:`, rejected);
  } catch (error) {
    console.error(`[shell] could not load the changed ${lang} strings`, error);
  }
}

/**
 * Loads the strings admins changed in the back-office (GET /api/frontend/translation, one common
 * namespace per spec §2) for both languages, so switching language needs no second round trip.
 * A failure only logs: the built catalogues are complete on their own.
 */
export async function loadTranslationOverrides(): Promise<void> {
  await Promise.all(routeLocales.map(loadLanguage));
}
