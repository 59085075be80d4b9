import { createResourceApi } from '@shop/admin';
import type { DistrictBody, DistrictPatch, DistrictView } from '@shop/contracts';

/** GET/POST /api/backend/district, GET/PUT/DELETE /api/backend/district/:id (staff read, admins write). */
export const districtApi = createResourceApi<DistrictView, DistrictBody, DistrictPatch>('district');
