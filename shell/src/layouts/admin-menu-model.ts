import { allows, type UserType } from '@shop/contracts/access.ts';
import { NAV_GROUPS, type NavGroup } from '@shop/contracts/nav-groups.ts';
import { toLinguiLocale, type RouteLocale } from '@shop/i18n';
import type { AdminNav } from '../app/admin-nav.ts';

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
  const language = toLinguiLocale(locale);
  const visible = nav.filter((entry) => (entry.menu ?? true) === true && allows(entry.access, type));
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

/** The entries a release put in the user menu (`menu: 'user'`, e.g. "My profile"), in the user's language. */
export function userMenuFor(
  nav: AdminNav,
  type: UserType | null | undefined,
  locale: RouteLocale,
): Omit<MenuLink, 'icon'>[] {
  const language = toLinguiLocale(locale);
  return nav
    .filter((entry) => entry.menu === 'user' && allows(entry.access, type))
    .map((entry) => ({
      key: `${entry.remote}:${entry.segment}`,
      remote: entry.remote,
      to: entry.segment,
      label: entry.label[language],
    }));
}
