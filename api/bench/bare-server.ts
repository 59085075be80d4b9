// The benchmark's yardstick: the same questions as the app's vehicle filter, search and suggestions, answered by a
// bare Fastify handler over a plain `pg` pool running the same SQL statements in the same order (numbered parameters,
// no schemas, no ORM, no hooks, no cache, rows sent as they come), prepared the same way (lib/sql.ts queryPool). The
// search reads the query with the app's own reading and runs the app's own search steps (part-search.ts) through a
// runner on this pool, so a query naming a vehicle, a cross-reference number or one with no direct results costs
// the same statements as in the app. `pnpm bench` starts it in its own process; the pool, listening and stopping are
// harness.ts's serveBare.
import type pg from 'pg';
import { SUGGESTIONS_PER_KIND } from '@shop/contracts';
import { queryPool, toNumbered, type SqlFragment } from '../src/lib/sql.ts';
import { readDictionary } from '../src/modules/catalog/query-dictionary.ts';
import { readQuery, type QueryDictionary } from '../src/modules/catalog/query-reading.ts';
import { searchRead, type SearchRunner } from '../src/modules/catalog/part-search.ts';
import { LOOSE_THRESHOLD } from '../src/modules/catalog/search-fallback.ts';
import { namedSql } from '../src/modules/catalog/suggest.service.ts';
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

/** The search's statements on the bare pool; the loose retry in a transaction of its own, as the app does. */
function poolRunner(pool: pg.Pool): SearchRunner {
  return {
    rows: <T>(statement: SqlFragment) => queryPool<T>(pool, statement),
    looseRows: async <T>(statement: SqlFragment) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(`set local pg_trgm.word_similarity_threshold = ${LOOSE_THRESHOLD}`);
        const { rows } = await client.query(toNumbered(statement));
        await client.query('commit');
        return rows as T[];
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

await serveBare(3301, async (app, pool) => {
  const runner = poolRunner(pool);
  // Read once; the app keeps its copy for 10 s (query-dictionary.ts), so both read the query from memory.
  const dictionary: QueryDictionary = await readDictionary((statement) => queryPool(pool, statement));

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
      const read = readQuery(query.trim(), dictionary);
      return searchRead(runner, read, undefined, { page, size, offset: page * size }, 'CUSTOMER', true);
    },
  );

  app.get<{ Querystring: { query: string } }>('/api/frontend/dashboard/suggest', async (request) => {
    const read = readQuery(request.query.query.trim(), dictionary);
    const page = { page: 0, size: SUGGESTIONS_PER_KIND, offset: 0 };
    const found = await searchRead(runner, read, undefined, page, 'CUSTOMER', false);
    const words = found?.understood ? found.understood.words : request.query.query.trim();
    const [makers, categories] =
      words === ''
        ? [[], []]
        : await Promise.all([
            queryPool(pool, namedSql('brand_item', words)),
            queryPool(pool, namedSql('category', words)),
          ]);
    return { data: { parts: found?.data ?? [], makers, categories, understood: found?.understood } };
  });
});
