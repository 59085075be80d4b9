// Back-office account management (/api/backend/user). Admin accounts only by SUPER_ADMIN (see UserAdminService).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AccountUser,
  ADMIN_USER_TYPES,
  AdminUpdateBody,
  ChangePasswordBody,
  DealerApprovalBody,
  EnableBody,
  Envelope,
  ErrorBody,
  IdParams,
  LoginResult,
  Paged,
  SetPasswordBody,
  UserListQuery,
  UserUpdateBody,
} from '@shop/contracts';
import { forbidden } from '../../../lib/http-error.ts';
import { passwordChangeThrottle } from '../sign-in-throttle.ts';
import type { IdentityServices } from '../identity-services.ts';

// The body of a toggle is optional; an absent one reads as {} (Fastify would otherwise refuse `undefined`).
const optionalBody = async (request: FastifyRequest) => {
  request.body ??= {};
};

const backendUserRoutes: FastifyPluginAsyncTypebox<{ services: IdentityServices }> = async (app, { services }) => {
  const { users, accounts } = services;
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const one = { 200: Envelope(AccountUser), ...errors };
  const tags = ['user'];

  app.get(
    '/api/backend/user',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Accounts, newest first; filter by type, status (active by default), dealer approval, text',
        querystring: UserListQuery,
        response: { 200: Paged(AccountUser), ...errors },
      },
    },
    async (request) => users.list(request.query),
  );

  app.get(
    '/api/backend/user/admin',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin accounts (ADMIN, SUPER_ADMIN, DEVELOPER)',
        querystring: UserListQuery,
        response: { 200: Paged(AccountUser), ...errors },
      },
    },
    async (request) => users.list(request.query, ADMIN_USER_TYPES),
  );

  app.get(
    '/api/backend/user/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'One account, deleted ones included', params: IdParams, response: one },
    },
    async (request) => ({ data: await users.get(request.params.id) }),
  );

  app.put(
    '/api/backend/user/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Change a shopper's account (name, e-mail, phone, type)",
        params: IdParams,
        body: UserUpdateBody,
        response: one,
      },
    },
    async (request) => ({ data: await users.update(request.params.id, request.body) }),
  );

  app.put(
    '/api/backend/user/admin/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'SUPER_ADMIN: make an account an admin, change an admin, or demote one to CUSTOMER',
        params: IdParams,
        body: AdminUpdateBody,
        response: one,
      },
    },
    async (request) => ({ data: await users.updateAdmin(request.user, request.params.id, request.body) }),
  );

  app.put(
    '/api/backend/user/admin/change-password/:id',
    {
      config: { access: 'admin' },
      ...passwordChangeThrottle(app),
      schema: {
        tags,
        summary: 'An admin changes their own password (own id only); answers their new token',
        params: IdParams,
        body: ChangePasswordBody,
        response: { 200: Envelope(LoginResult), ...errors, 429: ErrorBody },
      },
    },
    async (request) => {
      if (request.params.id !== request.user.id) throw forbidden('You can only change your own password here');
      const user = await accounts.changeOwnPassword(request.user.id, request.body);
      return { data: { token: app.signToken(user) } };
    },
  );

  app.put(
    '/api/backend/user/admin/reset-password/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Set somebody's password (an admin's only by SUPER_ADMIN); signs them out everywhere",
        params: IdParams,
        body: SetPasswordBody,
        response: one,
      },
    },
    async (request) => ({ data: await users.resetPassword(request.user, request.params.id, request.body.password) }),
  );

  app.put(
    '/api/backend/user/dealer/:id',
    {
      config: { access: 'admin' },
      preValidation: optionalBody,
      schema: {
        tags,
        summary: 'Approve a dealer (approved: false withdraws the approval)',
        params: IdParams,
        body: DealerApprovalBody,
        response: one,
      },
    },
    async (request) => ({ data: await users.approveDealer(request.params.id, request.body.approved ?? true) }),
  );

  app.put(
    '/api/backend/user/restore/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Undo a soft delete', params: IdParams, response: one },
    },
    async (request) => ({ data: await users.restore(request.user, request.params.id) }),
  );

  app.put(
    '/api/backend/user/enable-or-disable/:id',
    {
      config: { access: 'admin' },
      preValidation: optionalBody,
      schema: {
        tags,
        summary: 'Enable or disable an account (toggles without a body); disabling signs it out everywhere',
        params: IdParams,
        body: EnableBody,
        response: one,
      },
    },
    async (request) => ({ data: await users.enableOrDisable(request.user, request.params.id, request.body.enabled) }),
  );

  app.delete(
    '/api/backend/user/admin/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'SUPER_ADMIN: soft-delete an admin account', params: IdParams, response: one },
    },
    async (request) => ({ data: await users.softDelete(request.user, request.params.id, { admin: true }) }),
  );

  app.delete(
    '/api/backend/user/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Soft-delete a shopper or supplier account (restore with PUT /restore/:id)',
        params: IdParams,
        response: one,
      },
    },
    async (request) => ({ data: await users.softDelete(request.user, request.params.id, { admin: false }) }),
  );
};

export default backendUserRoutes;
