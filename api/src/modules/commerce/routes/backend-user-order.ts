// GET /api/backend/user/order: the users who have ordered, with how many orders and when they last ordered.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, OrderingUserView, PageQuery, Paged } from '@shop/contracts';
import { pageRequest } from '../../../lib/paging.ts';
import type { CommerceServices } from '../commerce-services.ts';

const backendUserOrderRoutes: FastifyPluginAsyncTypebox<{ services: CommerceServices }> = async (app, { services }) => {
  const { reader } = services;
  app.get(
    '/api/backend/user/order',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['order'],
        summary: 'Users who ordered, most recent order first',
        querystring: PageQuery,
        response: { 200: Paged(OrderingUserView), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => reader.orderingUsers(pageRequest(request.query)),
  );
};

export default backendUserOrderRoutes;
