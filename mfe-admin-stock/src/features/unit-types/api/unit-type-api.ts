import { createResourceApi } from '@shop/admin';
import type { UnitTypeBody, UnitTypePatch, UnitTypeView } from '@shop/contracts';

/** GET /api/backend/unit-type (staff), POST/PUT/DELETE (admins). */
export const unitTypeApi = createResourceApi<UnitTypeView, UnitTypeBody, UnitTypePatch>('unit-type');
