import { createResourceApi } from '@shop/admin';
import type { LanguageBody, LanguagePatch, LanguageView } from '@shop/contracts';

/** GET/POST /api/backend/language, GET/PUT/DELETE /api/backend/language/:id (admins). */
export const languageApi = createResourceApi<LanguageView, LanguageBody, LanguagePatch>('language');
