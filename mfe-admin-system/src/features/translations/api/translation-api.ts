// The translation editor's calls: /api/backend/translation and its family (admins and developers).
import { useMutation, useQuery } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { createQueryKeys, getData, http, dataOf } from '@shop/client';
import type {
  TranslationChange,
  TranslationImportResult,
  TranslationLanguageSummary,
  TranslationView,
} from '@shop/contracts';

export const TRANSLATION_PATH = '/api/backend/translation';
export const translationKeys = createQueryKeys('translation');

const refresh = () => refreshAfterWrite(translationKeys.all, ['audit']);

export const getTranslationLanguages = () => getData<TranslationLanguageSummary[]>(`${TRANSLATION_PATH}/language`);

export const useTranslationLanguages = () =>
  useQuery({ queryKey: [...translationKeys.all, 'languages'], queryFn: getTranslationLanguages });

/** POST /translation: the first text of one message in one language. */
export const createTranslation = (input: { language: string; key: string; value: string }) =>
  dataOf<TranslationView>(http.post(TRANSLATION_PATH, { json: input }));

/** PUT /translation/:id: a new text of a message's row in one language. */
export const updateTranslation = (id: number, value: string) =>
  dataOf<TranslationView>(http.put(`${TRANSLATION_PATH}/${id}`, { json: { value } }));

/** Several changes at once (POST /translation/multiple): marks, texts, or both. */
export async function applyTranslationChanges(items: TranslationChange[]): Promise<TranslationView[]> {
  return await dataOf<TranslationView[]>(http.post(`${TRANSLATION_PATH}/multiple`, { json: { items } }));
}

export async function setTranslationCorrect(id: number, isCorrect: boolean): Promise<TranslationView> {
  return await dataOf<TranslationView>(http.put(`${TRANSLATION_PATH}/isCorrect/${id}`, { json: { isCorrect } }));
}

export async function deleteTranslation(id: number): Promise<void> {
  await http.delete(`${TRANSLATION_PATH}/${id}`);
}

/** A translator's .po file for one language: the texts that differ become staff changes. */
export async function importTranslations(language: string, file: string): Promise<TranslationImportResult> {
  const answer = http.post(`${TRANSLATION_PATH}/multiple`, {
    searchParams: { language },
    body: file,
    headers: { 'content-type': 'text/x-gettext-translation' },
  });
  return await dataOf<TranslationImportResult>(answer);
}

/** A new text for one message in one language: a change of the row when there is one, else a new row. */
export const useSaveTranslation = () =>
  useMutation({
    mutationFn: ({ translationId, language, key, value }: TranslationText) =>
      translationId ? updateTranslation(translationId, value) : createTranslation({ language, key, value }),
    onSuccess: refresh,
  });

interface TranslationText {
  language: string;
  key: string;
  value: string;
  translationId: number | null;
}
export const useApplyTranslationChanges = () =>
  useMutation({ mutationFn: applyTranslationChanges, onSuccess: refresh });
export const useSetTranslationCorrect = () =>
  useMutation({
    mutationFn: ({ id, isCorrect }: { id: number; isCorrect: boolean }) => setTranslationCorrect(id, isCorrect),
    onSuccess: refresh,
  });
export const useDeleteTranslation = () => useMutation({ mutationFn: deleteTranslation, onSuccess: refresh });
export const useImportTranslations = () =>
  useMutation({
    mutationFn: ({ language, file }: { language: string; file: string }) => importTranslations(language, file),
    onSuccess: refresh,
  });
