// The platform module's services, made once and shared by its route files.
import type { Orm } from '../../db/orm.ts';
import { AuditService } from './audit.service.ts';
import { JobService } from './jobs/job.service.ts';
import { ReleaseService } from './release.service.ts';
import { SavedViewService } from './saved-view.service.ts';

export interface PlatformServices {
  audit: AuditService;
  jobs: JobService;
  releases: ReleaseService;
  views: SavedViewService;
}

export function platformServices(
  orm: Orm,
  releases: ConstructorParameters<typeof ReleaseService>[1],
): PlatformServices {
  return {
    audit: new AuditService(orm),
    jobs: new JobService(orm),
    releases: new ReleaseService(orm, releases),
    views: new SavedViewService(orm),
  };
}
