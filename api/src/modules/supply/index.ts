// The supply module: suppliers, their stores, stock and its history, adjustments, and the stock ledger (shared with
// the commerce module as `app.stockLedger`, so orders change quantities the same way), hence fastify-plugin.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { supplyEntities } from './entities.ts';
import backendAdjustmentRoutes from './routes/backend-adjustment.ts';
import backendStockRoutes from './routes/backend-stock.ts';
import backendStoreRoutes from './routes/backend-store.ts';
import backendSupplierRoutes from './routes/backend-supplier.ts';
import type { StockLedger } from './stock-ledger.ts';
import { supplyServices } from './supply-services.ts';

export { supplyEntities };

declare module 'fastify' {
  interface FastifyInstance {
    stockLedger: StockLedger;
  }
}

const supplyModule: FastifyPluginAsync = fp(
  async (app) => {
    const services = supplyServices(app.orm, app.notifications);
    app.decorate('stockLedger', services.ledger);
    await app.register(backendSupplierRoutes, { services });
    await app.register(backendStoreRoutes, { services });
    await app.register(backendStockRoutes, { services });
    await app.register(backendAdjustmentRoutes, { services });
  },
  { name: 'supply', dependencies: ['notifications-module'] },
);

export default supplyModule;
