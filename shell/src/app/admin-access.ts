import type { Access } from '@shop/contracts';

/**
 * Who may use each back-office area (first path segment below `/:locale/admin`), after the API routes the
 * area calls (routes.tsv): `staff` areas serve suppliers too, each seeing only its own store's data;
 * `admin` areas are for admins and developers. The screens only mirror this; the API enforces it.
 * An area not listed here is left to its remote (staff).
 */
export const adminAreaAccess: Readonly<Record<string, Access>> = {
  '': 'staff',
  orders: 'staff',
  invoices: 'staff',
  receipts: 'staff',
  returns: 'staff',
  stock: 'staff',
  'stock-history': 'staff',
  stores: 'staff',
  items: 'staff',
  units: 'staff',
  attachments: 'staff',
  notifications: 'staff',
  suppliers: 'admin',
  catalogue: 'admin',
  brands: 'admin',
  models: 'admin',
  categories: 'admin',
  parts: 'admin',
  users: 'admin',
  admins: 'admin',
  dealers: 'admin',
  visitors: 'admin',
  currencies: 'admin',
  languages: 'admin',
  translations: 'admin',
  'payment-methods': 'admin',
  configuration: 'admin',
};

export function adminAccessOf(segment: string): Access {
  return adminAreaAccess[segment] ?? 'staff';
}

/** `/en/admin/users/7` -> `users`; `/en/admin` -> ''. */
export function adminSegmentOf(pathname: string): string {
  return pathname.split('/')[3] ?? '';
}
