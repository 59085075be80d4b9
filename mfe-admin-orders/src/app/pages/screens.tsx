// The kit-built screens, each inside this remote's page root.
import { InvoicePrintPage } from '../../features/invoices/components/invoice-print-page.tsx';
import { InvoicesPage } from '../../features/invoices/components/invoices-page.tsx';
import { OrderDetailPage } from '../../features/orders/components/order-detail-page.tsx';
import { PackingSlipPage } from '../../features/orders/components/packing-slip-page.tsx';
import { PackingSlipsPage } from '../../features/orders/components/packing-slips-page.tsx';
import { OrdersPage } from '../../features/orders/components/orders-page.tsx';
import { ReceiptsPage } from '../../features/receipts/components/receipts-page.tsx';
import { ReturnDetailPage } from '../../features/returns/components/return-detail-page.tsx';
import { ReturnsPage } from '../../features/returns/components/returns-page.tsx';
import { Page } from '../../lib/page.tsx';

export const OrdersScreen = () => (
  <Page>
    <OrdersPage />
  </Page>
);
export const OrderDetailScreen = () => (
  <Page>
    <OrderDetailPage />
  </Page>
);
export const PackingSlipScreen = () => (
  <Page>
    <PackingSlipPage />
  </Page>
);
export const PackingSlipsScreen = () => (
  <Page>
    <PackingSlipsPage />
  </Page>
);
export const InvoicesScreen = () => (
  <Page>
    <InvoicesPage />
  </Page>
);
export const InvoicePrintScreen = () => (
  <Page>
    <InvoicePrintPage />
  </Page>
);
export const ReturnsScreen = () => (
  <Page>
    <ReturnsPage />
  </Page>
);
export const ReturnDetailScreen = () => (
  <Page>
    <ReturnDetailPage />
  </Page>
);
export const ReceiptsScreen = () => (
  <Page>
    <ReceiptsPage />
  </Page>
);
