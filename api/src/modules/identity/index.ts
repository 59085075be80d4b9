// The identity module: accounts, sign-in, saved locations, back-office users and supplier accounts.
import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './routes/auth.ts';
import authOauth2Routes from './routes/auth-oauth2.ts';
import authResetRoutes from './routes/auth-reset.ts';
import backendDistrictRoutes from './routes/backend-district.ts';
import backendLocationRoutes from './routes/backend-location.ts';
import backendSupplierAccountRoutes from './routes/backend-supplier-account.ts';
import backendUserRoutes from './routes/backend-user.ts';
import frontendLocationRoutes from './routes/frontend-location.ts';
import frontendUserLocationRoutes from './routes/frontend-user-location.ts';
import frontendUserRoutes from './routes/frontend-user.ts';
import { District } from './district.entity.ts';
import { Location } from './location.entity.ts';
import { MessageOutbox } from './message-outbox.entity.ts';
import { deliverOutbox } from './messaging/outbox-jobs.ts';
import { PasswordResetCode } from './password-reset-code.entity.ts';
import { SocialAccount } from './social-account.entity.ts';
import { UserLocation } from './user-location.entity.ts';
import { User } from './user.entity.ts';

export const identityEntities = [
  User,
  Location,
  District,
  UserLocation,
  SocialAccount,
  PasswordResetCode,
  MessageOutbox,
];

const identityModule: FastifyPluginAsync = async (app) => {
  deliverOutbox(app);
  await app.register(authRoutes);
  await app.register(authResetRoutes);
  await app.register(authOauth2Routes);
  await app.register(frontendLocationRoutes);
  await app.register(frontendUserLocationRoutes);
  await app.register(frontendUserRoutes);
  await app.register(backendUserRoutes);
  await app.register(backendSupplierAccountRoutes);
  await app.register(backendLocationRoutes);
  await app.register(backendDistrictRoutes);
};

export default identityModule;
