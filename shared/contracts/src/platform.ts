// What the platform itself answers: health and where each micro-frontend lives right now.
import Type, { type Static } from 'typebox';
import { NAV_GROUPS } from './nav-groups.ts';

export const Health = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Literal('up'),
});
export type Health = Static<typeof Health>;

/** GET /health/ready: this process may take traffic (its database answers and has every migration it knows). */
export const Readiness = Type.Object({
  status: Type.Literal('ready'),
  database: Type.Literal('up'),
  migrations: Type.Literal('done'),
});
export type Readiness = Static<typeof Readiness>;

/**
 * The first path segments a remote serves below `/:locale` (storefront) and `/:locale/admin` (admin);
 * '' is the area's index page. Declared by the remote's release, so a remote adds pages without a shell rebuild.
 */
export const RemotePaths = Type.Object({
  storefront: Type.Optional(Type.Array(Type.String({ maxLength: 100 }))),
  admin: Type.Optional(Type.Array(Type.String({ maxLength: 100 }))),
});
export type RemotePaths = Static<typeof RemotePaths>;

export { NAV_GROUPS, type NavGroup } from './nav-groups.ts';

/** Icons a menu entry may name (Tabler icon names the shell draws; an unknown one is drawn as a dot). */
export const NAV_ICONS = [
  'dashboard',
  'orders',
  'invoice',
  'receipt',
  'return',
  'stock',
  'history',
  'supplier',
  'store',
  'catalogue',
  'unit',
  'calendar',
  'users',
  'currency',
  'payment',
  'language',
  'translation',
  'settings',
  'files',
  'bell',
  'audit',
  'visitors',
  'star',
] as const;

const NavText = Type.String({ minLength: 1, maxLength: 60 });
const NavLabel = Type.Object({ en: NavText, km: NavText });

/**
 * One back-office menu entry a remote declares (its package.json `shop.nav`, carried by its release into
 * the remotes manifest), so a remote adds a screen and its menu entry without a shell release.
 */
export const RemoteNavEntry = Type.Object({
  /** First path segment below `/:locale/admin` ('' = the dashboard). */
  segment: Type.String({ maxLength: 100, pattern: '^[a-z0-9-]*$' }),
  label: NavLabel,
  /** A supplier's wording and address for the same entry ("My store" opening its own store). */
  supplier: Type.Optional(
    Type.Object({ label: NavLabel, path: Type.String({ maxLength: 200, pattern: '^[a-z0-9/-]+$' }) }),
  ),
  icon: Type.Optional(Type.String({ maxLength: 40 })),
  group: Type.Enum(NAV_GROUPS),
  /** routes.tsv's WHO of the screen's API routes: `staff` (suppliers too) or `admin`. */
  access: Type.Enum(['staff', 'admin']),
  /**
   * false: a page the menu does not list (reached from elsewhere, e.g. the notification bell); 'user': listed in
   * the back-office user menu (the avatar's menu: "My profile") instead of the side menu.
   */
  menu: Type.Optional(Type.Union([Type.Boolean(), Type.Literal('user')])),
});
export type RemoteNavEntry = Static<typeof RemoteNavEntry>;

/** One released remote: the shell registers `entry` (its mf-manifest.json) under `name`. */
export const RemoteEntry = Type.Object({
  name: Type.String({ minLength: 1, description: 'Module Federation container name, e.g. mfe_catalog' }),
  package: Type.String({ minLength: 1, description: 'Workspace package folder, e.g. mfe-catalog' }),
  version: Type.String({ minLength: 1 }),
  entry: Type.String({ minLength: 1, description: "URL of the remote build's mf-manifest.json" }),
  baseUrl: Type.Optional(Type.String({ description: 'Origin of the static host serving this remote' })),
  paths: Type.Optional(RemotePaths),
  /** The back-office menu entries of this release, in menu order within their groups. */
  nav: Type.Optional(Type.Array(RemoteNavEntry, { maxItems: 100 })),
});
export type RemoteEntry = Static<typeof RemoteEntry>;

/** The remotes manifest file a release rewrites; the API serves its `remotes`. */
export const RemotesManifest = Type.Object({ remotes: Type.Array(RemoteEntry) });
export type RemotesManifest = Static<typeof RemotesManifest>;
