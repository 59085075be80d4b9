// The catalogue's bulk import and export (parts and fitments as CSV). It has no entities of its own: it writes the
// catalogue and supply tables in set-based statements, with their audit entries and stock history.
import type { FastifyPluginAsync } from 'fastify';
import backendImportRoutes from './routes/backend-import.ts';
import { catalogImportServices } from './catalog-import-services.ts';

const catalogImportModule: FastifyPluginAsync = async (app) => {
  await app.register(backendImportRoutes, { services: catalogImportServices(app.orm) });
};

export default catalogImportModule;
