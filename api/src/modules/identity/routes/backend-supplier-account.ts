// Supplier sign-in accounts (/api/backend/supplier: me, profile, change-password, reset/:id). The Supplier
// itself (its CRUD, enabling, its store) belongs to the supply module, which creates the account with
// AccountService.createAccount inside its own transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordBody,
  Envelope,
  ErrorBody,
  IdParams,
  LoginResult,
  ProfileBody,
  SetPasswordBody,
  SupplierAccount,
} from '@shop/contracts';
import { passwordChangeThrottle } from '../sign-in-throttle.ts';
import { toSupplierAccount } from '../dto.ts';
import type { IdentityServices } from '../identity-services.ts';

const backendSupplierAccountRoutes: FastifyPluginAsyncTypebox<{ services: IdentityServices }> = async (
  app,
  { services },
) => {
  const { accounts } = services;
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const tags = ['supplier'];

  app.get(
    '/api/backend/supplier/me',
    {
      config: { access: 'supplier' },
      schema: { tags, summary: 'My supplier account', response: { 200: Envelope(SupplierAccount), ...errors } },
    },
    async (request) => ({ data: toSupplierAccount(await accounts.supplierAccount(request.user.id)) }),
  );

  app.put(
    '/api/backend/supplier/profile',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        summary: 'Change my name, e-mail or phone',
        body: ProfileBody,
        response: { 200: Envelope(SupplierAccount), ...errors },
      },
    },
    async (request) => ({ data: toSupplierAccount(await accounts.updateProfile(request.user.id, request.body)) }),
  );

  app.put(
    '/api/backend/supplier/change-password',
    {
      config: { access: 'supplier' },
      ...passwordChangeThrottle(app),
      schema: {
        tags,
        summary: 'Change my password; signs out every other session and answers my new token',
        body: ChangePasswordBody,
        response: { 200: Envelope(LoginResult), ...errors, 429: ErrorBody },
      },
    },
    async (request) => {
      const user = await accounts.changeOwnPassword(request.user.id, request.body);
      return { data: { token: app.signToken(user) } };
    },
  );

  app.put(
    '/api/backend/supplier/reset/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Set the password of supplier :id's account; signs it out everywhere",
        params: IdParams,
        body: SetPasswordBody,
        response: { 200: Envelope(SupplierAccount), ...errors },
      },
    },
    async (request) => ({
      data: toSupplierAccount(await accounts.resetSupplierPassword(request.params.id, request.body.password)),
    }),
  );
};

export default backendSupplierAccountRoutes;
