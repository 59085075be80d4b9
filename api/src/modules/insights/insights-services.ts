// The insights module's services, made once and shared by its route files and its job.
import type { Orm } from '../../db/orm.ts';
import { DashboardService } from './dashboard.service.ts';
import { VisitorService } from './visitor.service.ts';

export interface InsightsServices {
  dashboard: DashboardService;
  visitors: VisitorService;
}

export function insightsServices(orm: Orm): InsightsServices {
  return { dashboard: new DashboardService(orm), visitors: new VisitorService(orm) };
}
