// Exposed as `mfe_catalog/routes`: the storefront pages of the catalogue, relative to `/:locale`.
import '../lib/i18n.ts';
import type { RouteObject } from 'react-router';

export const storefront: RouteObject[] = [
  {
    index: true,
    lazy: async () => {
      const { HomePage, homeLoader } = await import('./pages/home-page.tsx');
      return { Component: HomePage, loader: homeLoader };
    },
  },
  { path: 'filter', lazy: async () => ({ Component: (await import('./pages/filter-page.tsx')).FilterPage }) },
  { path: 'accessories', lazy: async () => ({ Component: (await import('./pages/accessories-page.tsx')).AccessoriesPage }) },
  { path: 'search', lazy: async () => ({ Component: (await import('./pages/search-page.tsx')).SearchPage }) },
];
