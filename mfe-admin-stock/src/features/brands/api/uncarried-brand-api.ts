import { createResourceApi } from '@shop/admin';
import type { UncarriedBrandBody, UncarriedBrandPatch, UncarriedBrandView } from '@shop/contracts';

/** GET/POST /api/backend/uncarried-brand, GET/PUT/DELETE /api/backend/uncarried-brand/:id (admins). */
export const uncarriedBrandApi = createResourceApi<UncarriedBrandView, UncarriedBrandBody, UncarriedBrandPatch>(
  'uncarried-brand',
);
