// Exposed as `mfe_checkout/routes`: cart, favorites and placing an order, relative to `/:locale`.
import '../lib/i18n.ts';
import type { RouteObject } from 'react-router';

const pages = () => import('./pages/placeholder-pages.tsx');

export const storefront: RouteObject[] = [
  { path: 'cart', lazy: async () => ({ Component: (await pages()).CartPage }) },
  { path: 'favorites', lazy: async () => ({ Component: (await pages()).FavoritesPage }) },
  { path: 'checkout', lazy: async () => ({ Component: (await pages()).CheckoutPage }) },
];
