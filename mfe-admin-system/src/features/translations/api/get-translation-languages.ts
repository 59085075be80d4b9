import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@shop/client';
import type { TranslationLanguageSummary } from '@shop/contracts';
import { TRANSLATION_PATH, translationKeys } from './translation-keys.ts';

/** GET /translation/language: the languages with their counts of missing, unchecked and changed texts. */
export const getTranslationLanguages = () => getData<TranslationLanguageSummary[]>(`${TRANSLATION_PATH}/language`);

export const translationLanguagesQueryOptions = () =>
  queryOptions({ queryKey: [...translationKeys.all, 'languages'], queryFn: getTranslationLanguages });

export const useTranslationLanguages = () => useQuery(translationLanguagesQueryOptions());
