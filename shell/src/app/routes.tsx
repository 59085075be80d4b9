import { Outlet, redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { isStaff, useSessionStore } from '@shop/client';
import { localeLoader, RemoteOutlet, RemoteRouteError } from '@shop/federation';
import { defaultRouteLocale } from '@shop/i18n';
import { BackToTop, FullScreenSpinner } from '@shop/ui';
import { StorefrontLayout } from '../layouts/storefront-layout.tsx';
import type { RemoteRegistry } from '../lib/remote-registry.ts';
import { adminGuard } from './admin-guard.ts';
import type { AdminNav } from './admin-nav.ts';
import { AreaFallback } from './area-fallback.tsx';
import { areaOf, areaRouteId, type Area, type AreaMap } from './remote-areas.ts';

function LocaleRoot() {
  return (
    <>
      <Outlet />
      <BackToTop />
    </>
  );
}

export interface ShellRouting {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The shell's route tree. Each remote gets an empty, pathless route per area (`storefront:mfe_catalog`,
 * `admin:mfe_admin_orders`) wrapped in its own error boundaries; its routes are patched in when the
 * remote has loaded. Until then an area's catch-all shows a spinner, the remote's error with Retry, or 404.
 * The back-office menu is `nav`, what the releases declared (see admin-nav.ts).
 */
export function createShellRouting(registry: RemoteRegistry, areas: AreaMap, nav: AdminNav = []): ShellRouting {
  const mounted = new Set<string>();
  const isMounted = (area: Area, remote: string) => mounted.has(areaRouteId(area, remote));

  const remoteRoutes = (area: Area): RouteObject[] => [
    ...areas[area].map(({ remote }): RouteObject => ({
      id: areaRouteId(area, remote),
      element: <RemoteOutlet remote={remote} />,
      errorElement: <RemoteRouteError remote={remote} />,
      children: [],
    })),
    // Last, so a mounted remote's routes win ties: the area's index page and everything else.
    { index: true, element: <AreaFallback area={area} areas={areas} registry={registry} isMounted={isMounted} /> },
    { path: '*', element: <AreaFallback area={area} areas={areas} registry={registry} isMounted={isMounted} /> },
  ];

  const routes: RouteObject[] = [
    { path: '/', loader: () => redirect(`/${defaultRouteLocale}`) },
    {
      id: 'locale',
      path: '/:locale',
      loader: localeLoader,
      Component: LocaleRoot,
      HydrateFallback: FullScreenSpinner,
      children: [
        { id: 'storefront', Component: StorefrontLayout, children: remoteRoutes('storefront') },
        {
          id: 'admin',
          path: 'admin',
          loader: adminGuard,
          // The back-office chrome is its own chunk: the storefront's first load does not carry it.
          lazy: async () => {
            const { AdminLayout } = await import('../layouts/admin-layout.tsx');
            return { Component: () => <AdminLayout nav={nav} registry={registry} /> };
          },
          children: remoteRoutes('admin'),
        },
      ],
    },
  ];

  // Called on every navigation here (every path has the :locale param). Mounting a loaded remote is
  // synchronous; a remote not loaded yet starts loading and the area's catch-all takes over meanwhile.
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
    const { area, owners } = areaOf(areas, path);
    // A back-office remote is fetched for staff only: anyone else is sent to sign in by the admin guard, and an
    // anonymous visit to /en/admin must not download the back-office first (docs/performance.md, "Bundle budget").
    if (area === 'admin' && !isStaff(useSessionStore.getState().user?.type)) return;
    for (const remote of owners) {
      const state = registry.get(remote);
      const id = areaRouteId(area, remote);
      if (state.status === 'ready' && !mounted.has(id)) {
        patch(id, state.routes?.[area] ?? []);
        mounted.add(id);
      } else if (state.status === 'idle') {
        void registry.ensure(remote);
      }
    }
  };

  return { routes, patchRoutesOnNavigation };
}
