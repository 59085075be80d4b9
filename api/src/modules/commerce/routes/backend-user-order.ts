// GET /api/backend/user/order: the users who have ordered, with how many orders and when they last ordered.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, OrderingUserView, PageQuery, Paged } from '@shop/contracts';
import { pageRequest, pagination } from '../../../lib/paging.ts';
import { queryRows, sql } from '../../../lib/sql.ts';

const backendUserOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
    async (request) => {
      const page = pageRequest(request.query);
      const rows = await queryRows<{
        id: number;
        name: string;
        email: string | null;
        phone: string | null;
        type: string;
        order_count: number;
        last_order_at: Date;
        full_count: string;
      }>(
        app.orm,
        sql`select u.id, u.name, u.email, u.phone, u.type, o.order_count, o.last_order_at, count(*) over () as full_count
            from (select user_id, count(*)::int as order_count, max(created_at) as last_order_at from shop_order group by user_id) o
            join user_account u on u.id = o.user_id
            order by o.last_order_at desc, u.id
            limit ${page.size} offset ${page.offset}`,
      );
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          phone: row.phone,
          type: row.type,
          orderCount: row.order_count,
          lastOrderAt: new Date(row.last_order_at).toISOString(),
        })),
        pagination: pagination(page, rows[0] ? Number(rows[0].full_count) : 0),
      };
    },
  );
};

export default backendUserOrderRoutes;
