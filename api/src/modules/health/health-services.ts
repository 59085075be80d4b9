// The health module's services, made once and shared by its route files.
import type { Orm } from '../../db/orm.ts';
import { HealthService } from './health.service.ts';

export interface HealthServices {
  health: HealthService;
}

export function healthServices(orm: Orm): HealthServices {
  return { health: new HealthService(orm) };
}
