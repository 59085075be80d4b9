import { createResourceApi } from '@shop/admin';
import type { DeliveryZoneBody, DeliveryZonePatch, DeliveryZoneView } from '@shop/contracts';

/** GET/POST /api/backend/delivery-zone, GET/PUT/DELETE /api/backend/delivery-zone/:id (admins). */
export const deliveryZoneApi = createResourceApi<DeliveryZoneView, DeliveryZoneBody, DeliveryZonePatch>(
  'delivery-zone',
);
