import { createResourceApi } from '@shop/admin';
import type { YearBody, YearPatch, YearView } from '@shop/contracts';

/** GET/POST /api/backend/year, GET/PUT/DELETE /api/backend/year/:id (admins). */
export const yearApi = createResourceApi<YearView, YearBody, YearPatch>('year');
