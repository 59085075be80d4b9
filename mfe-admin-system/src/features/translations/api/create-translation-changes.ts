import { useMutation } from '@tanstack/react-query';
import { dataOf, http } from '@shop/client';
import type { TranslationChange, TranslationView } from '@shop/contracts';
import { refreshTranslations, TRANSLATION_PATH } from './translation-keys.ts';

/** POST /translation/multiple: several changes at once (marks, texts, or both). */
export const createTranslationChanges = (items: TranslationChange[]) =>
  dataOf<TranslationView[]>(http.post(`${TRANSLATION_PATH}/multiple`, { json: { items } }));

export const useApplyTranslationChanges = () =>
  useMutation({ mutationFn: createTranslationChanges, onSuccess: refreshTranslations });
