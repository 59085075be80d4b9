// Back-office notifications: each admin and each supplier account reads and marks its own (they are per user).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorBody,
  IdParams,
  MarkSeenBody,
  NotificationCount,
  NotificationListQuery,
  NotificationView,
  PageQuery,
  Paged,
  UpdatedCount,
} from '@shop/contracts';
import { pageRequest } from '../../../lib/paging.ts';
import type { NotificationService } from '../notification.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
type OwnAccess = { config: { access: 'admin' | 'supplier' } };
const admin: OwnAccess = { config: { access: 'admin' } };
const supplier: OwnAccess = { config: { access: 'supplier' } };
const Updated = Envelope(UpdatedCount);
const tags = ['notification'];

const backendNotificationRoutes: FastifyPluginAsyncTypebox<{ notifications: NotificationService }> = async (
  app,
  { notifications },
) => {
  for (const [prefix, access] of [
    ['/api/backend/notification', admin],
    ['/api/backend/notification/supplier', supplier],
  ] as const) {
    app.get(
      prefix,
      {
        ...access,
        schema: {
          tags,
          summary: 'My notifications (status new, old or all; default all)',
          querystring: NotificationListQuery,
          response: { 200: Paged(NotificationView), ...errors },
        },
      },
      async (request) => notifications.list(request.user.id, request.query.status ?? 'all', pageRequest(request.query)),
    );
    app.get(
      `${prefix}/new`,
      {
        ...access,
        schema: {
          tags,
          summary: 'My new notifications',
          querystring: PageQuery,
          response: { 200: Paged(NotificationView), ...errors },
        },
      },
      async (request) => notifications.list(request.user.id, 'new', pageRequest(request.query)),
    );
    app.put(
      `${prefix}/multiple`,
      {
        ...access,
        schema: {
          tags,
          summary: 'Mark several of mine seen (others are ignored)',
          body: MarkSeenBody,
          response: { 200: Updated, ...errors },
        },
      },
      async (request) => ({ data: { updated: await notifications.markSeen(request.user.id, request.body.ids) } }),
    );
  }
  app.get(
    '/api/backend/notification/new/count',
    {
      ...admin,
      schema: {
        tags,
        summary: 'How many new notifications I have',
        response: { 200: Envelope(NotificationCount), ...errors },
      },
    },
    async (request) => ({ data: { count: await notifications.newCount(request.user.id) } }),
  );
  app.put(
    '/api/backend/notification/seen',
    { ...admin, schema: { tags, summary: 'Mark all of mine seen', response: { 200: Updated, ...errors } } },
    async (request) => ({ data: { updated: await notifications.markSeen(request.user.id) } }),
  );
  for (const [path, access] of [
    ['/api/backend/notification/:id', admin],
    ['/api/backend/notification/supplier/seen/:id', supplier],
  ] as const) {
    app.put(
      path,
      {
        ...access,
        schema: {
          tags,
          summary: "Mark one of mine seen (another user's: 404)",
          params: IdParams,
          response: { 200: Updated, ...errors },
        },
      },
      async (request) => {
        await notifications.markOneSeen(request.user.id, request.params.id);
        return { data: { updated: 1 } };
      },
    );
  }
};

export default backendNotificationRoutes;
