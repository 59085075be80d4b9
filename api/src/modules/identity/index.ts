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
import { identityServices } from './identity-services.ts';

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
  const services = identityServices(app);
  await app.register(authRoutes, { services });
  await app.register(authResetRoutes, { services });
  await app.register(authOauth2Routes, { services });
  await app.register(frontendLocationRoutes, { services });
  await app.register(frontendUserLocationRoutes, { services });
  await app.register(frontendUserRoutes, { services });
  await app.register(backendUserRoutes, { services });
  await app.register(backendSupplierAccountRoutes, { services });
  await app.register(backendLocationRoutes, { services });
  await app.register(backendDistrictRoutes);
};

export default identityModule;
