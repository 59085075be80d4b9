// The catalogue module: the storefront's browsing (vehicles, parts, accessories, search) and the back-office's
// catalogue desk: reference data (unit types, years, brands, models, categories, makers), parts, fitments, items, units.
import type { FastifyPluginAsync } from 'fastify';
import { Brand } from './brand.entity.ts';
import { catalogEntities as tables } from './entities.ts';
import backendBrandItemRoutes from './routes/backend-brand-item.ts';
import backendBrandRoutes from './routes/backend-brand.ts';
import backendCategoryRoutes from './routes/backend-category.ts';
import backendItemUnitRoutes from './routes/backend-item-unit.ts';
import backendItemRoutes from './routes/backend-item.ts';
import backendModelRoutes from './routes/backend-model.ts';
import backendPartFitRoutes from './routes/backend-part-fit.ts';
import backendPartRoutes from './routes/backend-part.ts';
import backendPartNumbersRoutes from './routes/backend-part-numbers.ts';
import backendUncarriedBrandRoutes from './routes/backend-uncarried-brand.ts';
import backendUnitTypeRoutes from './routes/backend-unit-type.ts';
import backendYearRoutes from './routes/backend-year.ts';
import frontendBrandRoutes from './routes/frontend-brand.ts';
import frontendCatalogRoutes from './routes/frontend-catalog.ts';
import frontendDashboardRoutes from './routes/frontend-dashboard.ts';
import frontendPartRoutes from './routes/frontend-part.ts';
import { catalogServices } from './catalog-services.ts';

export const catalogEntities = [Brand, ...tables];

const catalogModule: FastifyPluginAsync = async (app) => {
  const services = catalogServices(app.orm);
  await app.register(frontendBrandRoutes, { services });
  await app.register(frontendCatalogRoutes, { services });
  await app.register(frontendPartRoutes, { services });
  await app.register(frontendDashboardRoutes, { services });
  await app.register(backendUnitTypeRoutes);
  await app.register(backendYearRoutes);
  // The catalogue desk (issue 12).
  await app.register(backendBrandRoutes);
  await app.register(backendUncarriedBrandRoutes);
  await app.register(backendModelRoutes, { services });
  await app.register(backendCategoryRoutes);
  await app.register(backendBrandItemRoutes, { services });
  await app.register(backendPartRoutes, { services });
  await app.register(backendPartNumbersRoutes, { services });
  await app.register(backendPartFitRoutes, { services });
  await app.register(backendItemRoutes, { services });
  await app.register(backendItemUnitRoutes, { services });
};

export default catalogModule;
