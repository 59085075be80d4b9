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
  {
    path: 'filter',
    lazy: async () => {
      const { FilterPage, filterLoader } = await import('./pages/filter-page.tsx');
      // Entering the page reads its first answer; a chip, a filter or "Show more" (only the address's query changes)
      // does not wait for a loader: the page keeps the last answer on screen while its own query loads the next.
      return {
        Component: FilterPage,
        loader: filterLoader,
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      };
    },
  },
  {
    path: 'accessories',
    lazy: async () => ({ Component: (await import('./pages/accessories-page.tsx')).AccessoriesPage }),
  },
  {
    path: 'accessories/:id',
    lazy: async () => {
      const { AccessoryPage, accessoryLoader } = await import('./pages/accessory-page.tsx');
      return { Component: AccessoryPage, loader: accessoryLoader };
    },
  },
  { path: 'search', lazy: async () => ({ Component: (await import('./pages/search-page.tsx')).SearchPage }) },
  {
    path: 'part/:id',
    lazy: async () => {
      const { PartPage, partLoader } = await import('./pages/part-page.tsx');
      return { Component: PartPage, loader: partLoader };
    },
  },
  { path: 'brand/:brandId', lazy: async () => ({ Component: (await import('./pages/brand-page.tsx')).BrandPage }) },
  {
    path: 'category/:categoryId',
    lazy: async () => ({ Component: (await import('./pages/category-page.tsx')).CategoryPage }),
  },
];
