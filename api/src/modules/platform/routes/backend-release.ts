// The release console's routes (admins): GET every remote's releases; PUT one remote to a published version.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorBody,
  ErrorCode,
  ReleaseBody,
  ReleaseErrorCode,
  ReleaseParams,
  ReleaseSwitch,
  RemoteRelease,
} from '@shop/contracts';
import { ReleaseError } from '@shop/release';
import Type from 'typebox';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import type { ReleaseService } from '../release.service.ts';

const backendReleaseRoutes: FastifyPluginAsyncTypebox<{ releases: ReleaseService }> = async (app, { releases }) => {
  const access = { config: { access: 'admin' as const } };
  const tags = ['release'];
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.get(
    '/api/backend/release',
    {
      ...access,
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
      ...access,
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
          throw new HttpError(409, ReleaseErrorCode.refused, error.message, {
            facts: { problems: error.problems.join('; ') },
          });
        }
        throw new HttpError(409, ErrorCode.conflict, error.message);
      }
    },
  );
};

export default backendReleaseRoutes;
