// The benchmark's yardstick: the same questions as the app's vehicle filter and search, answered by a
// bare Fastify handler over a plain `pg` pool running the same SQL statements (numbered parameters, no
// schemas, no ORM, no hooks, rows sent as they come), prepared the same way (lib/sql.ts queryPool).
// `pnpm bench` starts it in its own process; the pool, listening and stopping are harness.ts's serveBare.
import { queryPool } from '../src/lib/sql.ts';
import { searchPartsSql } from '../src/modules/catalog/sql/search-sql.ts';
import { vehicleFilterSql } from '../src/modules/catalog/sql/vehicle-filter-sql.ts';
import { serveBare } from './harness.ts';

interface FilterBody {
  yearId: number;
  brandId: number;
  modelId: number;
  page?: number;
  size?: number;
  showSummary?: boolean;
}

await serveBare(3301, (app, pool) => {
  app.post<{ Body: FilterBody }>('/api/frontend/dashboard', async (request, reply) => {
    const { yearId, brandId, modelId, page = 0, size = 10, showSummary = false } = request.body;
    const rows = await queryPool<Record<string, unknown>>(
      pool,
      vehicleFilterSql({ yearId, brandId, modelId, size, offset: page * size, showSummary, priceKind: 'CUSTOMER' }),
    );
    if (rows.length === 0) return reply.code(404).send({ statusCode: 404 });
    return { data: rows[0]!.parts, total: rows[0]!.total, summary: rows[0]!.summary };
  });

  app.post<{ Body: { query: string; page?: number; size?: number } }>(
    '/api/frontend/dashboard/search/part-or-keyword',
    async (request) => {
      const { query, page = 0, size = 10 } = request.body;
      const rows = await queryPool<Record<string, unknown>>(
        pool,
        searchPartsSql({ text: query.trim(), size, offset: page * size, priceKind: 'CUSTOMER' }),
      );
      return { data: rows, total: rows[0]?.total ?? 0 };
    },
  );
});
