import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorBody, ErrorCode, Health } from '@shop/contracts';
import { HttpError } from '../../../lib/http-error.ts';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: Envelope(Health), 503: ErrorBody },
      },
    },
    async (request) => {
      try {
        await app.orm.em.getConnection().execute('select 1');
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, ErrorCode.databaseUnavailable, 'The database is not reachable');
      }
      return { data: { status: 'ok' as const, database: 'up' as const } };
    },
  );
};

export default healthRoutes;
