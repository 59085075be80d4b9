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
});
