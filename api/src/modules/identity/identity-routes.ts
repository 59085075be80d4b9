// The identity module's routes besides /auth/login, /auth/me and /auth/logout (routes/auth.ts).
import type { FastifyPluginAsync } from 'fastify';
import authOauth2Routes from './routes/auth-oauth2.ts';
import authResetRoutes from './routes/auth-reset.ts';
import backendLocationRoutes from './routes/backend-location.ts';
import backendSupplierAccountRoutes from './routes/backend-supplier-account.ts';
import backendUserRoutes from './routes/backend-user.ts';
import frontendLocationRoutes from './routes/frontend-location.ts';
import frontendUserLocationRoutes from './routes/frontend-user-location.ts';
import frontendUserRoutes from './routes/frontend-user.ts';

const identityRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authResetRoutes);
  await app.register(authOauth2Routes);
  await app.register(frontendLocationRoutes);
  await app.register(frontendUserLocationRoutes);
  await app.register(frontendUserRoutes);
  await app.register(backendUserRoutes);
  await app.register(backendSupplierAccountRoutes);
  await app.register(backendLocationRoutes);
};

export default identityRoutes;
