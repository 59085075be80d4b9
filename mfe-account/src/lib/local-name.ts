import type { I18n } from '@lingui/core';

/** The Khmer name under /kh when there is one, the English name otherwise (decisions.md: catalogue names). */
export function localName(i18n: I18n, named: { name: string; nameKh?: string | null }): string {
  return i18n.locale === 'km' && named.nameKh ? named.nameKh : named.name;
}
