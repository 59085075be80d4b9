// The domain modules. Every route registered in this scope must declare who may call it.
import type { FastifyPluginAsync } from 'fastify';
import { requireAccessDeclaration } from '../plugins/auth.ts';
import healthRoutes from './health/routes/health.ts';
import authRoutes from './identity/routes/auth.ts';
import identityRoutes from './identity/identity-routes.ts';
import frontendBrandRoutes from './catalog/routes/frontend-brand.ts';
import platformModule from './platform/index.ts';
import { auditScopeHook } from './platform/audit-context.ts';
import backendUnitTypeRoutes from './catalog/routes/backend-unit-type.ts';
import backendYearRoutes from './catalog/routes/backend-year.ts';
import frontendCatalogRoutes from './catalog/routes/frontend-catalog.ts';
import frontendPartRoutes from './catalog/routes/frontend-part.ts';
import frontendDashboardRoutes from './catalog/routes/frontend-dashboard.ts';
import backendSupplierRoutes from './supply/routes/backend-supplier.ts';
import backendStoreRoutes from './supply/routes/backend-store.ts';
import contentModule from './content/index.ts';
import commerceRoutes from './commerce/commerce-routes.ts';
import type { RemotesManifestReader } from './platform/remotes-manifest.ts';

export interface ModulesOptions {
  remotesManifest: RemotesManifestReader;
}

const modules: FastifyPluginAsync<ModulesOptions> = async (app, options) => {
  app.addHook('onRoute', requireAccessDeclaration);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(identityRoutes);
  await app.register(frontendBrandRoutes);
  // Every write of a request is recorded in the audit trail as its signed-in caller's.
  app.addHook('preHandler', auditScopeHook);
  await app.register(platformModule, { remotesManifest: options.remotesManifest });
  await app.register(frontendCatalogRoutes);
  await app.register(frontendPartRoutes);
  await app.register(frontendDashboardRoutes);
  await app.register(backendSupplierRoutes);
  await app.register(backendStoreRoutes);
  await app.register(contentModule);
  await app.register(commerceRoutes);
  await app.register(backendUnitTypeRoutes);
  await app.register(backendYearRoutes);
};

export default modules;
