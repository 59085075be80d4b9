// The translation editor's resource: /api/backend/translation and its family (admins and developers).
import { refreshAfterWrite } from '@shop/admin';
import { createQueryKeys } from '@shop/client';

export const TRANSLATION_PATH = '/api/backend/translation';
export const translationKeys = createQueryKeys('translation');

/** After any write: every translation query fetches again, and the audit trail, which the write added to. */
export const refreshTranslations = () => refreshAfterWrite(translationKeys.all, ['audit']);
