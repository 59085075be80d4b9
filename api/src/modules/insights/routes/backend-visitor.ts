// The back-office list of storefront visitors (admin): one row per visitor per day, nothing personal in it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, Paged, VisitorListQuery, VisitorView } from '@shop/contracts';
import type { InsightsServices } from '../insights-services.ts';

const backendVisitorRoutes: FastifyPluginAsyncTypebox<{ services: InsightsServices }> = async (app, { services }) => {
  const { visitors } = services;
  app.get(
    '/api/backend/visitor',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['visitor'],
        summary: 'Visitors, newest first: ?from, to (days), locale, path (contains), referrer (host contains, or none)',
        querystring: VisitorListQuery,
        response: { 200: Paged(VisitorView), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => visitors.list(request.query),
  );
};

export default backendVisitorRoutes;
