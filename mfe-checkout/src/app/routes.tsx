// Exposed as `mfe_checkout/routes`: cart, favorites and placing an order, relative to `/:locale`.
import '../lib/i18n.ts';
import type { RouteObject } from 'react-router';

export const storefront: RouteObject[] = [
  { path: 'cart', lazy: async () => ({ Component: (await import('./pages/cart-page.tsx')).CartPage }) },
  { path: 'favorites', lazy: async () => ({ Component: (await import('./pages/favorites-page.tsx')).FavoritesPage }) },
  { path: 'checkout', lazy: async () => ({ Component: (await import('./pages/checkout-page.tsx')).CheckoutPage }) },
  {
    path: 'checkout/done/:orderId',
    lazy: async () => ({ Component: (await import('./pages/order-done-page.tsx')).OrderDonePage }),
  },
];
