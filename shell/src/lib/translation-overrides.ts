import { getData } from '@shop/client';
import { applyTranslationOverrides, routeLocales, toLinguiLocale } from '@shop/i18n';

interface TranslationMessages {
  messages: Record<string, string>;
}

/**
 * Loads the strings admins changed in the back-office (GET /api/frontend/translation, one common
 * namespace per spec §2) for both languages, so switching language needs no second round trip.
 * A failure only logs: the built catalogues are complete on their own.
 */
export async function loadTranslationOverrides(): Promise<void> {
  await Promise.all(
    routeLocales.map(async (lang) => {
      try {
        const { messages } = await getData<TranslationMessages>('/api/frontend/translation', { searchParams: { lang, namespace: 'common' } });
        const { rejected } = applyTranslationOverrides(toLinguiLocale(lang), messages);
        if (rejected.length > 0) console.warn(`[shell] changed ${lang} strings that are not valid messages were ignored:`, rejected);
      } catch (error) {
        console.error(`[shell] could not load the changed ${lang} strings`, error);
      }
    }),
  );
}
