import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from '@shop/federation/router-provider.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken, useSessionStore, type SessionUser } from '@shop/client';
import { AppProviders, type RemoteManifestEntry, type RemoteRoutes } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import '../src/lib/i18n.ts';
import { createAdminNav } from '../src/app/admin-nav.ts';
import { createAreaMap } from '../src/app/remote-areas.ts';
import { createShellRouting } from '../src/app/routes.tsx';
import { createRemoteRegistry } from '../src/lib/remote-registry.ts';

const page = (text: string): RouteObject['element'] => <h1>{text}</h1>;

/** The manifest line a release of the remote writes: its package.json `shop.nav`, the menu's one source. */
function release(pkg: string): RemoteManifestEntry {
  const { shop } = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', pkg, 'package.json'), 'utf8')) as {
    shop: { nav: NonNullable<RemoteManifestEntry['nav']> };
  };
  return {
    name: pkg.replaceAll('-', '_'),
    package: pkg,
    version: '1.0.0',
    entry: `http://cdn.test/${pkg}/mf-manifest.json`,
    paths: { admin: shop.nav.map((entry) => entry.segment) },
    nav: shop.nav,
  };
}
const manifest = ['mfe-admin-orders', 'mfe-admin-stock', 'mfe-admin-system'].map(release);

let stockDown = false;

// Stand-ins for the remotes: just enough pages to land on.
const load = async (name: string): Promise<RemoteRoutes> => {
  switch (name) {
    case 'mfe_catalog':
      return { storefront: [{ index: true, element: page('Brands') }] };
    case 'mfe_account':
      return { storefront: [{ path: 'account', element: page('My account page') }] };
    case 'mfe_admin_system':
      return {
        admin: [
          { index: true, element: page('Dashboard') },
          { path: 'users', element: page('Users page') },
          { path: 'profile', element: page('Profile page') },
        ],
      };
    case 'mfe_admin_orders':
      return { admin: [{ path: 'orders', element: page('Orders page') }] };
    case 'mfe_admin_stock':
      if (stockDown) throw new Error('connection refused');
      return { admin: [{ path: 'stores/mine', element: page('My store page') }] };
    default:
      return {};
  }
};

function renderShell(path: string) {
  const { routes, patchRoutesOnNavigation } = createShellRouting(
    createRemoteRegistry(load),
    createAreaMap(manifest),
    createAdminNav(manifest),
  );
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const user = (type: SessionUser['type']): SessionUser => ({
  id: 5,
  type,
  name: 'Sok Dara',
  email: 'dara@parts.demo',
  phone: null,
  cartCount: 0,
  locations: [],
  dealerApproved: false,
  hasPassword: true,
  socialProviders: [],
  supplierId: type === 'SUPPLIER' ? 3 : null,
});

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  stockDown = false;
  localStorage.clear();
  useSessionStore.setState({ user: null, loading: false, cartCount: 0, notificationCount: 0 });
  await activateRouteLocale('en');
});
afterEach(() => vi.restoreAllMocks());

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Back-office navigation' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('back-office navigation by role, as the releases declare it', () => {
  it('shows a supplier only its own store areas; "My store" opens its own store', async () => {
    useSessionStore.setState({ user: user('SUPPLIER') });
    renderShell('/en/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(navLinks()).toEqual([
      'Dashboard',
      'Orders',
      'Invoices',
      'Receipts',
      'Supplier returns',
      'Stock',
      'My store',
      'Attachments',
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'My store' }));
    expect(await screen.findByRole('heading', { name: 'My store page' })).toBeTruthy();
  });

  it('shows an admin every area, grouped', async () => {
    useSessionStore.setState({ user: user('ADMIN') });
    renderShell('/en/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(navLinks()).toEqual([
      'Dashboard',
      'Orders',
      'Invoices',
      'Receipts',
      'Supplier returns',
      'Stock',
      'Suppliers',
      'Stores',
      'Catalogue',
      'Unit types',
      'Years',
      'Import and export',
      'Customers and dealers',
      'Dealer approvals',
      'Administrators',
      'Reviews',
      'Visitors',
      'Currencies',
      'Payment methods',
      'Delivery zones',
      'Provinces',
      'Districts',
      'Languages',
      'Translations',
      'Releases',
      'Configuration',
      'Attachments',
      'Audit trail',
    ]);
  });

  it('words the menu in Khmer on /kh, from the labels the release declared', async () => {
    useSessionStore.setState({ user: user('ADMIN') });
    await activateRouteLocale('kh');
    renderShell('/kh/admin');
    expect(await screen.findByRole('link', { name: 'រូបិយប័ណ្ណ' })).toBeTruthy();
    expect(screen.getByText('ប្រព័ន្ធ')).toBeTruthy();
  });

  it('keeps the group of a remote that is down, with its error and Retry', async () => {
    stockDown = true;
    useSessionStore.setState({ user: user('ADMIN') });
    renderShell('/en/admin');
    const stock = await screen.findByTestId('menu-group-Stock');
    const failure = await within(stock).findByRole('alert');
    expect(within(stock).getByRole('link', { name: 'Suppliers' })).toBeTruthy();
    stockDown = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(stock).queryByRole('alert')).toBeNull());
  });

  it('keeps a supplier out of an admin area reached by its address, and lets it use its own', async () => {
    useSessionStore.setState({ user: user('SUPPLIER') });
    const router = renderShell('/en/admin/users');
    expect(await screen.findByRole('heading', { name: 'Not available for your account' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Users page' })).toBeNull();
    await router.navigate('/en/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeTruthy();
  });

  it('sends a shopper who types a back-office address to sign in', async () => {
    useSessionStore.setState({ user: user('CUSTOMER') });
    const router = renderShell('/en/admin/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/sign-in'));
  });
});

describe('user menu', () => {
  it('offers the back-office to staff only', async () => {
    useSessionStore.setState({ user: user('CUSTOMER') });
    renderShell('/en');
    expect(await screen.findByRole('heading', { name: 'Brands' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /User menu$/ }));
    expect(await screen.findByRole('menuitem', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Back-office' })).toBeNull();
  });

  it("lists the back-office entries a release declared for it (menu: 'user'): staff reach their profile", async () => {
    useSessionStore.setState({ user: user('SUPPLIER') });
    renderShell('/en/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(navLinks()).not.toContain('My profile');
    fireEvent.click(screen.getByRole('button', { name: /User menu$/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'My profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();
  });

  it('signs out: clears the token, empties the user and shows the sign-in link', async () => {
    setToken('some-token');
    useSessionStore.setState({ user: user('SUPPLIER'), notificationCount: 3 });
    const router = renderShell('/en/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /User menu$/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(getToken()).toBeNull();
    expect(useSessionStore.getState().notificationCount).toBe(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});
