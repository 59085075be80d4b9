// Exposed as `mfe_admin_orders/routes`: orders, invoices, receipts and supplier returns, relative to `/:locale/admin`.
import '../lib/i18n.ts';
import type { RouteObject } from 'react-router';

const pages = () => import('./pages/placeholder-pages.tsx');

export const admin: RouteObject[] = [
  { path: 'orders', lazy: async () => ({ Component: (await pages()).OrdersPage }) },
  { path: 'invoices', lazy: async () => ({ Component: (await pages()).InvoicesPage }) },
  { path: 'receipts', lazy: async () => ({ Component: (await pages()).ReceiptsPage }) },
  { path: 'returns', lazy: async () => ({ Component: (await pages()).ReturnsPage }) },
];
