// The commerce module: carts, favourites, garages, orders, invoices, reviews, payment methods and currencies. Orders notify
// through the notifications module's service (`app.notifications`).
import type { FastifyPluginAsync } from 'fastify';
import { commerceServices } from './commerce-services.ts';
import { commerceEntities } from './entities.ts';
import backendCurrencyRoutes from './routes/backend-currency.ts';
import backendInvoiceRoutes from './routes/backend-invoice.ts';
import backendOrderRoutes from './routes/backend-order.ts';
import backendReceiptRoutes from './routes/backend-receipt.ts';
import backendSupplierReturnRoutes from './routes/backend-supplier-return.ts';
import backendUserOrderRoutes from './routes/backend-user-order.ts';
import frontendCartRoutes from './routes/frontend-cart.ts';
import frontendGarageRoutes from './routes/frontend-garage.ts';
import frontendOrderRoutes from './routes/frontend-order.ts';
import frontendOrderKhqrRoutes from './routes/frontend-order-khqr.ts';
import frontendReviewRoutes from './routes/frontend-review.ts';
import backendReviewRoutes from './routes/backend-review.ts';
import paymentMethodRoutes from './routes/payment-method.ts';

export { commerceEntities };

const commerceModule: FastifyPluginAsync = async (app) => {
  const services = commerceServices(app.orm, app.notifications, app.stockLedger);
  await app.register(frontendCartRoutes);
  await app.register(frontendGarageRoutes);
  await app.register(frontendOrderRoutes, { services });
  await app.register(frontendOrderKhqrRoutes);
  await app.register(backendOrderRoutes, { services });
  await app.register(backendInvoiceRoutes, { services });
  await app.register(backendReceiptRoutes, { services });
  await app.register(backendSupplierReturnRoutes, { services });
  await app.register(backendUserOrderRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(frontendReviewRoutes);
  await app.register(backendReviewRoutes);
  await app.register(backendCurrencyRoutes);
};

export default commerceModule;
