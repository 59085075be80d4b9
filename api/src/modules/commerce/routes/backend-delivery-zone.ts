// Delivery zones (admins): by province and district, fees per shipping option and weight band. Five helper routes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../../lib/crud.ts';
import { deliveryZoneResource } from '../delivery-zone.service.ts';

const backendDeliveryZoneRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(crudRoutes(deliveryZoneResource));
};

export default backendDeliveryZoneRoutes;
