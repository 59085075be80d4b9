// Exposed as `mfe_account/routes`: signing in and up, and the shopper's account, relative to `/:locale`.
import '../lib/i18n.ts';
import type { RouteObject } from 'react-router';

const placeholders = () => import('./pages/placeholder-pages.tsx');

export const storefront: RouteObject[] = [
  { path: 'sign-in', lazy: async () => ({ Component: (await import('./pages/sign-in-page.tsx')).SignInPage }) },
  { path: 'register', lazy: async () => ({ Component: (await placeholders()).RegisterPage }) },
  { path: 'account', lazy: async () => ({ Component: (await placeholders()).AccountPage }) },
];
