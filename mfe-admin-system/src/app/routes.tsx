// Exposed as `mfe_admin_system/routes`: the back-office dashboard, users and translations, relative to `/:locale/admin`.
import '../lib/i18n.ts';
import type { RouteObject } from 'react-router';

const pages = () => import('./pages/placeholder-pages.tsx');

export const admin: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await pages()).DashboardPage }) },
  { path: 'users', lazy: async () => ({ Component: (await pages()).UsersPage }) },
  { path: 'translations', lazy: async () => ({ Component: (await pages()).TranslationsPage }) },
];
