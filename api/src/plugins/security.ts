// HTTP hardening shared by every route: security headers, CORS and the rate limiter (used per route, e.g. sign-in).
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@shop/contracts';
import { HttpError } from '../lib/http-error.ts';

export interface SecurityPluginOptions {
  corsOrigin: true | string[];
}

export default fp<SecurityPluginOptions>(
  async (app, options) => {
    await app.register(helmet, {
      // No fixed policy: the shell's page gets one built from the remotes manifest (plugins/shell.ts,
      // lib/content-security-policy.ts), and Swagger UI at /docs needs its inline assets.
      contentSecurityPolicy: false,
      // Remotes on other origins may load images and files served here.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // The same as the page's `frame-ancestors 'none'`: no site may frame the shop, not even this origin.
      frameguard: { action: 'deny' },
      // Sent below, over HTTPS only: over plain HTTP a browser ignores it, and it only misleads.
      strictTransportSecurity: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    });
    // Bearer tokens, never cookies: allowing other origins does not let them act as a signed-in user.
    await app.register(cors, {
      origin: options.corsOrigin,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'user-id', 'accept-language'],
      maxAge: 600,
    });
    await app.register(rateLimit, {
      global: false,
      // After body parsing, so a route's key can include what was sent (e.g. the username signing in).
      hook: 'preHandler',
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, ErrorCode.tooManyRequests, `Too many attempts; try again in ${context.after}`),
    });
  },
  { name: 'security' },
);
