import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorBody, Health, Readiness } from '@shop/contracts';
import { serviceUnavailable } from '../../../lib/http-error.ts';

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
        throw serviceUnavailable('The database is not reachable');
      }
      return { data: { status: 'ok' as const, database: 'up' as const } };
    },
  );

  // For a load balancer: a node whose database is gone, or that runs on a database missing one of its migrations
  // (another node's newer release migrated it, or it was restored from an old backup), is taken out before it
  // fails requests. Liveness (/health) stays separate, so such a node is not restarted in a loop.
  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Readiness: the database answers and every migration this process knows is applied',
        response: { 200: Envelope(Readiness), 503: ErrorBody },
      },
    },
    async (request) => {
      let pending: string[];
      try {
        pending = (await app.orm.migrator.getPending()).map((migration) => migration.name);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: database unreachable');
        throw serviceUnavailable('The database is not reachable');
      }
      if (pending.length > 0) {
        request.log.warn({ pending }, 'readiness check: migrations not applied');
        throw serviceUnavailable(`The database lacks ${pending.length} migration(s) of this release`);
      }
      return { data: { status: 'ready' as const, database: 'up' as const, migrations: 'done' as const } };
    },
  );
};

export default healthRoutes;
