// The domain modules, one plugin each (`<domain>/index.ts` registers its routes and lists its entities). Every route
// registered in this scope must declare who may call it, and runs with its caller as the audit trail's actor.
import type { FastifyPluginAsync } from 'fastify';
import { requireAccessDeclaration } from '../plugins/auth.ts';
import catalogModule from './catalog/index.ts';
import catalogImportModule from './catalog-import/index.ts';
import commerceModule from './commerce/index.ts';
import contentModule from './content/index.ts';
import healthModule from './health/index.ts';
import identityModule from './identity/index.ts';
import insightsModule from './insights/index.ts';
import notificationsModule from './notifications/index.ts';
import { auditScopeHook } from './platform/audit-context.ts';
import platformModule, { type PlatformOptions } from './platform/index.ts';
import seoModule from './seo/index.ts';
import type { RemotesManifestReader } from './platform/remotes-manifest.ts';
import supplyModule from './supply/index.ts';
import { decorateStaffScope } from './supply/staff-scope.ts';

export interface ModulesOptions {
  remotesManifest: RemotesManifestReader;
  releases: PlatformOptions['releases'];
}

const modules: FastifyPluginAsync<ModulesOptions> = async (app, options) => {
  app.addHook('onRoute', requireAccessDeclaration);
  // Before any module: a scope's hooks reach only the plugins registered after them.
  app.addHook('preHandler', auditScopeHook);
  decorateStaffScope(app);
  await app.register(healthModule);
  await app.register(platformModule, { remotesManifest: options.remotesManifest, releases: options.releases });
  // Before the modules that notify (identity: dealer approval; commerce: orders), which use `app.notifications`.
  await app.register(notificationsModule);
  await app.register(identityModule);
  await app.register(catalogModule);
  await app.register(contentModule);
  // After notifications: the stock ledger notifies of low stock; before commerce, whose orders go through the ledger.
  await app.register(supplyModule);
  await app.register(commerceModule);
  await app.register(insightsModule);
  await app.register(seoModule);
  await app.register(catalogImportModule);
};

export default modules;
