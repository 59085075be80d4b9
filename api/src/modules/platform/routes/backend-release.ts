// The release console's routes (admins): GET every remote's releases; PUT one remote to a published version.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorBody,
  ReleaseBody,
  ReleaseErrorCode,
  ReleaseParams,
  ReleaseSwitch,
  RemoteRelease,
} from '@shop/contracts';
import { ReleaseError } from '@shop/release';
import Type from 'typebox';
import { conflict, notFound } from '../../../lib/http-error.ts';
import type { PlatformServices } from '../platform-services.ts';

const backendReleaseRoutes: FastifyPluginAsyncTypebox<{ services: PlatformServices }> = async (app, { services }) => {
  const { releases } = services;
  const tags = ['release'];
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.get(
    '/api/backend/release',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Each remote: live version, whether its entry loads, published versions and the release log',
        response: { 200: Envelope(Type.Array(RemoteRelease)), ...errors },
      },
    },
    async () => ({ data: await releases.list() }),
  );
  app.put(
    '/api/backend/release/:remote',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Promote or roll back to a published version (404 never published; 409 RELEASE_REFUSED when the live shell lacks a shared version or export it needs)',
        params: ReleaseParams,
        body: ReleaseBody,
        response: { 200: Envelope(ReleaseSwitch), ...errors },
      },
    },
    async (request) => {
      const user = request.user as { id: number };
      try {
        const result = await releases.switchTo(request.params.remote, request.body.version, user.id);
        const action: 'promote' | 'rollback' = result.action === 'rollback' ? 'rollback' : 'promote';
        return {
          data: {
            package: result.entry.package,
            version: result.entry.version,
            entry: result.entry.entry,
            action,
            from: result.from,
          },
        };
      } catch (error) {
        if (!(error instanceof ReleaseError)) throw error;
        if (error.kind === 'unknown-remote' || error.kind === 'not-published') throw notFound(error.message);
        if (error.kind === 'refused') {
          // The technical names (package, export) as a fact the console shows as they are, not parsed from the text.
          throw conflict(error.message, {
            code: ReleaseErrorCode.refused,
            facts: { problems: error.problems.join('; ') },
          });
        }
        throw conflict(error.message);
      }
    },
  );
};

export default backendReleaseRoutes;
