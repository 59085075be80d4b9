/**
 * Which remote serves which part of the shop. The shell needs this for one thing only: to know whose
 * error to show when a remote cannot be loaded (its routes are unknown until it loads). A remote's routes
 * below these first path segments are its own business.
 */
export type Area = 'storefront' | 'admin';

export interface AreaOwner {
  /** Module Federation name of the remote. */
  remote: string;
  /** First path segments below `/:locale` (storefront) or `/:locale/admin`; '' is the area's index page. */
  segments: readonly string[];
}

export const remoteAreas: Record<Area, readonly AreaOwner[]> = {
  storefront: [
    { remote: 'mfe_catalog', segments: ['', 'filter', 'accessories', 'search', 'part', 'parts', 'brand', 'category'] },
    { remote: 'mfe_checkout', segments: ['cart', 'favorites', 'checkout'] },
    { remote: 'mfe_account', segments: ['sign-in', 'register', 'account', 'reset-password', 'orders', 'invoices', 'notifications'] },
  ],
  admin: [
    {
      remote: 'mfe_admin_system',
      segments: ['', 'users', 'admins', 'dealers', 'visitors', 'currencies', 'languages', 'translations', 'payment-methods', 'configuration', 'attachments', 'notifications'],
    },
    { remote: 'mfe_admin_orders', segments: ['orders', 'invoices', 'receipts', 'returns'] },
    { remote: 'mfe_admin_stock', segments: ['stock', 'stock-history', 'suppliers', 'stores', 'catalogue', 'brands', 'models', 'categories', 'parts', 'items', 'units'] },
  ],
};

export const areaRouteId = (area: Area, remote: string) => `${area}:${remote}`;

export interface AreaTarget {
  area: Area;
  /** The remotes that may serve the path: its owner, or every remote of the area for an unknown segment. */
  owners: string[];
  /** Whether the owner is known (a failure of an unknown segment's candidates is a 404, not the remote's error). */
  known: boolean;
}

/** `/en/cart` -> storefront / mfe_checkout; `/kh/admin/orders/7` -> admin / mfe_admin_orders. */
export function areaOf(pathname: string): AreaTarget {
  const [, , first = '', second = ''] = pathname.split('/');
  const area: Area = first === 'admin' ? 'admin' : 'storefront';
  const segment = area === 'admin' ? second : first;
  const owner = remoteAreas[area].find((candidate) => candidate.segments.includes(segment));
  return owner
    ? { area, owners: [owner.remote], known: true }
    : { area, owners: remoteAreas[area].map((candidate) => candidate.remote), known: false };
}
