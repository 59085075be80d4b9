// A shopper's own notifications: new ones, old (seen) ones, and marking several seen.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorBody, MarkSeenBody, NotificationView, PageQuery, Paged, UpdatedCount } from '@shop/contracts';
import { pageRequest } from '../../../lib/paging.ts';
import type { NotificationService } from '../notification.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const frontendNotificationRoutes: FastifyPluginAsyncTypebox<{ notifications: NotificationService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/api/frontend/notification/new',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['notification'],
        summary: 'My new (unseen) notifications, newest first',
        querystring: PageQuery,
        response: { 200: Paged(NotificationView), ...errors },
      },
    },
    async (request) => notifications.list(request.user.id, 'new', pageRequest(request.query)),
  );
  app.get(
    '/api/frontend/notification/old',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['notification'],
        summary: 'My seen notifications, newest first',
        querystring: PageQuery,
        response: { 200: Paged(NotificationView), ...errors },
      },
    },
    async (request) => notifications.list(request.user.id, 'old', pageRequest(request.query)),
  );
  app.put(
    '/api/frontend/notification/multiple',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['notification'],
        summary: 'Mark several of my notifications seen (ids of others are ignored); answers how many changed',
        body: MarkSeenBody,
        response: { 200: Envelope(UpdatedCount), ...errors },
      },
    },
    async (request) => ({ data: { updated: await notifications.markSeen(request.user.id, request.body.ids) } }),
  );
};

export default frontendNotificationRoutes;
