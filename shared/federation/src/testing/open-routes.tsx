// For the remotes' page tests: a remote's real routes in a memory router, as the shell mounts and provides them.
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { activateRouteLocale } from '@shop/i18n';
import { AppProviders } from '../app-providers.tsx';
import { RouterProvider } from '../router-provider.tsx';

/**
 * Opens `path` (`/kh/admin/orders/12`) over `routes` mounted at `/:locale` + `mount` (`/admin` for the back-office
 * remotes, '' for the storefront's), inside the providers the shell gives them, in the path's language.
 */
export async function openRoutes(routes: RouteObject[], path: string, mount = '') {
  await activateRouteLocale(path.split('/')[1] === 'kh' ? 'kh' : 'en');
  const router = createMemoryRouter([{ path: `/:locale${mount}`, children: routes }], { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
