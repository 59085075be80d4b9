// Rendering this remote's routes (and its widgets inside a stand-in catalogue page) against the fake API.
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from '@shop/federation/router-provider.tsx';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { clearToasts } from '@shop/ui';
import { configureHttp, queryClient, setToken, useSessionStore } from '@shop/client';
import type { Location, UserLocation } from '@shop/contracts';
import { activateRouteLocale } from '@shop/i18n';
import { AppProviders } from '@shop/federation';
import { storefront } from '../src/app/routes.tsx';
import { AddToCartButton, FavoriteButton } from '../src/app/widgets.tsx';
import { provinces, startFakeApi, type FakeApi } from './fake-api.ts';

/** Starts the fake API for the file's tests and resets the page's state before each. */
export function withFakeApi(): { readonly api: FakeApi } {
  const holder: { api: FakeApi } = { api: undefined as unknown as FakeApi };
  beforeAll(async () => {
    holder.api = await startFakeApi();
    configureHttp({ baseUrl: holder.api.url });
  });
  afterAll(() => holder.api.close());
  beforeEach(async () => {
    // The client logs every failed call; the tests look at what the page shows instead.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.clear();
    queryClient.clear();
    await clearToasts();
    useSessionStore.setState({ user: null, loading: false, cartCount: 0, notificationCount: 0 });
    await activateRouteLocale('en');
    holder.api.requests.length = 0;
    holder.api.failing.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    expect(holder.api.violations).toEqual([]);
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
