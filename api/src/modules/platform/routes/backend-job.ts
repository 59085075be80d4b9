// Background jobs (imports, message delivery, the daily salt): admins see them all; staff see one job they know
// the id of, a supplier only the jobs it started (another's answers 404 as if it did not exist).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorBody, JobListQuery, JobParams, JobView, Paged } from '@shop/contracts';
import { notFound } from '../../../lib/http-error.ts';
import type { PlatformServices } from '../platform-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['job'];

const backendJobRoutes: FastifyPluginAsyncTypebox<{ services: PlatformServices }> = async (app, { services }) => {
  const { jobs } = services;

  app.get(
    '/api/backend/job',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Background jobs, newest first: kind, state, progress, error, who started it',
        querystring: JobListQuery,
        response: { 200: Paged(JobView), ...errors },
      },
    },
    async (request) => jobs.list(request.query),
  );
  app.get(
    '/api/backend/job/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "One job's state and progress; a supplier sees only the jobs it started",
        params: JobParams,
        response: { 200: Envelope(JobView), ...errors },
      },
    },
    async (request) => {
      const { id, type } = request.user;
      const job = await jobs.get(request.params.id, type === 'SUPPLIER' ? id : undefined);
      if (!job) throw notFound(`No job ${request.params.id}`);
      return { data: job };
    },
  );
};

export default backendJobRoutes;
