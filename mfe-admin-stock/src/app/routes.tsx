// Exposed as `mfe_admin_stock/routes`: stock, suppliers, stores and catalogue data, relative to `/:locale/admin`.
// Each page's menu entry is declared in package.json `shop.nav` (the shell renders what the release declares).
import '../lib/i18n.ts';
import type { RouteObject } from 'react-router';

const screens = () => import('./pages/screens.tsx');
const catalogue = () => import('./pages/catalogue-screens.tsx');
const importScreen = () => import('./pages/import-screen.tsx');

export const admin: RouteObject[] = [
  { path: 'stock', lazy: async () => ({ Component: (await screens()).StockScreen }) },
  { path: 'stock-history/:id', lazy: async () => ({ Component: (await screens()).StockHistoryScreen }) },
  { path: 'suppliers', lazy: async () => ({ Component: (await screens()).SuppliersScreen }) },
  { path: 'stores/mine', lazy: async () => ({ Component: (await screens()).MyStoreScreen }) },
  { path: 'stores', lazy: async () => ({ Component: (await screens()).StoresScreen }) },
  { path: 'catalogue', lazy: async () => ({ Component: (await catalogue()).CatalogueScreen }) },
  { path: 'brands', lazy: async () => ({ Component: (await catalogue()).BrandsScreen }) },
  { path: 'uncarried-brands', lazy: async () => ({ Component: (await catalogue()).UncarriedBrandsScreen }) },
  { path: 'models', lazy: async () => ({ Component: (await catalogue()).ModelsScreen }) },
  { path: 'categories', lazy: async () => ({ Component: (await catalogue()).CategoriesScreen }) },
  { path: 'accessory-categories', lazy: async () => ({ Component: (await catalogue()).AccessoryCategoriesScreen }) },
  { path: 'makers', lazy: async () => ({ Component: (await catalogue()).MakersScreen }) },
  { path: 'parts', lazy: async () => ({ Component: (await catalogue()).PartsScreen }) },
  { path: 'parts/:id', lazy: async () => ({ Component: (await catalogue()).PartScreen }) },
  { path: 'accessories', lazy: async () => ({ Component: (await catalogue()).AccessoriesScreen }) },
  { path: 'items', lazy: async () => ({ Component: (await catalogue()).ItemsScreen }) },
  { path: 'unit-types', lazy: async () => ({ Component: (await screens()).UnitTypesScreen }) },
  { path: 'years', lazy: async () => ({ Component: (await screens()).YearsScreen }) },
  { path: 'import', lazy: async () => ({ Component: (await importScreen()).ImportScreen }) },
];
