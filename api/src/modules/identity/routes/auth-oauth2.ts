// Social sign-in (/auth/oauth2/...): TELEGRAM (Login Widget data), GOOGLE (OpenID Connect ID token) and, for login,
// TELEGRAM_MINI_APP (the storefront opened inside Telegram: its initData, signing into the TELEGRAM account).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorBody,
  LoginResult,
  SessionUser,
  SocialProof,
  SocialLoginParams,
  SocialRegisterBody,
  SocialTypeParams,
  TelegramMessagesBody,
} from '@shop/contracts';
import Type from 'typebox';
import { notFound } from '../../../lib/http-error.ts';
import { signInThrottle } from '../sign-in-throttle.ts';
import type { IdentityServices } from '../identity-services.ts';

const authOauth2Routes: FastifyPluginAsyncTypebox<{ services: IdentityServices }> = async (app, { services }) => {
  const { config } = app;
  const { social } = services;
  // A provider's proof names no username, so attempts are counted per address only.
  const throttle = signInThrottle(app, 'social', { perAddress: config.loginAddressRateLimit });
  const errors = {
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
    409: ErrorBody,
    429: ErrorBody,
    503: ErrorBody,
  };
  const tags = ['auth'];

  const sessionOf = async (userId: number) => {
    const user = await app.identity.findById(userId);
    if (!user) throw notFound(`User ${userId} not found`);
    return app.identity.sessionUser(user);
  };

  app.post(
    '/auth/oauth2/register',
    {
      config: { access: 'public' },
      ...throttle,
      schema: {
        tags,
        summary: 'Register through a provider (type TELEGRAM or GOOGLE, with its proof); answers a token',
        body: SocialRegisterBody,
        response: { 201: Envelope(LoginResult), ...errors },
      },
    },
    async (request, reply) => {
      const user = await social.register(request.body);
      return reply.code(201).send({ data: { token: app.signToken(user) } });
    },
  );

  app.post(
    '/auth/oauth2/login/:type',
    {
      config: { access: 'public' },
      ...throttle,
      schema: {
        tags,
        summary:
          'Sign in with a connected provider; 404 SOCIAL_ACCOUNT_NOT_FOUND when none is connected yet. TELEGRAM_MINI_APP (initData) signs a new Telegram user up silently',
        params: SocialLoginParams,
        body: SocialProof,
        response: { 200: Envelope(LoginResult), ...errors },
      },
    },
    async (request) => {
      const user = await social.login(request.params.type, request.body);
      return { data: { token: app.signToken(user) } };
    },
  );

  app.post(
    '/auth/oauth2/connect/:type',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Connect a provider to my account; answers my session user',
        params: SocialTypeParams,
        body: SocialProof,
        response: { 200: Envelope(SessionUser), ...errors },
      },
    },
    async (request) => {
      await social.connect(request.user.id, request.params.type, request.body);
      return { data: await sessionOf(request.user.id) };
    },
  );

  app.put(
    '/auth/oauth2/telegram/messages',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "Let the shop's bot send me order news on Telegram, or stop it (needs Telegram connected)",
        body: TelegramMessagesBody,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await social.allowTelegramMessages(request.user.id, request.body.allowed, request.body.locale);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/oauth2/disconnect/:type',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Disconnect a provider (refused when it is my only way to sign in); answers my session user',
        params: SocialTypeParams,
        response: { 200: Envelope(SessionUser), ...errors },
      },
    },
    async (request) => {
      await social.disconnect(request.user.id, request.params.type);
      return { data: await sessionOf(request.user.id) };
    },
  );
};

export default authOauth2Routes;
