// Exposed as `mfe_admin_orders/routes`: orders, invoices, receipts and supplier returns, relative to `/:locale/admin`.
// Each page's menu entry is declared in package.json `shop.nav` (the shell renders what the release declares).
import '../lib/i18n.ts';
import type { RouteObject } from 'react-router';

const screens = () => import('./pages/screens.tsx');

export const admin: RouteObject[] = [
  { path: 'orders', lazy: async () => ({ Component: (await screens()).OrdersScreen }) },
  // The selected orders' packing slips in one printable page (?ids=3,5,8), from the orders desk's bulk action.
  { path: 'orders/packing-slips', lazy: async () => ({ Component: (await screens()).PackingSlipsScreen }) },
  { path: 'orders/:id', lazy: async () => ({ Component: (await screens()).OrderDetailScreen }) },
  {
    path: 'orders/:id/packing-slip/:supplierId',
    lazy: async () => ({ Component: (await screens()).PackingSlipScreen }),
  },
  { path: 'invoices', lazy: async () => ({ Component: (await screens()).InvoicesScreen }) },
  { path: 'invoices/:id/print', lazy: async () => ({ Component: (await screens()).InvoicePrintScreen }) },
  { path: 'receipts', lazy: async () => ({ Component: (await screens()).ReceiptsScreen }) },
  { path: 'returns', lazy: async () => ({ Component: (await screens()).ReturnsScreen }) },
  { path: 'returns/:id', lazy: async () => ({ Component: (await screens()).ReturnDetailScreen }) },
];
