import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@shop/client';
import type { FakeApi } from './fake-api.ts';
import { renderAt, signInShopper, withFakeApi } from './support.tsx';

const fake = withFakeApi();
const rows = () => within(screen.getByRole('list', { name: 'Favorites' })).getAllByRole('listitem');

async function favour(api: FakeApi, token: string, itemId: number) {
  const response = await fetch(`${api.url}/api/frontend/favorite`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ itemId }),
  });
  expect(response.status).toBe(200);
}

describe('favorites page', () => {
  it('lists my favourites newest first, each linking to its part or accessory page', async () => {
    const { token } = signInShopper(fake.api);
    await favour(fake.api, token, 11);
    await favour(fake.api, token, 13);
    renderAt('/en/favorites');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => row.getAttribute('data-item-id'))).toEqual(['13', '11']);
    expect(within(rows()[0]!).getByRole('link', { name: 'Floor Mat' }).getAttribute('href')).toBe(
      '/en/accessories/301',
    );
    expect(within(rows()[1]!).getByRole('link', { name: 'Brake Pad Set' }).getAttribute('href')).toBe('/en/part/101');
    expect(within(rows()[1]!).getByText('BP-1001')).toBeTruthy();
    // Picture and the catalogue's price come with the favourite: no row asks the catalogue.
    expect(rows()[1]!.querySelector('img')!.getAttribute('src')).toBe('/files/brake-pad.png');
    expect(within(rows()[1]!).getByTestId('favorite-price-usd').textContent).toBe('$12.50');
    expect(within(rows()[1]!).getByTestId('favorite-price-khr').textContent).toBe('៛51,300');
    expect(within(rows()[0]!).getByTestId('favorite-price-usd').textContent).toBe('$30');
    expect(fake.api.requests.filter((r) => /^\/api\/frontend\/(part|accessory)\//.test(r.url))).toEqual([]);
  });

  it('removes a favourite', async () => {
    const { token } = signInShopper(fake.api);
    await favour(fake.api, token, 11);
    await favour(fake.api, token, 12);
    fake.api.requests.length = 0;
    renderAt('/en/favorites');
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Spark Plug from favorites' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.getAttribute('data-item-id')).toBe('11');
    expect(fake.api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ itemId: 12 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Brake Pad Set from favorites' }));
    expect(
      await screen.findByText('You have no favorites yet. Press the heart on a part to keep it here.'),
    ).toBeTruthy();
  });

  it('adds a favourite to the cart from the store the catalogue offers', async () => {
    const { token } = signInShopper(fake.api);
    await favour(fake.api, token, 12);
    fake.api.requests.length = 0;
    renderAt('/en/favorites');
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
    expect(useSessionStore.getState().cartCount).toBe(1);
    expect(fake.api.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/frontend/cart', body: { stockId: 502 } },
    ]);
  });

  it('says so when no store has the favourite in stock', async () => {
    const { token } = signInShopper(fake.api);
    await favour(fake.api, token, 13);
    const mats = fake.api.stocks.find((s) => s.id === 503)!;
    mats.quantity = 0;
    try {
      renderAt('/en/favorites');
      await waitFor(() => expect(rows()).toHaveLength(1));
      expect(within(rows()[0]!).getByText('Out of stock')).toBeTruthy();
      fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Add to cart' }));
      expect(await screen.findByText('No store has this item in stock right now.')).toBeTruthy();
      expect(fake.api.requests.filter((r) => r.method === 'POST' && r.url === '/api/frontend/cart')).toEqual([]);
    } finally {
      mats.quantity = 5;
    }
  });

  it('asks a signed-out visitor to sign in', async () => {
    renderAt('/en/favorites');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});
