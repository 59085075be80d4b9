import { allows, NAV_GROUPS, type NavGroup, type RemoteNavEntry, type UserType } from '@shop/contracts';
import type { RemoteManifestEntry } from '@shop/federation';
import type { RouteLocale } from '@shop/i18n';

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

export interface MenuLink {
  key: string;
  remote: string;
  /** Path below the back-office base ('' = dashboard). */
  to: string;
  label: string;
  icon?: string;
}

export interface MenuGroup {
  group: NavGroup;
  links: MenuLink[];
  /** Remotes that serve this group's links (one that failed to load shows its error here). */
  remotes: string[];
}

/** The menu one user sees, in the user's language: only what the role may use, groups in a fixed order. */
export function menuFor(nav: AdminNav, type: UserType | null | undefined, locale: RouteLocale): MenuGroup[] {
  const language = locale === 'kh' ? 'km' : 'en';
  const visible = nav.filter((entry) => entry.menu !== false && allows(entry.access, type));
  return NAV_GROUPS.map((group) => {
    const links = visible
      .filter((entry) => entry.group === group)
      .map((entry): MenuLink => {
        const own = type === 'SUPPLIER' ? entry.supplier : undefined;
        return {
          key: `${entry.remote}:${entry.segment}`,
          remote: entry.remote,
          to: own?.path ?? entry.segment,
          label: (own?.label ?? entry.label)[language],
          ...(entry.icon ? { icon: entry.icon } : {}),
        };
      });
    return { group, links, remotes: [...new Set(links.map((link) => link.remote))] };
  }).filter((group) => group.links.length > 0);
}
