// Rendering this remote's routes (and its widgets inside a stand-in catalogue page) against the API stand-in.
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from '@shop/federation/router-provider.tsx';
import { beforeEach, vi } from 'vitest';
import { setToken, useSessionStore } from '@shop/client';
import { withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import type { Location, UserLocation } from '@shop/contracts';
import { activateRouteLocale } from '@shop/i18n';
import { AppProviders } from '@shop/federation';
import { storefront } from '../src/app/routes.tsx';
import { AddToCartButton, FavoriteButton } from '../src/app/widgets.tsx';
import { answerShop, provinces, type FakeApi } from './fake-api.ts';

/**
 * The file's API: the contract-checked stand-in (@shop/ui/testing) with the shop's routes, a fresh shop before each
 * test (and the page's state reset), no violation of the contract after it.
 */
export function withFakeApi(): { readonly api: FakeApi } {
  const standIn = withApiStandIn();
  const holder: { api: FakeApi } = { api: undefined as unknown as FakeApi };
  beforeEach(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useSessionStore.setState({ cartCount: 0, notificationCount: 0 });
    await activateRouteLocale('en');
    holder.api = answerShop(standIn);
  });
  return holder;
}

/** Signs a new shopper in: the token stored, the user in the session store as the shell would put it. */
export function signInShopper(
  api: FakeApi,
  options: { locations?: UserLocation[]; type?: 'CUSTOMER' | 'SUPPLIER' } = {},
) {
  const { user, token } = api.addShopper(options);
  setToken(token);
  useSessionStore.getState().setUser(user);
  return { user, token };
}

/** A stand-in for the catalogue's part page: the widgets as mfe-catalog embeds them, several on one page. */
function CataloguePage() {
  return (
    <main>
      <h1>Brake Pad Set</h1>
      <AddToCartButton stockId={501} itemId={11} />
      <FavoriteButton itemId={11} />
      <FavoriteButton itemId={12} />
      <FavoriteButton itemId={13} />
      <AddToCartButton stockId={null} itemId={13} />
    </main>
  );
}

export function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/:locale',
        children: [
          ...storefront,
          { path: 'part/:id', element: <CataloguePage /> },
          { path: 'sign-in', element: <h1>Sign in</h1> },
          { path: 'account/locations', element: <h1>Saved locations</h1> },
          { path: 'orders/:id', element: <h1>My order</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** A saved location of a shopper's, in Phnom Penh unless `province` says otherwise. */
export const location = (
  id: number,
  label: string,
  isDefault: boolean,
  province: Location = provinces.phnomPenh,
): UserLocation => ({
  id,
  location: province,
  details: {
    isDefault,
    label,
    recipientName: 'Dara',
    phone: '012345678',
    address: `Street ${id}`,
    note: null,
    latitude: null,
    longitude: null,
  },
});
