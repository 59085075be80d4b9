// Exposed as `mfe_admin_stock/routes`: stock, suppliers, stores and catalogue data, relative to `/:locale/admin`.
// Each page's menu entry is declared in package.json `shop.nav` (the shell renders what the release declares).
import '../lib/i18n.ts';
import type { RouteObject } from 'react-router';

const placeholders = () => import('./pages/placeholder-pages.tsx');
const screens = () => import('./pages/screens.tsx');

export const admin: RouteObject[] = [
  { path: 'stock', lazy: async () => ({ Component: (await screens()).StockScreen }) },
  { path: 'stock-history/:id', lazy: async () => ({ Component: (await screens()).StockHistoryScreen }) },
  { path: 'suppliers', lazy: async () => ({ Component: (await screens()).SuppliersScreen }) },
  { path: 'stores/mine', lazy: async () => ({ Component: (await screens()).MyStoreScreen }) },
  { path: 'stores', lazy: async () => ({ Component: (await screens()).StoresScreen }) },
  { path: 'catalogue', lazy: async () => ({ Component: (await placeholders()).CataloguePage }) },
  { path: 'unit-types', lazy: async () => ({ Component: (await screens()).UnitTypesScreen }) },
  { path: 'years', lazy: async () => ({ Component: (await screens()).YearsScreen }) },
];
