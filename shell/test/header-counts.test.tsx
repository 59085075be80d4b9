import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@shop/client';
import { activateRouteLocale } from '@shop/i18n';
import { renderShell, staff } from './support/render-shell.tsx';

// A file of its own: Lingui keeps the formatters it made for the whole module, so an earlier test's count would hide
// a formatter made here.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useSessionStore.setState({ user: null, loading: false, cartCount: 0, notificationCount: 0 });
  activateRouteLocale('en');
});
afterEach(() => vi.restoreAllMocks());

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
});
