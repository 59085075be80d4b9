// What the page tests share: the fake API, a router over this remote's routes, and a signed-in shopper.
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from '@shop/federation/router-provider.tsx';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { UserLocation } from '@shop/contracts';
import { configureHttp, getToken, queryClient, refreshSession, signIn, useSessionStore } from '@shop/client';
import { activateRouteLocale } from '@shop/i18n';
import { AppProviders } from '@shop/federation';
import { storefront } from '../src/app/routes.tsx';
import { startFakeApi, type FakeApi } from './fake-api.ts';

/**
 * Starts this test file's fake API (handed to `onStart`) and, before each test, gives it a clean page:
 * no token, no cached queries, no session, English, no recorded requests, console errors silenced.
 */
export function withFakeApi(onStart: (api: FakeApi) => void): void {
  let api: FakeApi | undefined;
  beforeAll(async () => {
    api = await startFakeApi();
    configureHttp({ baseUrl: api.url });
    onStart(api);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.clear();
    queryClient.clear();
    useSessionStore.setState({ user: null, loading: false, cartCount: 0, notificationCount: 0 });
    await activateRouteLocale('en');
    if (api) api.requests.length = 0;
  });
}

export function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/:locale', children: [...storefront, { path: 'admin/*', element: <h1>Back-office home</h1> }] }],
    {
      initialEntries: [path],
    },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

let shoppers = 0;

/** Registers and signs in a new customer with the given saved locations (the first is the default). */
export async function signedInShopper(
  api: FakeApi,
  labels: { label: string; address: string; locationId?: number }[] = [],
) {
  shoppers += 1;
  const email = `buyer${shoppers}@example.com`;
  const password = 'Good-pass-2026';
  const registered = await fetch(`${api.url}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'CUSTOMER', name: `Buyer ${shoppers}`, email, password }),
  });
  expect(registered.status).toBe(201);
  await signIn({ username: email, password });
  const locations: UserLocation[] = [];
  for (const { label, address, locationId = 1 } of labels) {
    const response = await fetch(`${api.url}/api/frontend/user-location`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${getToken()}` },
      body: JSON.stringify({ locationId, label, address }),
    });
    expect(response.status).toBe(201);
    locations.push(((await response.json()) as { data: UserLocation }).data);
  }
  await refreshSession();
  const user = useSessionStore.getState().user!;
  api.requests.length = 0;
  return { user, locations };
}

/** The requests the page made to one path (query included in `url`). */
export const requestsTo = (api: FakeApi, method: string, path: string) =>
  api.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
