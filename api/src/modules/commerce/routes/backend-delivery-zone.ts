// Delivery zones (admins): by province and district, fees per shipping option and weight band. Five helper routes.
import type { FastifyPluginAsync } from 'fastify';
import { crudRoutes } from '../../../lib/crud.ts';
import { deliveryZoneResource } from '../delivery-zone.service.ts';

const backendDeliveryZoneRoutes: FastifyPluginAsync = async (app) => {
  await app.register(crudRoutes(app.orm, deliveryZoneResource));
};

export default backendDeliveryZoneRoutes;
