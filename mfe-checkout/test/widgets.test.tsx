import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGuestShoppingStore, useSessionStore } from '@shop/client';
import { MAX_CART_LINES } from '@shop/contracts/limits.ts';
import { addToCart, toggleFavorite } from '../src/app/widgets.tsx';
import { renderAt, signInShopper, withFakeApi } from './support.tsx';

const fake = withFakeApi();
const favoriteReads = () =>
  fake.api.requests.filter((r) => r.method === 'GET' && r.url.startsWith('/api/frontend/favorite'));
// Every heart is named by what pressing it does (add to or remove from favorites).
const hearts = () => screen.getAllByRole('button', { name: /^(Add to|Remove from) favorites$/ });
const heart = (itemId: number) => hearts().find((button) => button.getAttribute('data-item-id') === String(itemId))!;

describe('add to cart', () => {
  // First in this file: no call has failed yet, so the error codes' wordings (fetched on demand) are not in.
  it("tells a signed-out visitor whose browser cart is full, in the error code's own words", async () => {
    useGuestShoppingStore.setState({
      lines: Array.from({ length: MAX_CART_LINES }, (_, i) => ({ stockId: 9000 + i, quantity: 1 })),
    });
    try {
      renderAt('/en/part/101');
      fireEvent.click((await screen.findAllByRole('button', { name: 'Add to cart' }))[0]!);
      expect(await screen.findByText('Your cart is full. Order or remove some items first.')).toBeTruthy();
      expect(useGuestShoppingStore.getState().lines).toHaveLength(MAX_CART_LINES);
    } finally {
      useGuestShoppingStore.getState().clear();
    }
  });

  it("keeps a signed-out visitor's line in the browser's cart, without asking the API, and says so", async () => {
    renderAt('/en/part/101?from=search');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add to cart' }))[0]!);
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
    expect(useGuestShoppingStore.getState().lines).toEqual([{ stockId: 501, quantity: 1 }]);
    expect(fake.api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("adds the stock in its base unit, raises the header's count and says so", async () => {
    const { token } = signInShopper(fake.api);
    fake.api.putInCart(token, 502, 1);
    useSessionStore.getState().setCartCount(1);
    renderAt('/en/part/101');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add to cart' }))[0]!);
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
    expect(screen.getByText('Your cart has 2 lines.')).toBeTruthy();
    expect(useSessionStore.getState().cartCount).toBe(2);
    expect(fake.api.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/frontend/cart', body: { stockId: 501 } },
    ]);
  });

  it("shows the API's refusal as a toast and leaves the page working", async () => {
    signInShopper(fake.api);
    fake.api.stocks.find((s) => s.id === 501)!.selling = false;
    try {
      renderAt('/en/part/101');
      fireEvent.click((await screen.findAllByRole('button', { name: 'Add to cart' }))[0]!);
      expect(await screen.findByText('Not added to your cart')).toBeTruthy();
      expect(screen.getByText('This was not found. It may have been removed.')).toBeTruthy();
      expect(useSessionStore.getState().cartCount).toBe(0);
      expect(screen.getByRole('heading', { name: 'Brake Pad Set' })).toBeTruthy();
    } finally {
      fake.api.stocks.find((s) => s.id === 501)!.selling = true;
    }
  });

  // The catalogue's stand-in passes on a press made before the widgets arrived, whose card may be gone by then.
  it("adds without a button (the page's toasts drawn, no button of its own): posted, the header's count raised", async () => {
    signInShopper(fake.api);
    renderAt('/en/sign-in');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await addToCart({ stockId: 501, quantity: 2, name: 'Brake Pad Set' });
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
    expect(useSessionStore.getState().cartCount).toBe(1);
    expect(fake.api.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/frontend/cart', body: { stockId: 501, quantity: 2 } },
    ]);
  });

  it('is disabled when no store sells the item', async () => {
    renderAt('/en/part/101');
    const buttons = await screen.findAllByRole('button', { name: 'Add to cart' });
    expect(buttons.map((button) => (button as HTMLButtonElement).disabled)).toEqual([false, true]);
  });
});

describe('favorite', () => {
  it('reads the favourites once for every heart on the page and fills the saved ones', async () => {
    const { token } = signInShopper(fake.api);
    await fetch(`${fake.api.url}/api/frontend/favorite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ itemId: 12 }),
    });
    fake.api.requests.length = 0;
    renderAt('/en/part/101');
    await waitFor(() => expect(heart(12).getAttribute('aria-pressed')).toBe('true'));
    expect(heart(11).getAttribute('aria-pressed')).toBe('false');
    expect(heart(13).getAttribute('aria-pressed')).toBe('false');
    expect(favoriteReads()).toHaveLength(1);
    expect(favoriteReads()[0]!.url).toBe('/api/frontend/favorite?page=0&size=100');
  });

  it("never shows the previous shopper's hearts to the next one", async () => {
    const first = signInShopper(fake.api);
    await fetch(`${fake.api.url}/api/frontend/favorite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${first.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ itemId: 12 }),
    });
    renderAt('/en/part/101');
    await waitFor(() => expect(heart(12).getAttribute('aria-pressed')).toBe('true'));
    cleanup();
    useSessionStore.getState().logout();
    signInShopper(fake.api);
    renderAt('/en/part/101');
    await waitFor(() => expect((heart(12) as HTMLButtonElement).disabled).toBe(false));
    expect(heart(12).getAttribute('aria-pressed')).toBe('false');
  });

  it('toggles an item on and off', async () => {
    signInShopper(fake.api);
    renderAt('/en/part/101');
    await waitFor(() => expect((heart(11) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(heart(11));
    await waitFor(() => expect(heart(11).getAttribute('aria-pressed')).toBe('true'));
    expect(heart(11).getAttribute('aria-label')).toBe('Remove from favorites');
    await waitFor(() => expect((heart(11) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(heart(11));
    await waitFor(() => expect(heart(11).getAttribute('aria-pressed')).toBe('false'));
    const toggles = fake.api.requests.filter((r) => r.method === 'POST');
    expect(toggles.map((r) => r.body)).toEqual([{ itemId: 11 }, { itemId: 11 }]);
  });

  it('keeps the hearts (empty) when the favourites cannot be read', async () => {
    signInShopper(fake.api);
    fake.api.failing.add('GET /api/frontend/favorite');
    renderAt('/en/part/101');
    await waitFor(() => expect(favoriteReads().length).toBeGreaterThan(0));
    await waitFor(() => expect((heart(11) as HTMLButtonElement).disabled).toBe(false));
    expect(hearts().map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false']);
    expect(screen.getByRole('heading', { name: 'Brake Pad Set' })).toBeTruthy();
  });

  it("keeps a signed-out visitor's favourite in the browser without asking the API", async () => {
    renderAt('/en/part/101');
    const first = (await screen.findAllByRole('button', { name: 'Add to favorites' }))[0]!;
    const itemId = Number(first.getAttribute('data-item-id'));
    fireEvent.click(first);
    await waitFor(() => expect(first.getAttribute('aria-pressed')).toBe('true'));
    expect(useGuestShoppingStore.getState().favoriteItemIds).toEqual([itemId]);
    expect(favoriteReads()).toEqual([]);
    expect(fake.api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  // The catalogue's stand-in heart passes on a press the same way as its Add to cart.
  it("toggles without a button: a visitor's in the browser, a shopper's posted", async () => {
    useSessionStore.setState({ user: null });
    useGuestShoppingStore.getState().clear();
    await toggleFavorite({ itemId: 11 });
    expect(useGuestShoppingStore.getState().favoriteItemIds).toEqual([11]);
    expect(fake.api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    signInShopper(fake.api);
    await toggleFavorite({ itemId: 12 });
    expect(fake.api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ itemId: 12 }]);
  });

  it('shows no heart to staff', async () => {
    signInShopper(fake.api, { type: 'SUPPLIER' });
    renderAt('/en/part/101');
    await screen.findAllByRole('button', { name: 'Add to cart' });
    expect(screen.queryAllByRole('button', { name: /^(Add to|Remove from) favorites$/ })).toEqual([]);
  });
});
