// The commerce and notifications modules' routes, sharing one set of services.
import type { FastifyPluginAsync } from 'fastify';
import { NotificationService } from '../notifications/notification.service.ts';
import backendNotificationRoutes from '../notifications/routes/backend-notification.ts';
import frontendNotificationRoutes from '../notifications/routes/frontend-notification.ts';
import { commerceServices } from './commerce-services.ts';
import backendCurrencyRoutes from './routes/backend-currency.ts';
import backendInvoiceRoutes from './routes/backend-invoice.ts';
import backendOrderRoutes from './routes/backend-order.ts';
import backendUserOrderRoutes from './routes/backend-user-order.ts';
import frontendCartRoutes from './routes/frontend-cart.ts';
import frontendOrderRoutes from './routes/frontend-order.ts';
import frontendReviewRoutes from './routes/frontend-review.ts';
import paymentMethodRoutes from './routes/payment-method.ts';

const commerceRoutes: FastifyPluginAsync = async (app) => {
  const notifications = new NotificationService(app.orm, app.realtime);
  app.realtime.useNotificationCounter((userId) => notifications.newCount(userId));
  const services = commerceServices(app.orm, notifications);
  await app.register(frontendCartRoutes);
  await app.register(frontendOrderRoutes, { services });
  await app.register(backendOrderRoutes, { services });
  await app.register(backendInvoiceRoutes, { services });
  await app.register(backendUserOrderRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(frontendReviewRoutes);
  await app.register(backendCurrencyRoutes);
  await app.register(frontendNotificationRoutes, { notifications });
  await app.register(backendNotificationRoutes, { notifications });
};

export default commerceRoutes;
