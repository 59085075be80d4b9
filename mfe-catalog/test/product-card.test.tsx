import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale, type RouteLocale } from '@shop/i18n';
// The catalogue's messages, as its routes register them.
import '../src/lib/i18n.ts';
import { ProductCard } from '../src/lib/product-card.tsx';
import { part } from './support/catalog-api.ts';

const brakes = { id: 2, name: 'Brakes', nameKh: null };
const NO_PICTURE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

async function renderCard(
  image: string | null,
  priceKind: 'CUSTOMER' | 'DEALER' = 'CUSTOMER',
  locale: RouteLocale = 'en',
) {
  await activateRouteLocale(locale);
  render(
    <AppProviders>
      <MemoryRouter>
        <ProductCard product={part(101, brakes, { image, priceKind })} href="/en/part/101" />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByTestId('product-card').querySelector('img')!;
}

// The card draws its picture with a plain <img> (no Mantine Image): these keep what Image's fallbackSrc did.
describe('product card picture', () => {
  it('is the empty picture, in the same grey box, for a part without one', async () => {
    expect((await renderCard(null)).getAttribute('src')).toBe(NO_PICTURE);
  });

  it('turns into the empty picture when its file fails to load, and the card keeps its link', async () => {
    const picture = await renderCard('/files/00000000000000000000000000000404');
    expect(picture.getAttribute('src')).toBe('/files/00000000000000000000000000000404');
    fireEvent.error(picture);
    expect(picture.getAttribute('src')).toBe(NO_PICTURE);
    expect(screen.getByRole('link', { name: 'Brake Pad Set' }).getAttribute('href')).toBe('/en/part/101');
    expect(picture.getAttribute('alt')).toBe('');
  });
});

// Issue 34 §3: an approved dealer's price (the API marks it DEALER) says so on the card, in the page's language.
describe('product card price', () => {
  it('marks a dealer price as the dealer price, in English and Khmer', async () => {
    await renderCard(null, 'DEALER');
    expect(screen.getByTestId('dealer-price').textContent).toBe('Dealer price');
    cleanup();
    await activateRouteLocale('kh');
    await renderCard(null, 'DEALER', 'kh');
    expect(screen.getByTestId('dealer-price').textContent).toBe('តម្លៃឈ្មួញ');
    await activateRouteLocale('en');
  });

  it('shows a customer price without the mark', async () => {
    await renderCard(null);
    expect(screen.getByTestId('price-usd').textContent).toBe('$12.50');
    expect(screen.queryByTestId('dealer-price')).toBeNull();
  });
});
