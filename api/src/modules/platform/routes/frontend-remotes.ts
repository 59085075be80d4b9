import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorBody, RemoteEntry } from '@shop/contracts';
import Type from 'typebox';
import type { RemotesManifestReader } from '../remotes-manifest.ts';

const frontendRemotesRoutes: FastifyPluginAsyncTypebox<{ manifest: RemotesManifestReader }> = async (
  app,
  { manifest },
) => {
  app.get(
    '/api/frontend/remotes',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Where each micro-frontend build lives now (the shell registers these at start)',
        response: { 200: Envelope(Type.Array(RemoteEntry)), 500: ErrorBody },
      },
    },
    async (request, reply) => {
      // A release must reach browsers at once: never let a cache keep an old manifest.
      void reply.header('cache-control', 'no-cache');
      return { data: await manifest.remotes(request.log) };
    },
  );
};

export default frontendRemotesRoutes;
