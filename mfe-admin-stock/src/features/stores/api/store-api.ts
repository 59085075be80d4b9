import { createResourceApi } from '@shop/admin';
import type { StoreAdminPatch, StoreCreateBody, StoreView } from '@shop/contracts';

/** GET /api/backend/store (staff: a supplier its own), POST/PUT/DELETE (admins). */
export const storeApi = createResourceApi<StoreView, StoreCreateBody, StoreAdminPatch>('store');
