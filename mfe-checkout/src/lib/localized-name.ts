import { useLingui } from '@lingui/react';

/** Catalogue names have Khmer versions where given, falling back to English (product decisions). */
export function localizedName(named: { name: string; nameKh?: string | null }, locale: string): string {
  return locale === 'km' && named.nameKh ? named.nameKh : named.name;
}

export function useLocalizedName(): (named: { name: string; nameKh?: string | null }) => string {
  const { i18n } = useLingui();
  return (named) => localizedName(named, i18n.locale);
}
