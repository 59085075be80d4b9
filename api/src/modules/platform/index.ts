// The platform module: what every back-office screen shares (the audit trail, saved list views) and the remotes
// manifest. It registers the audit subscriber on the ORM, so every audited write in any module is recorded.
import type { FastifyPluginAsync } from 'fastify';
import { AuditEntry } from './audit-entry.entity.ts';
import { AuditSubscriber } from './audit-subscriber.ts';
import { auditedEntities } from './audited-entities.ts';
import type { RemotesManifestReader } from './remotes-manifest.ts';
import backendAuditRoutes from './routes/backend-audit.ts';
import backendJobRoutes from './routes/backend-job.ts';
import backendReleaseRoutes from './routes/backend-release.ts';
import backendViewRoutes from './routes/backend-view.ts';
import frontendRemotesRoutes from './routes/frontend-remotes.ts';
import notImplementedRoutes from './routes/not-implemented.ts';
import { SavedView } from './saved-view.entity.ts';
import { BackgroundJob } from './jobs/background-job.entity.ts';
import { platformServices } from './platform-services.ts';

export const platformEntities = [AuditEntry, SavedView, BackgroundJob];

export interface PlatformOptions {
  remotesManifest: RemotesManifestReader;
  /** The manifest file a release rewrites, and the shell being served (what it provides to the remotes). */
  releases: { manifestFile: string; shellDist: string | undefined };
}

const platformModule: FastifyPluginAsync<PlatformOptions> = async (app, options) => {
  app.orm.em.getEventManager().registerSubscriber(new AuditSubscriber(auditedEntities));
  await app.register(frontendRemotesRoutes, { manifest: options.remotesManifest });
  const services = platformServices(app.orm, options.releases);
  await app.register(backendAuditRoutes, { services });
  await app.register(backendViewRoutes, { services });
  await app.register(backendJobRoutes, { services });
  await app.register(backendReleaseRoutes, { services });
  await app.register(notImplementedRoutes);
};

export default platformModule;
