// The health module: GET /health for load balancers and the e2e set-up. No tables.
import type { FastifyPluginAsync } from 'fastify';
import { healthServices } from './health-services.ts';
import healthRoutes from './routes/health.ts';

const healthModule: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes, { services: healthServices(app.orm) });
};

export default healthModule;
