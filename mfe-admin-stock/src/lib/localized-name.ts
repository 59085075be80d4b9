import { useLingui } from '@lingui/react';

/** Catalogue names have Khmer versions where given, falling back to English (product decisions). */
export function localizedName(item: { name: string; nameKh?: string | null }, locale: string): string {
  return locale === 'km' && item.nameKh ? item.nameKh : item.name;
}

export function useLocalizedName(): (item: { name: string; nameKh?: string | null }) => string {
  const { i18n } = useLingui();
  return (item) => localizedName(item, i18n.locale);
}
