// The insights module: the back-office dashboards (sales rollups kept by triggers) and storefront visitors.
import type { FastifyPluginAsync } from 'fastify';
import backendDashboardRoutes from './routes/backend-dashboard.ts';
import backendVisitorRoutes from './routes/backend-visitor.ts';
import frontendVisitRoutes from './routes/frontend-visit.ts';
import { SalesLineVehicle } from './sales-line-vehicle.entity.ts';
import { DeliveryFeeRollup, LineAmountRollup, StockAmountRollup, VehicleAmountRollup } from './amount-rollup.entity.ts';
import { SalesRollup } from './sales-rollup.entity.ts';
import { StockSales } from './stock-sales.entity.ts';
import { VehicleSalesRollup } from './vehicle-sales-rollup.entity.ts';
import { visitorSaltJob } from './visitor-salt-job.ts';
import { VisitorSalt } from './visitor-salt.entity.ts';
import { Visitor } from './visitor.entity.ts';
import { insightsServices } from './insights-services.ts';

export const insightsEntities = [
  SalesRollup,
  LineAmountRollup,
  DeliveryFeeRollup,
  StockAmountRollup,
  VehicleAmountRollup,
  VehicleSalesRollup,
  StockSales,
  SalesLineVehicle,
  Visitor,
  VisitorSalt,
];

const insightsModule: FastifyPluginAsync = async (app) => {
  const services = insightsServices(app.orm);
  app.jobs?.define(visitorSaltJob(services.visitors));
  await app.register(backendDashboardRoutes, { services });
  await app.register(backendVisitorRoutes, { services });
  await app.register(frontendVisitRoutes, { services });
};

export default insightsModule;
