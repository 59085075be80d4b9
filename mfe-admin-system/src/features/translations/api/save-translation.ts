import { useMutation } from '@tanstack/react-query';
import { dataOf, http } from '@shop/client';
import type { TranslationView } from '@shop/contracts';
import { refreshTranslations, TRANSLATION_PATH } from './translation-keys.ts';

/** POST /translation: the first text of one message in one language. */
export const createTranslation = (input: { language: string; key: string; value: string }) =>
  dataOf<TranslationView>(http.post(TRANSLATION_PATH, { json: input }));

/** PUT /translation/:id: a new text of a message's row in one language. */
export const updateTranslation = (id: number, value: string) =>
  dataOf<TranslationView>(http.put(`${TRANSLATION_PATH}/${id}`, { json: { value } }));

interface TranslationText {
  language: string;
  key: string;
  value: string;
  translationId: number | null;
}

/** A new text for one message in one language: a change of the row when there is one, else a new row. */
export const useSaveTranslation = () =>
  useMutation({
    mutationFn: ({ translationId, language, key, value }: TranslationText) =>
      translationId ? updateTranslation(translationId, value) : createTranslation({ language, key, value }),
    onSuccess: refreshTranslations,
  });
