import type { RemoteManifestEntry } from '@shop/federation';
import type { RemoteRegistry } from '../lib/remote-registry.ts';

/**
 * Which remote serves which part of the shop. The shell needs this for one thing only: to know whose
 * error to show when a remote cannot be loaded (its routes are unknown until it loads). A remote's routes
 * below these first path segments are its own business.
 *
 * Each release declares the segments it serves (its package.json `shop.paths` and, for the back-office,
 * the segments of its `shop.nav` menu entries, carried by the release into the remotes manifest), so a
 * remote adds a page under a new segment without a shell rebuild. The defaults below only matter when the
 * manifest could not be read: the storefront's areas still offer Retry; the back-office, whose menu
 * comes from the manifest too, offers its index page's owner only.
 */
export type Area = 'storefront' | 'admin';

export interface AreaOwner {
  /** Module Federation name of the remote. */
  remote: string;
  /** First path segments below `/:locale` (storefront) or `/:locale/admin`; '' is the area's index page. */
  segments: readonly string[];
}

export type AreaMap = Record<Area, readonly AreaOwner[]>;

const defaultAreas: AreaMap = {
  storefront: [
    { remote: 'mfe_catalog', segments: ['', 'filter', 'accessories', 'search', 'part', 'parts', 'brand', 'category'] },
    { remote: 'mfe_checkout', segments: ['cart', 'favorites', 'checkout'] },
    {
      remote: 'mfe_account',
      segments: ['sign-in', 'register', 'account', 'reset-password', 'orders', 'invoices', 'notifications'],
    },
  ],
  // Screens are added by the remotes' releases (their `shop.nav`), never here.
  admin: [{ remote: 'mfe_admin_system', segments: [''] }],
};

/** The area map for this page load: what the manifest's releases declare, the defaults for the rest. */
export function createAreaMap(manifest: readonly RemoteManifestEntry[]): AreaMap {
  const declared = manifest.filter((entry) => entry.paths);
  const forArea = (area: Area): AreaOwner[] => [
    ...defaultAreas[area].filter((owner) => !declared.some((entry) => entry.name === owner.remote)),
    ...declared.flatMap((entry) => {
      const segments = entry.paths?.[area];
      return segments ? [{ remote: entry.name, segments }] : [];
    }),
  ];
  return { storefront: forArea('storefront'), admin: forArea('admin') };
}

export const areaRouteId = (area: Area, remote: string) => `${area}:${remote}`;

export interface AreaTarget {
  area: Area;
  /** The remotes that may serve the path: its owner, or every remote of the area for an unknown segment. */
  owners: string[];
  /** Whether the owner is known (a failure of an unknown segment's candidates is a 404, not the remote's error). */
  known: boolean;
}

/** `/en/cart` -> storefront / mfe_checkout; `/kh/admin/orders/7` -> admin / mfe_admin_orders. */
export function areaOf(areas: AreaMap, pathname: string): AreaTarget {
  const [, , first = '', second = ''] = pathname.split('/');
  const area: Area = first === 'admin' ? 'admin' : 'storefront';
  const segment = area === 'admin' ? second : first;
  const owner = areas[area].find((candidate) => candidate.segments.includes(segment));
  return owner
    ? { area, owners: [owner.remote], known: true }
    : { area, owners: areas[area].map((candidate) => candidate.remote), known: false };
}

/**
 * Starts loading the remote that serves a storefront address before the router exists (the page's files are then
 * already on their way: the API preloads them). The back-office is left to its guard: a signed-out visit to it
 * loads no back-office remote.
 */
export function startStorefrontRemote(registry: RemoteRegistry, areas: AreaMap, pathname: string): void {
  const target = areaOf(areas, pathname);
  if (target.area === 'storefront' && target.known) void registry.ensure(target.owners[0]!);
}
