import { createResourceApi } from '@shop/admin';
import type { Location, LocationBody, LocationUpdateBody } from '@shop/contracts';

/** GET/POST /api/backend/location, GET/PUT/DELETE /api/backend/location/:id (admins): the provinces. */
export const provinceApi = createResourceApi<Location, LocationBody, LocationUpdateBody>('location');
