// The supply module: suppliers, their stores and stock.
import type { FastifyPluginAsync } from 'fastify';
import { supplyEntities } from './entities.ts';
import backendStoreRoutes from './routes/backend-store.ts';
import backendSupplierRoutes from './routes/backend-supplier.ts';

export { supplyEntities };

const supplyModule: FastifyPluginAsync = async (app) => {
  await app.register(backendSupplierRoutes);
  await app.register(backendStoreRoutes);
};

export default supplyModule;
