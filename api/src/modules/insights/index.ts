// The insights module: the back-office dashboards (sales rollups kept by triggers) and storefront visitors.
import type { FastifyPluginAsync } from 'fastify';
import backendDashboardRoutes from './routes/backend-dashboard.ts';
import backendVisitorRoutes from './routes/backend-visitor.ts';
import frontendVisitRoutes from './routes/frontend-visit.ts';
import { SalesLineVehicle } from './sales-line-vehicle.entity.ts';
import { SalesRollup } from './sales-rollup.entity.ts';
import { StockSales } from './stock-sales.entity.ts';
import { VehicleSalesRollup } from './vehicle-sales-rollup.entity.ts';
import { visitorSaltJob } from './visitor-salt-job.ts';
import { VisitorSalt } from './visitor-salt.entity.ts';
import { VisitorService } from './visitor.service.ts';
import { Visitor } from './visitor.entity.ts';

export const insightsEntities = [SalesRollup, VehicleSalesRollup, StockSales, SalesLineVehicle, Visitor, VisitorSalt];

const insightsModule: FastifyPluginAsync = async (app) => {
  app.jobs?.define(visitorSaltJob(new VisitorService(app.orm)));
  await app.register(backendDashboardRoutes);
  await app.register(backendVisitorRoutes);
  await app.register(frontendVisitRoutes);
};

export default insightsModule;
