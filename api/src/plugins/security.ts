// HTTP hardening shared by every route: security headers, CORS, and the attempt counters the sign-in throttle
// uses (modules/identity/sign-in-throttle.ts): on Redis when REDIS_URL is set, so every API process shares them.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import { MemoryAttemptCounters, RedisAttemptCounters, type AttemptCounters } from '../lib/attempt-counters.ts';

declare module 'fastify' {
  interface FastifyInstance {
    attemptCounters: AttemptCounters;
  }
}

export interface SecurityPluginOptions {
  corsOrigin: true | string[];
  redisUrl: string | undefined;
}

export default fp<SecurityPluginOptions>(
  async (app, options) => {
    await app.register(helmet, {
      // No fixed policy: the shell's page gets one built from the remotes manifest (plugins/shell.ts,
      // lib/content-security-policy.ts), and Swagger UI at /docs needs its inline assets.
      contentSecurityPolicy: false,
      // Remotes on other origins may load images and files served here.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    // Bearer tokens, never cookies: allowing other origins does not let them act as a signed-in user.
    await app.register(cors, {
      origin: options.corsOrigin,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'user-id', 'accept-language'],
      maxAge: 600,
    });
    const counters: AttemptCounters = options.redisUrl
      ? await RedisAttemptCounters.connect(options.redisUrl, { onError: (error) => app.log.error({ err: error }, 'redis connection error (attempt counters)') })
      : new MemoryAttemptCounters();
    app.decorate('attemptCounters', counters);
    app.addHook('onClose', () => counters.close());
  },
  { name: 'security' },
);
