// Only types from @shop/contracts here: this module is part of the storefront's first load, the
// contracts' schemas are not (the menu itself is built in the back-office chunk, admin-menu-model.ts).
import type { RemoteNavEntry } from '@shop/contracts';
import type { RemoteManifestEntry } from '@shop/federation';

/**
 * The back-office menu is what the releases declare: each admin remote's `nav` in the remotes manifest
 * (package.json `shop.nav`, carried by its release). The shell knows no staff screen by name.
 */
export interface AdminNavEntry extends RemoteNavEntry {
  /** Module Federation name of the remote serving the entry. */
  remote: string;
}

export type AdminNav = readonly AdminNavEntry[];

export function createAdminNav(manifest: readonly Pick<RemoteManifestEntry, 'name' | 'nav'>[]): AdminNav {
  return manifest.flatMap((line) => (line.nav ?? []).map((entry) => ({ ...entry, remote: line.name })));
}

/** `/en/admin/users/7` -> `users`; `/en/admin` -> ''. */
export function adminSegmentOf(pathname: string): string {
  return pathname.split('/')[3] ?? '';
}

/**
 * Who may open an address: the access its release declared; an undeclared segment is left to its remote
 * (staff) and the API, which enforces access regardless.
 */
export function adminAccessOf(nav: AdminNav, segment: string): 'staff' | 'admin' {
  return nav.find((entry) => entry.segment === segment)?.access ?? 'staff';
}
