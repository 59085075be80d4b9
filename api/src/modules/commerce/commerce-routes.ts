// The commerce and notifications modules' routes, sharing one set of services.
import type { FastifyPluginAsync } from 'fastify';
import { NotificationService } from '../notifications/notification.service.ts';
import frontendNotificationRoutes from '../notifications/routes/frontend-notification.ts';
import { commerceServices } from './commerce-services.ts';
import backendOrderRoutes from './routes/backend-order.ts';
import frontendCartRoutes from './routes/frontend-cart.ts';
import frontendOrderRoutes from './routes/frontend-order.ts';

const commerceRoutes: FastifyPluginAsync = async (app) => {
  const notifications = new NotificationService(app.orm, app.realtime);
  const services = commerceServices(app.orm, notifications);
  await app.register(frontendCartRoutes);
  await app.register(frontendOrderRoutes, { services });
  await app.register(backendOrderRoutes, { services });
  await app.register(frontendNotificationRoutes, { notifications });
};

export default commerceRoutes;
