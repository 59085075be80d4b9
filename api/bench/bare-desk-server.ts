// The staff desks' yardstick (bench/orders.ts, bench/stock.ts): the orders desk's list and status counts and the
// stock desk's list, answered by a bare Fastify handler over a plain `pg` pool running the app's own statements
// (orderListSql, orderCountsSql, stockListSql: the same text and parameters), prepared the same way (queryPool).
// No token check, no schemas, no ORM, no hooks, rows sent as they come; the viewer is always an admin. The pool,
// listening and stopping are harness.ts's serveBare.
import type { OrderStatusName } from '../src/modules/commerce/order-status.ts';
import { orderFilterSql } from '../src/modules/commerce/order-filter.ts';
import { orderCountsSql, orderListSql } from '../src/modules/commerce/order-read.ts';
import { stockListSql } from '../src/modules/supply/stock-read.ts';
import { pageRequest } from '../src/lib/paging.ts';
import { queryPool } from '../src/lib/sql.ts';
import { serveBare } from './harness.ts';

const admin = { kind: 'admin' } as const;

interface ListQuery {
  status?: OrderStatusName | 'ALL';
  search?: string;
  page?: string;
  size?: string;
}
const paging = (query: { page?: string; size?: string }) => ({
  ...(query.page === undefined ? {} : { page: Number(query.page) }),
  ...(query.size === undefined ? {} : { size: Number(query.size) }),
});

await serveBare(3302, (app, pool) => {
  app.get<{ Querystring: ListQuery }>('/api/backend/order', async (request) => {
    const { status = 'PENDING', search } = request.query;
    const rows = await queryPool<Record<string, unknown>>(
      pool,
      orderListSql(admin, status, pageRequest(paging(request.query)), orderFilterSql(admin, { search })),
    );
    return { data: rows, total: rows[0]?.full_count ?? 0 };
  });

  app.get<{ Querystring: { search?: string } }>('/api/backend/order/counts', async (request) => {
    const rows = await queryPool<{ status: string; n: number }>(
      pool,
      orderCountsSql(admin, orderFilterSql(admin, { search: request.query.search })),
    );
    return { data: rows };
  });

  app.get<{ Querystring: { search?: string; page?: string; size?: string } }>('/api/backend/stock', async (request) => {
    const { search } = request.query;
    const rows = await queryPool<Record<string, unknown>>(
      pool,
      stockListSql(admin, { search, ...paging(request.query) }),
    );
    return { data: rows, total: rows[0]?.full_count ?? 0 };
  });
});
