// Signing in and out, registering, and the session user (/auth). Reset and social sign-in have their own files.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthMessage,
  Envelope,
  ErrorBody,
  ErrorCode,
  IdParams,
  LoginBody,
  LoginResult,
  RegisterBody,
  SessionUser,
} from '@shop/contracts';
import Type from 'typebox';
import { forbidden, unauthorized } from '../../../lib/http-error.ts';
import { signInThrottle } from '../sign-in-throttle.ts';
import type { IdentityServices } from '../identity-services.ts';

const authRoutes: FastifyPluginAsyncTypebox<{ services: IdentityServices }> = async (app, { services }) => {
  const { identity } = app;
  const { accounts } = services;
  const { loginFreeFailures, loginAddressRateLimit } = app.config;

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      ...signInThrottle(app, 'login', { perAddress: loginAddressRateLimit, freeFailures: loginFreeFailures }),
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

  app.post(
    '/auth/register',
    {
      config: { access: 'public' },
      // Per address only: registration names a new account, so there is no account to count against.
      ...signInThrottle(app, 'register', { perAddress: loginAddressRateLimit }),
      schema: {
        tags: ['auth'],
        summary:
          'Register as a CUSTOMER or a DEALER (a dealer shops at customer prices until approved); answers a token',
        body: RegisterBody,
        response: { 201: Envelope(LoginResult), 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await accounts.register(request.body);
      return reply.code(201).send({ data: { token: app.signToken(user) } });
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, for the session bootstrap: locations default first, then by id',
        response: { 200: Envelope(SessionUser), 401: ErrorBody },
      },
    },
    async (request) => {
      const user = await identity.findById(request.user.id);
      if (!user) throw unauthorized(AuthMessage.invalidToken, { code: ErrorCode.invalidToken });
      return { data: await identity.sessionUser(user) };
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
