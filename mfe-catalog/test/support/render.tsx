import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from '@shop/federation/router-provider.tsx';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import { storefront } from '../../src/app/routes.tsx';

/** Renders the catalogue's routes at an address, inside the providers the shell gives them. */
export async function renderAt(path: string) {
  const locale = path.split('/')[1] === 'kh' ? 'kh' : 'en';
  await activateRouteLocale(locale);
  const router = createMemoryRouter([{ path: '/:locale', children: storefront }], { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
