// Exposed as `mfe_account/routes`: signing in and up, password reset, and the shopper's account, relative to `/:locale`.
import '../lib/i18n.ts';
import type { RouteObject } from 'react-router';

const accountPages = () => import('./pages/account-pages.tsx');
const ordersPages = () => import('./pages/orders-pages.tsx');
const invoicesPages = () => import('./pages/invoices-pages.tsx');
const shopperArea = async () => ({ Component: (await import('./pages/shopper-area-layout.tsx')).ShopperAreaLayout });

export const storefront: RouteObject[] = [
  { path: 'sign-in', lazy: async () => ({ Component: (await import('./pages/sign-in-page.tsx')).SignInPage }) },
  { path: 'register', lazy: async () => ({ Component: (await import('./pages/register-page.tsx')).RegisterPage }) },
  {
    path: 'reset-password',
    lazy: async () => ({ Component: (await import('./pages/reset-password-page.tsx')).ResetPasswordPage }),
  },
  {
    path: 'account',
    lazy: async () => ({ Component: (await import('./pages/account-layout.tsx')).AccountLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await accountPages()).ProfilePage }) },
      { path: 'locations', lazy: async () => ({ Component: (await accountPages()).LocationsPage }) },
      { path: 'password', lazy: async () => ({ Component: (await accountPages()).PasswordPage }) },
      { path: 'connections', lazy: async () => ({ Component: (await accountPages()).ConnectionsPage }) },
      { path: 'review', lazy: async () => ({ Component: (await accountPages()).ReviewPage }) },
    ],
  },
  {
    path: 'orders',
    lazy: shopperArea,
    children: [
      { index: true, lazy: async () => ({ Component: (await ordersPages()).OrdersPage }) },
      { path: ':id', lazy: async () => ({ Component: (await ordersPages()).OrderDetailPage }) },
    ],
  },
  {
    path: 'invoices',
    lazy: shopperArea,
    children: [
      { index: true, lazy: async () => ({ Component: (await invoicesPages()).InvoicesPage }) },
      { path: ':id', lazy: async () => ({ Component: (await invoicesPages()).InvoicePage }) },
    ],
  },
  {
    path: 'notifications',
    lazy: shopperArea,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/notifications-page.tsx')).NotificationsPage }),
      },
    ],
  },
];
