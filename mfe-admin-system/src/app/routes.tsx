// Exposed as `mfe_admin_system/routes`: the back-office system screens, relative to `/:locale/admin`.
// Each page's menu entry is declared in package.json `shop.nav` (the shell renders what the release declares).
import '../lib/i18n.ts';
import type { RouteObject } from 'react-router';

const screens = () => import('./pages/screens.tsx');
const dashboard = () => import('./pages/dashboard-screen.tsx');

export const admin: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await dashboard()).DashboardScreen }) },
  { path: 'visitors', lazy: async () => ({ Component: (await screens()).VisitorsScreen }) },
  { path: 'users', lazy: async () => ({ Component: (await screens()).PeopleScreen }) },
  { path: 'dealers', lazy: async () => ({ Component: (await screens()).DealerQueueScreen }) },
  { path: 'admins', lazy: async () => ({ Component: (await screens()).AdminsScreen }) },
  { path: 'reviews', lazy: async () => ({ Component: (await screens()).ReviewsScreen }) },
  { path: 'profile', lazy: async () => ({ Component: (await screens()).ProfileScreen }) },
  { path: 'translations', lazy: async () => ({ Component: (await screens()).TranslationsScreen }) },
  { path: 'releases', lazy: async () => ({ Component: (await screens()).ReleasesScreen }) },
  { path: 'currencies', lazy: async () => ({ Component: (await screens()).CurrenciesScreen }) },
  { path: 'delivery-zones', lazy: async () => ({ Component: (await screens()).DeliveryZonesScreen }) },
  { path: 'payment-methods', lazy: async () => ({ Component: (await screens()).PaymentMethodsScreen }) },
  { path: 'provinces', lazy: async () => ({ Component: (await screens()).ProvincesScreen }) },
  { path: 'districts', lazy: async () => ({ Component: (await screens()).DistrictsScreen }) },
  { path: 'languages', lazy: async () => ({ Component: (await screens()).LanguagesScreen }) },
  { path: 'configuration', lazy: async () => ({ Component: (await screens()).ConfigurationScreen }) },
  { path: 'attachments', lazy: async () => ({ Component: (await screens()).AttachmentsScreen }) },
  { path: 'audit', lazy: async () => ({ Component: (await screens()).AuditScreen }) },
  { path: 'notifications', lazy: async () => ({ Component: (await screens()).NotificationsScreen }) },
];
