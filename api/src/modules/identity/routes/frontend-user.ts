// A shopper's own account (/api/frontend/user): profile, password, default location. Own id only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordBody,
  DefaultLocationBody,
  Envelope,
  ErrorBody,
  IdParams,
  LoginResult,
  ProfileBody,
  SessionUser,
  UserLocation,
} from '@shop/contracts';
import Type from 'typebox';
import { forbidden, notFound } from '../../../lib/http-error.ts';
import { passwordChangeThrottle } from '../sign-in-throttle.ts';
import type { IdentityServices } from '../identity-services.ts';

const ownIdOnly = (paramId: number, userId: number) => {
  if (paramId !== userId) throw forbidden('You can only change your own account');
};

const frontendUserRoutes: FastifyPluginAsyncTypebox<{ services: IdentityServices }> = async (app, { services }) => {
  const { accounts, userLocations: locations } = services;
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.put(
    '/api/frontend/user/:id',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['user'],
        summary: 'Update my profile (name, e-mail, phone); answers the session user',
        params: IdParams,
        body: ProfileBody,
        response: { 200: Envelope(SessionUser), ...errors },
      },
    },
    async (request) => {
      ownIdOnly(request.params.id, request.user.id);
      const user = await accounts.updateProfile(request.user.id, request.body);
      return { data: await app.identity.sessionUser(user) };
    },
  );

  app.put(
    '/api/frontend/user/change-password/:id',
    {
      config: { access: 'shopper' },
      ...passwordChangeThrottle(app),
      schema: {
        tags: ['user'],
        summary: 'Change my password; signs out every other session and answers my new token',
        params: IdParams,
        body: ChangePasswordBody,
        response: { 200: Envelope(LoginResult), ...errors, 429: ErrorBody },
      },
    },
    async (request) => {
      ownIdOnly(request.params.id, request.user.id);
      const user = await accounts.changeOwnPassword(request.user.id, request.body);
      return { data: { token: app.signToken(user) } };
    },
  );

  app.put(
    '/api/frontend/user/update-location/:id',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['user'],
        summary: 'Choose my default location; answers my saved locations, the default first',
        params: IdParams,
        body: DefaultLocationBody,
        response: { 200: Envelope(Type.Array(UserLocation)), ...errors },
      },
    },
    async (request) => {
      ownIdOnly(request.params.id, request.user.id);
      const user = await app.identity.findById(request.user.id);
      if (!user) throw notFound(`User ${request.user.id} not found`);
      return { data: await locations.setDefault(user.id, request.body.userLocationId) };
    },
  );
};

export default frontendUserRoutes;
