import { createResourceApi } from '@shop/admin';
import type { MakerBody, MakerPatch, MakerView } from '@shop/contracts';

/** GET/POST /api/backend/brand-item, GET/PUT/DELETE /api/backend/brand-item/:id (admins): the makers of parts. */
export const makerApi = createResourceApi<MakerView, MakerBody, MakerPatch>('brand-item');
