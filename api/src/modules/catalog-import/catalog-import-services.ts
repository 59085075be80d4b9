// The catalogue import module's services, made once and shared by its route file.
import type { Orm } from '../../db/orm.ts';
import { JobService } from '../platform/jobs/job.service.ts';
import { CatalogImportService } from './import.service.ts';

export interface CatalogImportServices {
  imports: CatalogImportService;
  jobs: JobService;
}

export function catalogImportServices(orm: Orm): CatalogImportServices {
  return { imports: new CatalogImportService(orm), jobs: new JobService(orm) };
}
