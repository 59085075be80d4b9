// The back-office list of storefront visitors (admin): one row per visitor per day, nothing personal in it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, Paged, VisitorListQuery, VisitorView } from '@shop/contracts';
import { VisitorService } from '../visitor.service.ts';

const backendVisitorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const visitors = new VisitorService(app.orm);
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
