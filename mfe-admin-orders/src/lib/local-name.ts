/** Khmer names where the record has them and the page is in Khmer. */
export const localName = (locale: string, name: string, nameKh: string | null) =>
  locale === 'km' && nameKh ? nameKh : name;
