// The shell rendered over stand-ins for the remotes' `./routes` modules, for tests of its routing and header.
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from '@shop/federation/router-provider.tsx';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSessionStore } from '@shop/client';
import { activateRouteLocale } from '@shop/i18n';
import { AppProviders, type RemoteManifestEntry, type RemoteRoutes } from '@shop/federation';
import '../../src/lib/i18n.ts';
import { createAreaMap } from '../../src/app/remote-areas.ts';
import { createShellRouting } from '../../src/app/routes.tsx';
import { createRemoteRegistry } from '../../src/lib/remote-registry.ts';

const page = (remote: string, text: string): RouteObject['element'] => (
  <div data-remote={remote}>
    <h1>{text}</h1>
  </div>
);

// Stand-ins for the remotes' `./routes` modules; checkout is down on its first load.
export function remotes() {
  let checkoutAttempts = 0;
  const load = vi.fn(async (name: string): Promise<RemoteRoutes> => {
    switch (name) {
      case 'mfe_catalog':
        return { storefront: [{ index: true, element: page('mfe-catalog', 'Brands') }] };
      case 'mfe_checkout':
        checkoutAttempts += 1;
        if (checkoutAttempts === 1) throw new Error('connection refused');
        return { storefront: [{ path: 'cart', element: page('mfe-checkout', 'Cart page') }] };
      case 'mfe_account':
        return { storefront: [{ path: 'sign-in', element: page('mfe-account', 'Sign-in page') }] };
      case 'mfe_admin_system':
        return { admin: [{ index: true, element: page('mfe-admin-system', 'Dashboard') }] };
      default:
        return {};
    }
  });
  return load;
}

export function renderShell(path: string, manifest: RemoteManifestEntry[] = [], load = remotes()) {
  const { routes, patchRoutesOnNavigation } = createShellRouting(createRemoteRegistry(load), createAreaMap(manifest));
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, load };
}

export const staff = {
  id: 1,
  type: 'SUPER_ADMIN' as const,
  name: 'Admin',
  email: 'admin@parts.demo',
  phone: null,
  cartCount: 0,
  locations: [],
  dealerApproved: false,
  hasPassword: true,
  socialProviders: [],
  supplierId: null,
};

/** Each test starts signed out, in English, with React's expected error logs (a remote down) kept quiet. */
export function startEachTestSignedOut(): void {
  beforeEach(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useSessionStore.setState({ user: null, loading: false, cartCount: 0, notificationCount: 0 });
    await activateRouteLocale('en');
  });
  afterEach(() => vi.restoreAllMocks());
}
