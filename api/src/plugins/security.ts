// HTTP hardening shared by every route: security headers, CORS, and the attempt limiters the sign-in throttle
// uses (modules/identity/sign-in-throttle.ts): on Redis when REDIS_URL is set, so every API process shares them.
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import { memoryAttemptLimiters, redisAttemptLimiters, type AttemptLimiters } from '../lib/attempt-limiters.ts';
import { SECURITY_HEADERS } from '../lib/security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    attemptLimiters: AttemptLimiters;
  }
}

export interface SecurityPluginOptions {
  corsOrigin: true | string[];
  redisUrl: string | undefined;
}

export default fp<SecurityPluginOptions>(
  async (app, options) => {
    // The headers the remotes' static hosts send too (lib/security-headers.ts). No fixed Content-Security-Policy here:
    // the shell's page gets one built from the remotes manifest (plugins/shell.ts, lib/content-security-policy.ts) and
    // Swagger UI its own (plugins/swagger.ts); JSON answers run nothing. HSTS is sent below, over HTTPS only: over
    // plain HTTP a browser ignores it, and it only misleads.
    app.addHook('onRequest', async (_request, reply) => {
      void reply.headers(SECURITY_HEADERS);
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https')
        void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    });
    // Bearer tokens, never cookies: allowing other origins does not let them act as a signed-in user.
    await app.register(cors, {
      origin: options.corsOrigin,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'user-id', 'accept-language'],
      maxAge: 600,
    });
    const limiters = options.redisUrl
      ? await redisAttemptLimiters(options.redisUrl, {
          onError: (error) => app.log.error({ err: error }, 'redis connection error (attempt limiters)'),
        })
      : memoryAttemptLimiters();
    app.decorate('attemptLimiters', limiters);
    app.addHook('onClose', () => limiters.close());
  },
  { name: 'security' },
);
