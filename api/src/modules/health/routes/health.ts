import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorBody, Health, Readiness } from '@shop/contracts';
import type { HealthServices } from '../health-services.ts';

const healthRoutes: FastifyPluginAsyncTypebox<{ services: HealthServices }> = async (app, { services }) => {
  const { health } = services;
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
      await health.checkDatabase(request.log);
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
      await health.checkReady(request.log);
      return { data: { status: 'ready' as const, database: 'up' as const, migrations: 'done' as const } };
    },
  );
};

export default healthRoutes;
