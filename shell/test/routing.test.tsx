import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@shop/client';
import type { RemoteManifestEntry, RemoteRoutes } from '@shop/federation';
import { renderShell, staff, startEachTestSignedOut } from './support/render-shell.tsx';

startEachTestSignedOut();

describe('shell routing', () => {
  it('opens the English storefront at the root address with the catalogue home', async () => {
    const { router } = renderShell('/');
    expect(await screen.findByRole('heading', { name: 'Brands' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the header working when one remote is down, and Retry brings its area back', async () => {
    const { load } = renderShell('/en/cart');
    const failure = await screen.findByRole('alert', { name: 'This part of the shop is not available right now' });
    expect(failure.getAttribute('data-remote')).toBe('mfe_checkout');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Home' }).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load.mock.calls.filter(([name]) => name === 'mfe_checkout')).toHaveLength(2);
  });

  it('sends a visitor without a session from the back-office to sign in', async () => {
    const { router } = renderShell('/en/admin');
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/sign-in');
    expect(router.state.location.search).toBe('?returnTo=%2Fen%2Fadmin');
  });

  it('shows staff the back-office dashboard with its sidebar', async () => {
    useSessionStore.setState({ user: staff });
    renderShell('/en/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Back-office navigation' })).toBeTruthy();
  });

  it('redirects an unknown locale to English and keeps the page', async () => {
    const { router } = renderShell('/fr/cart');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/cart'));
  });

  it('shows a signed-in shopper the cart count and the live notification count, and nothing of it when signed out', async () => {
    renderShell('/en');
    expect(await screen.findByRole('heading', { name: 'Brands' })).toBeTruthy();
    expect(screen.queryByTestId('notification-count')).toBeNull();

    act(() => useSessionStore.getState().setUser({ ...staff, id: 7, type: 'CUSTOMER', name: 'Dara', cartCount: 2 }));
    act(() => useSessionStore.getState().setNotificationCount(3));
    const bell = await screen.findByRole('link', { name: '3 new notifications' });
    expect(bell.getAttribute('href')).toBe('/en/notifications');
    // The header shows it; the mobile menu, drawn when it first opens, shows it too.
    expect(screen.getAllByTestId('cart-count').map((badge) => badge.textContent)).toEqual(['2']);
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(screen.getAllByTestId('cart-count').map((badge) => badge.textContent)).toEqual(['2', '2']);

    // What the socket does when a notification arrives: the header follows without a reload.
    act(() => useSessionStore.getState().setNotificationCount(4));
    expect(await screen.findByRole('link', { name: '4 new notifications' })).toBeTruthy();

    act(() => useSessionStore.getState().logout());
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
    expect(screen.getAllByTestId('cart-count').map((badge) => badge.textContent)).toEqual(['0', '0']);
  });

  it('speaks Khmer under /kh and marks the document as km', async () => {
    renderShell('/kh');
    expect(await screen.findByRole('heading', { name: 'Brands' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('km');
    expect(screen.getAllByText('ហាងគ្រឿងបន្លាស់យានយន្ត').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'ចូលគណនី' })).toBeTruthy();
  });

  it('answers 404 inside the layout for an address no remote serves', async () => {
    renderShell('/en/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it("learns from the manifest which remote serves a new page, so its failure offers that remote's Retry", async () => {
    const catalogDown = vi.fn(async (name: string): Promise<RemoteRoutes> => {
      if (name === 'mfe_catalog') throw new Error('connection refused');
      return {};
    });
    const release: RemoteManifestEntry = {
      name: 'mfe_catalog',
      package: 'mfe-catalog',
      version: '0.2.0',
      entry: 'http://127.0.0.1:3101/mfe-catalog/0.2.0/mf-manifest.json',
      paths: { storefront: ['', 'deals'] },
    };
    renderShell('/en/deals', [release], catalogDown);
    const failure = await screen.findByRole('alert', { name: 'This part of the shop is not available right now' });
    expect(failure.getAttribute('data-remote')).toBe('mfe_catalog');
  });

  it('without the release declaring it, the same address is a 404 (the shell does not guess)', async () => {
    const catalogDown = vi.fn(async (name: string): Promise<RemoteRoutes> => {
      if (name === 'mfe_catalog') throw new Error('connection refused');
      return {};
    });
    renderShell('/en/deals', [], catalogDown);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
