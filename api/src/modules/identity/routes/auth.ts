// Sign-in, the session user and sign-out (/auth). Registration, reset and social sign-in come with the Account issue.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthMessage, Envelope, ErrorBody, ErrorCode, IdParams, LoginBody, LoginResult, SessionUser } from '@shop/contracts';
import Type from 'typebox';
import { forbidden, unauthorized } from '../../../lib/http-error.ts';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { identity } = app;

  app.post(
    '/auth/login',
    {
      config: {
        access: 'public',
        // Per address and account: slows password guessing without locking out a whole office behind one IP.
        rateLimit: {
          max: app.config.loginRateLimit,
          timeWindow: '1 minute',
          keyGenerator: (request) =>
            `${request.ip}|${String((request.body as { username?: unknown } | undefined)?.username ?? '').trim().toLowerCase()}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail or phone and password',
        body: LoginBody,
        response: { 200: Envelope(LoginResult), 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const user = await identity.authenticate(request.body.username, request.body.password);
      return { data: { token: app.signToken(user) } };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, for the session bootstrap',
        response: { 200: Envelope(SessionUser), 401: ErrorBody },
      },
    },
    async (request) => {
      const user = await identity.findById(request.user.id);
      if (!user) throw unauthorized(ErrorCode.invalidToken, AuthMessage.invalidToken);
      return { data: identity.toSessionUser(user) };
    },
  );

  app.put(
    '/auth/logout/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes every token of the signed-in user',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      if (request.params.id !== request.user.id) throw forbidden('You can only sign yourself out');
      const user = await identity.findById(request.user.id);
      if (user) await identity.revokeTokens(user);
      return { data: null };
    },
  );
};

export default authRoutes;
