// The health module: GET /health for load balancers and the e2e set-up. No tables.
import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './routes/health.ts';

const healthModule: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};

export default healthModule;
