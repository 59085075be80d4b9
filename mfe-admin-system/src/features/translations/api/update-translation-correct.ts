import { useMutation } from '@tanstack/react-query';
import { dataOf, http } from '@shop/client';
import type { TranslationView } from '@shop/contracts';
import { refreshTranslations, TRANSLATION_PATH } from './translation-keys.ts';

/** PUT /translation/isCorrect/:id: marks a text correct, or takes the mark back. */
export const updateTranslationCorrect = (id: number, isCorrect: boolean) =>
  dataOf<TranslationView>(http.put(`${TRANSLATION_PATH}/isCorrect/${id}`, { json: { isCorrect } }));

export const useSetTranslationCorrect = () =>
  useMutation({
    mutationFn: ({ id, isCorrect }: { id: number; isCorrect: boolean }) => updateTranslationCorrect(id, isCorrect),
    onSuccess: refreshTranslations,
  });
