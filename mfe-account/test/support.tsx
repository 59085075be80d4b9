// What the page tests share: the account pages' API on the contract-checked stand-in, a router over this remote's
// routes, and a signed-in shopper.
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from '@shop/federation/router-provider.tsx';
import { beforeAll, beforeEach, expect } from 'vitest';
import type { UserLocation } from '@shop/contracts';
import { getToken, refreshSession, signIn, useSessionStore } from '@shop/client';
import { activateRouteLocale } from '@shop/i18n';
import { AppProviders } from '@shop/federation';
import { withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import { storefront } from '../src/app/routes.tsx';
import { createFakeApi, type FakeApi } from './fake-api.ts';

/**
 * This test file's API (handed to `onStart`): the contract-checked stand-in (@shop/ui/testing, which also gives each
 * test a clean page: no token, cached queries, session or recorded requests, and no violation of the contract after
 * it) answering the account pages' routes; accounts and orders live as long as the file, the page is English.
 */
export function withFakeApi(onStart: (api: FakeApi) => void): void {
  const standIn = withApiStandIn();
  const api = createFakeApi(standIn);
  beforeAll(() => onStart(api));
  beforeEach(async () => {
    useSessionStore.setState({ cartCount: 0, notificationCount: 0 });
    await activateRouteLocale('en');
    api.answer();
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
