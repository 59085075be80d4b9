import { createResourceApi } from '@shop/admin';
import type { BrandAdminView, BrandBody, BrandPatch } from '@shop/contracts';

/** GET/POST /api/backend/brand, GET/PUT/DELETE /api/backend/brand/:id (admins). */
export const brandApi = createResourceApi<BrandAdminView, BrandBody, BrandPatch>('brand');
