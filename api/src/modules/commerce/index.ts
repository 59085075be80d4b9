// The commerce module: carts, favourites, garages, orders, invoices, reviews, payment methods and currencies. Orders notify
// through the notifications module's service (`app.notifications`).
import type { FastifyPluginAsync } from 'fastify';
import { commerceServices } from './commerce-services.ts';
import { commerceEntities } from './entities.ts';
import backendCurrencyRoutes from './routes/backend-currency.ts';
import backendDeliveryZoneRoutes from './routes/backend-delivery-zone.ts';
import frontendDeliveryRoutes from './routes/frontend-delivery.ts';
import backendInvoiceRoutes from './routes/backend-invoice.ts';
import { BakongClient } from './bakong-client.ts';
import { KhqrConfirmation, khqrCheckJob, watchOrder } from './khqr-confirmation.ts';
import backendOrderPaymentCheckRoutes from './routes/backend-order-payment-check.ts';
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
  // Told of each KHQR shown, once the bank confirmation (which reads these services) exists.
  const services = commerceServices(app.orm, app.notifications, app.stockLedger, async (orderId) => shown?.(orderId));
  await app.register(frontendCartRoutes, { services });
  await app.register(frontendGarageRoutes, { services });
  await app.register(frontendOrderRoutes, { services });
  // Bank confirmation of KHQR payments, where Bakong access is configured: asked on a schedule (a job, when this
  // process has a queue) from the first time a code is shown, and by staff at any time.
  const confirmation = app.config.bakong
    ? new KhqrConfirmation(app.orm, new BakongClient(app.config.bakong), services, app.notifications)
    : undefined;
  const jobs = app.jobs;
  if (confirmation && jobs) jobs.define(khqrCheckJob(confirmation, jobs, app.log));
  const shown =
    confirmation && jobs
      ? (orderId: number) =>
          watchOrder(jobs, orderId, 10).catch((error: unknown) =>
            app.log.error({ err: error, orderId }, 'could not schedule the bank check of a KHQR'),
          )
      : undefined;
  await app.register(frontendOrderKhqrRoutes, { services });
  await app.register(backendOrderPaymentCheckRoutes, { confirmation, services });
  await app.register(backendOrderRoutes, { services });
  await app.register(backendInvoiceRoutes, { services });
  await app.register(backendReceiptRoutes, { services });
  await app.register(backendSupplierReturnRoutes, { services });
  await app.register(backendUserOrderRoutes, { services });
  await app.register(paymentMethodRoutes);
  await app.register(frontendReviewRoutes, { services });
  await app.register(backendReviewRoutes, { services });
  await app.register(backendCurrencyRoutes);
  await app.register(backendDeliveryZoneRoutes);
  await app.register(frontendDeliveryRoutes, { services });
};

export default commerceModule;
