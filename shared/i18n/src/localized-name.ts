import { useLingui } from '@lingui/react';

/** A record with an English name and, where given, a Khmer one (catalogue names, stores, units, places). */
export interface Named {
  name: string;
  nameKh?: string | null;
}

/**
 * A record's name in the page's language: the Khmer name on a Khmer page when the record has one, the English name
 * otherwise (decisions.md: catalogue names). The one way to pick a name; `locale` is Lingui's (`km`, not `kh`).
 */
export function localizedName(named: Named, locale: string): string {
  return localizedText(named.name, named.nameKh, locale);
}

/**
 * Any text with a Khmer twin (a description, a payment method's note, a zone's district): the Khmer text on a Khmer
 * page when there is one, the English text otherwise, as `localizedName` picks names.
 */
export function localizedText<T extends string | null | undefined>(
  text: T,
  textKh: string | null | undefined,
  locale: string,
): T | string {
  return locale === 'km' && textKh ? textKh : text;
}

/** `localizedName` bound to the page's current language, for components. */
export function useLocalizedName(): (named: Named) => string {
  const { i18n } = useLingui();
  return (named) => localizedName(named, i18n.locale);
}
