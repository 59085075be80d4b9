import { useMutation } from '@tanstack/react-query';
import { dataOf, http } from '@shop/client';
import type { TranslationImportResult } from '@shop/contracts';
import { refreshTranslations, TRANSLATION_PATH } from './translation-keys.ts';

/** POST /translation/multiple?language= with a translator's .po file: the texts that differ become staff changes. */
export const createTranslationImport = (language: string, file: string) =>
  dataOf<TranslationImportResult>(
    http.post(`${TRANSLATION_PATH}/multiple`, {
      searchParams: { language },
      body: file,
      headers: { 'content-type': 'text/x-gettext-translation' },
    }),
  );

export const useImportTranslations = () =>
  useMutation({
    mutationFn: ({ language, file }: { language: string; file: string }) => createTranslationImport(language, file),
    onSuccess: refreshTranslations,
  });
