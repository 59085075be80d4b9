// Password reset by a code sent to the account (/auth/reset...). Every answer is the same whether or not
// the account exists; attempts are throttled per account and per address like sign-in.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorBody,
  LoginResult,
  ResetChangePasswordBody,
  ResetCheckBody,
  ResetChecked,
  ResetSendBody,
  ResetSent,
} from '@shop/contracts';
import { RESET_CODE_MINUTES } from '../password-reset.service.ts';
import { signInThrottle } from '../sign-in-throttle.ts';
import type { IdentityServices } from '../identity-services.ts';

const authResetRoutes: FastifyPluginAsyncTypebox<{ services: IdentityServices }> = async (app, { services }) => {
  const { resets } = services;
  const throttle = signInThrottle(app, 'reset', {
    perAddress: app.config.loginAddressRateLimit,
    freeFailures: app.config.loginFreeFailures,
  });

  app.post(
    '/auth/reset/send',
    {
      config: { access: 'public' },
      ...throttle,
      schema: {
        tags: ['auth'],
        summary: `Sends a reset code (valid ${RESET_CODE_MINUTES} minutes, once) to the account's e-mail or phone; same answer whether or not the account exists`,
        body: ResetSendBody,
        response: { 200: Envelope(ResetSent), 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      await resets.send(request.body.username);
      return { data: { sent: true as const, expiresInMinutes: RESET_CODE_MINUTES } };
    },
  );

  app.post(
    '/auth/reset',
    {
      config: { access: 'public' },
      ...throttle,
      schema: {
        tags: ['auth'],
        summary: 'Checks a reset code without using it up',
        body: ResetCheckBody,
        response: { 200: Envelope(ResetChecked), 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      await resets.check(request.body.username, request.body.code);
      return { data: { valid: true as const } };
    },
  );

  app.post(
    '/auth/reset/change-password',
    {
      config: { access: 'public' },
      ...throttle,
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with a valid reset code; revokes every token and answers a new one',
        body: ResetChangePasswordBody,
        response: { 200: Envelope(LoginResult), 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const user = await resets.changePassword(request.body.username, request.body.code, request.body.password);
      return { data: { token: app.signToken(user) } };
    },
  );
};

export default authResetRoutes;
