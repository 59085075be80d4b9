// Exposed as `mfe_admin_stock/routes`: stock, suppliers, stores and catalogue data, relative to `/:locale/admin`.
import '../lib/i18n.ts';
import type { RouteObject } from 'react-router';

const pages = () => import('./pages/placeholder-pages.tsx');

export const admin: RouteObject[] = [
  { path: 'stock', lazy: async () => ({ Component: (await pages()).StockPage }) },
  { path: 'suppliers', lazy: async () => ({ Component: (await pages()).SuppliersPage }) },
  { path: 'stores', lazy: async () => ({ Component: (await pages()).StoresPage }) },
  { path: 'catalogue', lazy: async () => ({ Component: (await pages()).CataloguePage }) },
];
