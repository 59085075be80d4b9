// The catalogue module: the storefront's browsing (vehicles, parts, accessories, search) and the back-office's
// reference data kept with the CRUD helper (unit types, years).
import type { FastifyPluginAsync } from 'fastify';
import { Brand } from './brand.entity.ts';
import { catalogEntities as tables } from './entities.ts';
import backendUnitTypeRoutes from './routes/backend-unit-type.ts';
import backendYearRoutes from './routes/backend-year.ts';
import frontendBrandRoutes from './routes/frontend-brand.ts';
import frontendCatalogRoutes from './routes/frontend-catalog.ts';
import frontendDashboardRoutes from './routes/frontend-dashboard.ts';
import frontendPartRoutes from './routes/frontend-part.ts';

export const catalogEntities = [Brand, ...tables];

const catalogModule: FastifyPluginAsync = async (app) => {
  await app.register(frontendBrandRoutes);
  await app.register(frontendCatalogRoutes);
  await app.register(frontendPartRoutes);
  await app.register(frontendDashboardRoutes);
  await app.register(backendUnitTypeRoutes);
  await app.register(backendYearRoutes);
};

export default catalogModule;
