// The one place errors become answers: `{ statusCode, code, message }`.
// 4xx messages say what was wrong; an unreachable database is a 503 the caller may retry (Retry-After);
// anything else unexpected is logged and answered as a bare 500.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, type ErrorBody } from '@shop/contracts';
import { constraintError } from '../db/constraint-errors.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { HttpError } from '../lib/http-error.ts';

/** Seconds a client should wait before retrying while the database is unreachable (the pool reconnects on its own). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the shell plugin: answers a browser navigation with the SPA's index.html; false when it does not apply. */
    shellFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

const CODE_BY_STATUS: Record<number, string> = {
  400: ErrorCode.badRequest,
  401: ErrorCode.unauthorized,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  409: ErrorCode.conflict,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  429: ErrorCode.tooManyRequests,
};

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const body = toErrorBody(error);
      if (body.code === ErrorCode.databaseUnavailable) {
        request.log.warn({ err: error }, 'database unreachable');
        void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      } else if (body.statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ statusCode: body.statusCode, code: body.code }, body.message);
      }
      return reply.code(body.statusCode).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      if (app.shellFallback?.(request, reply)) return reply;
      const body: ErrorBody = {
        statusCode: 404,
        code: ErrorCode.notFound,
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      };
      return reply.code(404).send(body);
    });
  },
  { name: 'errors' },
);

export function toErrorBody(error: FastifyError | HttpError): ErrorBody {
  if (error instanceof HttpError) return error.body();
  // A unique or foreign-key violation no one answered: its 409, worded from the constraint's table.
  const violation = constraintError(error);
  if (violation) return violation.body();
  if (isDatabaseUnavailable(error)) {
    return {
      statusCode: 503,
      code: ErrorCode.databaseUnavailable,
      message: 'The shop is briefly unavailable; please try again in a moment',
    };
  }
  if ('validation' in error && error.validation) {
    const field = validationField(error.validation[0]);
    return { statusCode: 400, code: ErrorCode.validation, message: error.message, ...(field ? { field } : {}) };
  }
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, code: CODE_BY_STATUS[status] ?? ErrorCode.badRequest, message: error.message };
  }
  return { statusCode: 500, code: ErrorCode.internal, message: 'Internal server error' };
}

/** The property an Ajv error is about: `body/code must match...` -> `code`; a missing one names itself. */
function validationField(
  issue: { instancePath?: string; params?: Record<string, unknown> } | undefined,
): string | undefined {
  if (!issue) return undefined;
  const missing = issue.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  const path = issue.instancePath?.split('/').filter(Boolean) ?? [];
  return path[0];
}
