// The storefront reports a visitor's first page of the day here (the shell does, once a day per browser).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorBody, VisitBody, VisitResult } from '@shop/contracts';
import type { InsightsServices } from '../insights-services.ts';

const frontendVisitRoutes: FastifyPluginAsyncTypebox<{ services: InsightsServices }> = async (app, { services }) => {
  const { visitors } = services;
  // The shop's own address as configured, not the request's Host header (which the client chooses).
  const ownHost = new URL(app.config.publicOrigin).host;
  app.post(
    '/api/frontend/visit',
    {
      config: { access: 'public' },
      schema: {
        tags: ['visitor'],
        summary:
          'Record a storefront visit: one per visitor a day, no address or other personal data kept, bots not counted',
        body: VisitBody,
        response: { 202: Envelope(VisitResult), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const counted = await visitors.record(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        host: ownHost,
      });
      return reply.code(202).send({ data: { counted } });
    },
  );
};

export default frontendVisitRoutes;
