// The notifications module: per-user notifications, their routes and the live count. Its service is shared with
// the modules that notify (commerce) as `app.notifications`, hence fastify-plugin: the decorator is visible to the
// modules registered after it (its routes still sit under the modules' access rule).
import fp from 'fastify-plugin';
import { Notification } from './notification.entity.ts';
import { NotificationService } from './notification.service.ts';
import backendNotificationRoutes from './routes/backend-notification.ts';
import frontendNotificationRoutes from './routes/frontend-notification.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
  }
}

export const notificationEntities = [Notification];

export default fp(
  async (app) => {
    const notifications = new NotificationService(app.orm, app.realtime);
    app.realtime.useNotificationCounter((userId) => notifications.newCount(userId));
    app.decorate('notifications', notifications);
    await app.register(frontendNotificationRoutes, { notifications });
    await app.register(backendNotificationRoutes, { notifications });
  },
  { name: 'notifications-module' },
);
