import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@shop/client';
import { renderShell, staff, startEachTestSignedOut } from './support/render-shell.tsx';

// A file of its own: Lingui keeps the formatters it made for the whole module, so an earlier test's count would hide
// a formatter made here.
startEachTestSignedOut();

describe('header counts', () => {
  it('writes the header counts without an Intl formatter (the first one costs a phone ~80 ms at start)', async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    renderShell('/en');
    expect(await screen.findByRole('heading', { name: 'Brands' })).toBeTruthy();
    act(() => useSessionStore.getState().setUser({ ...staff, id: 7, type: 'CUSTOMER', name: 'Dara', cartCount: 1234 }));
    act(() => useSessionStore.getState().setNotificationCount(1));
    expect(await screen.findByRole('link', { name: '1 new notification' })).toBeTruthy();
    expect(screen.getByTestId('cart-count').getAttribute('aria-label')).toBe('1,234 items in the cart');
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it("on a phone puts the cart in the header, with the count in the shopper's language, signed out too", async () => {
    const wide = window.matchMedia;
    // 390 px: the header's min-width queries fail, so it draws the phone's header.
    window.matchMedia = (query: string) => ({ ...wide(query), matches: /max-width/.test(query) });
    try {
      renderShell('/en');
      expect(await screen.findByRole('heading', { name: 'Brands' })).toBeTruthy();
      const cart = screen.getByRole('link', { name: '0 items in the cart' });
      expect(cart.getAttribute('href')).toBe('/en/cart');
      act(() => useSessionStore.getState().setUser({ ...staff, id: 8, type: 'CUSTOMER', name: 'Dara', cartCount: 2 }));
      expect((await screen.findByRole('link', { name: '2 items in the cart' })).getAttribute('href')).toBe('/en/cart');
    } finally {
      window.matchMedia = wide;
    }
  });

  it('leaves the cart out of a wide header (its link and count are in the navigation there)', async () => {
    const narrow = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...narrow(query), matches: /min-width/.test(query) });
    try {
      renderShell('/en');
      expect(await screen.findByRole('heading', { name: 'Brands' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: /items? in the cart$/ })).toBeNull();
      expect(screen.getByTestId('cart-count')).toBeTruthy();
    } finally {
      window.matchMedia = narrow;
    }
  });
});
