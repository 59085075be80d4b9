import { useMutation } from '@tanstack/react-query';
import { http } from '@shop/client';
import { refreshTranslations, TRANSLATION_PATH } from './translation-keys.ts';

/** DELETE /translation/:id: takes a staff change back (the built text shows again). */
export async function deleteTranslation(id: number): Promise<void> {
  await http.delete(`${TRANSLATION_PATH}/${id}`);
}

export const useDeleteTranslation = () =>
  useMutation({ mutationFn: deleteTranslation, onSuccess: refreshTranslations });
